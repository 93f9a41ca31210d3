/** @jest-environment node */
import { checkBroken, checkContent } from "../../support/content";

const FILE = "privacy.json";

describe("content/privacy.json", () => {
  it("passes the build's content checks", () => {
    expect(checkContent(FILE)).toEqual([]);
  });

  it("keeps the specification's original date beside the last update", () => {
    expect(checkBroken(FILE, (data) => delete data.published)).toEqual(["content/privacy.json → published: required"]);
    expect(checkBroken(FILE, (data) => (data.published.date = "13 de agosto de 2025"))).toEqual([
      "content/privacy.json → published.date: must be a date such as 2025-08-13",
    ]);
  });

  it("needs exactly six sections", () => {
    expect(checkBroken(FILE, (data) => data.sections.pop())).toEqual([
      "content/privacy.json → sections: must have exactly 6 items",
    ]);
  });

  it("rejects an unknown placeholder and names where it is", () => {
    expect(checkBroken(FILE, (data) => (data.sections[5].blocks[1].paragraphs[0] = "Escribe a {correo}."))).toEqual([
      "content/privacy.json → sections[5].blocks[1].paragraphs[0]: unknown placeholder {correo}; use one of: {brandName}, {legalName}, {taxId}, {address}, {email}, {phone}",
    ]);
  });

  it("names a block with no text, a bad date and a bad anchor", () => {
    const problems = checkBroken(FILE, (data) => {
      data.sections[1].blocks[0] = { title: "Vacío" };
      data.updated.date = "13/08/2025";
      data.sections[2].anchor = "Uso de datos";
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        "content/privacy.json → sections[1].blocks[0]: needs paragraphs or items",
        "content/privacy.json → updated.date: must be a date such as 2025-08-13",
        expect.stringMatching(/^content\/privacy\.json → sections\[2\]\.anchor: must be lowercase words/),
      ]),
    );
  });
});
