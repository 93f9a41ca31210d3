/** @jest-environment node */
import { maxiSystemMessage, readMaxiSources } from "../../tools/n8n/maxi-generate";
import { digitsTaken } from "../support/digits-taken";
import { CONTACT_FIELDS, fieldRule, SERVICE_OPTIONS, type ContactField } from "../../src/contracts/contact-fields";

/**
 * Maxi asks a visitor for a lead's data in its own words (n8n/maxi-system-message.md, its fields generated
 * by tools/n8n/maxi-generate.ts); what it asks for must be what the contact contract requires, or its
 * leads fail the database's rules.
 */
const message = maxiSystemMessage(readMaxiSources());

/** How the system message names each field (the type asks for every field of the contract). */
const NAMED_AS: Record<ContactField, string> = {
  name: "nombre",
  last_name: "apellidos",
  email: "email",
  phone: "teléfono",
  company: "la empresa",
  company_sector: "sector de su empresa",
  interested_service: "el servicio que le interesa",
  message: "un mensaje",
};

const asked =
  /exige el formulario de contacto: (.*?), que debe ser exactamente uno de estos: (.*?)\. (.*?) son opcionales\./.exec(
    message,
  );

describe("Maxi's system message against the contact contract", () => {
  it("asks for every required field, and names the optional ones as optional", () => {
    expect(asked).not.toBeNull();
    const [, required = "", , optional = ""] = asked ?? [];
    for (const field of CONTACT_FIELDS) {
      const [where, elsewhere] = fieldRule(field).required ? [required, optional] : [optional, required];
      expect([field, where.toLowerCase()]).toEqual([field, expect.stringContaining(NAMED_AS[field])]);
      expect([field, elsewhere.toLowerCase()]).toEqual([field, expect.not.stringContaining(NAMED_AS[field])]);
    }
  });

  it("offers exactly the services the database accepts, in the form's order", () => {
    const services = [...(asked?.[2] ?? "").matchAll(/"([^"]+)"/g)].map(([, service]) => service);
    expect(services).toEqual([...SERVICE_OPTIONS]);
  });

  it("asks for the phone the way the contract's pattern takes it", () => {
    const [digits] = digitsTaken(fieldRule("phone").pattern);
    expect(asked?.[1]).toMatch(new RegExp(`teléfono \\(${digits} cifras[^)]*\\)`));
  });
});
