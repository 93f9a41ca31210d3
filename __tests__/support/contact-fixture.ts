import { contactContent } from "../../content-model/contact";
import type { ContactValues } from "../../src/contracts/contact-fields";
import { queried } from "./content-fixture";

/** content/contact.json's `form`, as the ContactFormSection fragment returns it. */
export const contactFormFixture = queried(contactContent).form satisfies Queries.ContactFormSectionFragment;

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
