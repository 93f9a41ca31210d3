/** @jest-environment node */
import { checkBroken, checkContent } from "../../support/content";

const FILE = "legal-notice.json";

describe("content/legal-notice.json", () => {
  it("passes the build's content checks", () => {
    expect(checkContent(FILE)).toEqual([]);
  });

  it("names a missing label of the company's data, an unknown placeholder and a bad date", () => {
    const problems = checkBroken(FILE, (data) => {
      delete data.company.registryLabel;
      data.sections[1].blocks[0].paragraphs[0] = "Titular: {razonSocial}.";
      data.updated.date = "25/11/2026";
    });
    expect(problems).toEqual([
      "content/legal-notice.json → updated.date: must be a date such as 2025-08-13",
      "content/legal-notice.json → company.registryLabel: required",
      "content/legal-notice.json → sections[1].blocks[0].paragraphs[0]: unknown placeholder {razonSocial}; use one of: {brandName}, {legalName}, {taxId}, {address}, {email}, {phone}",
    ]);
  });

  it("needs at least one section", () => {
    expect(checkBroken(FILE, (data) => (data.sections = []))).toEqual([
      "content/legal-notice.json → sections: needs at least 1 item(s)",
    ]);
  });
});
