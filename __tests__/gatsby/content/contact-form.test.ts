/** @jest-environment node */
import { contactContent } from "../../../content-model/contact";
import { CONTACT_FIELDS, fieldRule } from "../../../src/contracts/contact-fields";
import { checkBroken } from "../../support/content";
import { digitsTaken } from "../../support/digits-taken";
import { content } from "../../support/content-fixture";

const FILE = "contact.json";

describe("content/contact.json → form", () => {
  it("states only the contact contract's limits in a field's help («Máximo 5000 caracteres.», «9 cifras»)", () => {
    const { fields } = content(contactContent).form;
    // A number the help gives as a length: «N cifras», «N caracteres».
    const stated = CONTACT_FIELDS.flatMap((field) =>
      [...(fields[field].help?.matchAll(/(\d+)\s+(?:cifras|caracteres)/g) ?? [])].map(([, number]) => ({
        field,
        number: Number(number),
      })),
    );
    expect(stated.length).toBeGreaterThan(0);
    for (const { field, number } of stated) {
      const rule = fieldRule(field);
      expect({ field, allowed: [rule.maxLength, ...digitsTaken(rule.pattern)] }).toEqual({
        field,
        allowed: expect.arrayContaining([number]),
      });
    }
  });

  it("needs a label for every field and the max placeholder in the length message", () => {
    const problems = checkBroken(FILE, (data) => {
      delete data.form.fields.phone.label;
      data.form.validation.tooLong = "Demasiado largo.";
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        "content/contact.json → form.fields.phone.label: required",
        "content/contact.json → form.validation.tooLong: must contain the max placeholder where the limit goes",
      ]),
    );
  });
});

describe("content/contact.json → form.serverErrors", () => {
  it("needs the agency's e-mail and phone where the visitor is sent to them", () => {
    const problems = checkBroken(FILE, (data) => {
      data.form.serverErrors.configuration = "El formulario no funciona: escríbenos a ${email}.";
      data.form.serverErrors.rateLimited = "Demasiadas solicitudes.";
    });
    expect(problems).toEqual([
      "content/contact.json → form.serverErrors.rateLimited: must offer ${email} to reach us another way",
      "content/contact.json → form.serverErrors.configuration: must offer ${email} and ${phone} to reach us another way",
    ]);
  });

  it("refuses a placeholder the form cannot fill, and a message class that does not exist", () => {
    const problems = checkBroken(FILE, (data) => {
      data.form.serverErrors.network = "Sin conexión: escríbenos a ${correo}.";
      data.form.serverErrors.forbidden = "Sin permiso.";
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        "content/contact.json → form.serverErrors.network: can fill in only ${email} and ${phone}",
        expect.stringMatching(/^content\/contact\.json → form\.serverErrors: unknown key \(forbidden\)/),
      ]),
    );
    expect(problems).toHaveLength(2);
  });
});
