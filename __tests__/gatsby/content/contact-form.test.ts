/** @jest-environment node */
import { checkBroken } from "../../support/content";

const FILE = "contact.json";

describe("content/contact.json → form", () => {
  it("keeps the service options equal to the values the database accepts", () => {
    expect(checkBroken(FILE, (data) => (data.form.serviceOptions[1] = "Marketing"))).toEqual([
      expect.stringMatching(/^content\/contact\.json → form\.serviceOptions: must be exactly: Inteligencia Artificial/),
    ]);
    expect(checkBroken(FILE, (data) => data.form.serviceOptions.reverse())).toHaveLength(1);
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
