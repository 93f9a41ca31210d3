import { validateContact } from "../../../src/contracts/contact-schema";
import { EMPTY_CONTACT, SERVICE_OPTIONS } from "../../../src/contracts/contact-fields";
import { toContactRow } from "../../../src/components/contact/submit-contact";
import { trimContact } from "../../../src/contracts/visible-text";
import { contactFormFixture, validContact } from "../../support/contact-fixture";

const check = (changes: Partial<typeof validContact>) =>
  validateContact({ ...validContact, ...changes }, contactFormFixture.validation);

describe("contact schema (spec §5)", () => {
  it("accepts a complete request", async () => {
    await expect(check({})).resolves.toEqual({});
  });

  it("accepts every service option and empty optional fields", async () => {
    for (const service of SERVICE_OPTIONS) {
      await expect(check({ interested_service: service, company: "", message: "" })).resolves.toEqual({});
    }
  });

  it("gives the spec's message for every required field of an empty form", async () => {
    await expect(validateContact(EMPTY_CONTACT, contactFormFixture.validation)).resolves.toEqual({
      name: "El nombre es obligatorio.",
      last_name: "Los apellidos son obligatorios.",
      email: "El email es obligatorio.",
      phone: "El teléfono es obligatorio.",
      company_sector: "El sector es obligatorio.",
      interested_service: "Debes seleccionar un servicio.",
    });
  });

  it("trims before checking: spaces alone are empty, surrounding spaces are fine", async () => {
    await expect(check({ name: "   ", last_name: "\t", company_sector: "  \n " })).resolves.toEqual({
      name: "El nombre es obligatorio.",
      last_name: "Los apellidos son obligatorios.",
      company_sector: "El sector es obligatorio.",
    });
    await expect(check({ name: "  Lucía ", email: " lucia@empresa.es  ", phone: " 612345678 " })).resolves.toEqual({});
  });

  it.each(["a@b", "lucia", "lucia@", "@empresa.es", "lu cia@empresa.es", "lucia@empresa", "lucia@@empresa.es"])(
    "refuses the e-mail %p",
    async (email) => {
      await expect(check({ email })).resolves.toEqual({ email: "El formato del email no es válido." });
    },
  );

  it.each(["a@b.c", "lucia.garcia+web@empresa.co.uk"])("accepts the e-mail %p", async (email) => {
    await expect(check({ email })).resolves.toEqual({});
  });

  it("reports a missing e-mail as required, not as badly formed", async () => {
    await expect(check({ email: "  " })).resolves.toEqual({ email: "El email es obligatorio." });
  });

  it.each(["61234567", "6123456789", "61234567a", "612 345 678", "+34612345678", "612-345-678", "６１２３４５６７８"])(
    "refuses the phone %p",
    async (phone) => {
      await expect(check({ phone })).resolves.toEqual({
        phone: "El formato del teléfono no es válido (ej: 612345678).",
      });
    },
  );

  it("reports a missing phone as required", async () => {
    await expect(check({ phone: "" })).resolves.toEqual({ phone: "El teléfono es obligatorio." });
  });

  it("refuses a service that is not one of the four options", async () => {
    await expect(check({ interested_service: "Otro" })).resolves.toEqual({
      interested_service: "Debes seleccionar un servicio.",
    });
  });
});

describe("required fields need a visible character", () => {
  const messages = contactFormFixture.validation;

  it.each([
    ["U+00A0 U+200B", "\u00a0\u200b"],
    ["U+3000", "\u3000"],
    ["U+200B", "\u200b"],
    ["U+200D", "\u200d"],
    ["U+2060", "\u2060"],
    ["U+3164", "\u3164"],
    ["U+FEFF U+2800", "\ufeff\u2800"],
  ])("refuses %s in every required text field with the spec's message", async (_name, blank) => {
    await expect(
      validateContact(
        { ...validContact, name: blank, last_name: blank, email: blank, phone: blank, company_sector: blank },
        messages,
      ),
    ).resolves.toEqual({
      name: messages.nameRequired,
      last_name: messages.lastNameRequired,
      email: messages.emailRequired,
      phone: messages.phoneRequired,
      company_sector: messages.sectorRequired,
    });
  });

  it("accepts visible values wrapped in invisible characters, and sends them trimmed", async () => {
    const typed = {
      ...validContact,
      name: "\u200bAna\u00a0",
      last_name: "\u3000Ñ",
      company_sector: "李\u2060",
      message: "\u200b",
    };
    await expect(validateContact(typed, messages)).resolves.toEqual({});
    expect(trimContact(typed)).toMatchObject({ name: "Ana", last_name: "Ñ", company_sector: "李", message: "" });
    expect(toContactRow(typed)).toMatchObject({ name: "Ana", last_name: "Ñ", company_sector: "李", message: null });
  });
});
