import contact from "../../content/contact.json";
import type { ContactValues } from "../../src/components/contact/contact-fields";

type FormCopy = Queries.ContactFormSectionFragment;

/** content/contact.json's `form`, shaped like the ContactFormSection fragment (absent keys → null). */
export const contactFormFixture: FormCopy = {
  ...contact.form,
  fields: Object.fromEntries(
    Object.entries(contact.form.fields).map(([name, field]) => [
      name,
      { placeholder: null, help: null, ...(field as object) },
    ]),
  ) as unknown as FormCopy["fields"],
};

/** A complete, valid request (as typed by a careful visitor). */
export const validContact: ContactValues = {
  name: "Lucía",
  last_name: "García Romero",
  email: "lucia@empresa.es",
  phone: "612345678",
  company: "Naranjos SL",
  company_sector: "Hostelería",
  interested_service: "Marketing Digital",
  message: "Queremos automatizar las reservas.",
};
