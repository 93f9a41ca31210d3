/** @jest-environment node */
import { checkBroken, checkContent } from "../../support/content";

const FILE = "not-found.json";

describe("content/not-found.json", () => {
  it("passes the build's content checks", () => {
    expect(checkContent(FILE)).toEqual([]);
  });

  it("keeps the spec's wording for the title", () => {
    expect(checkBroken(FILE, (data) => (data.title = "Error 404"))).toEqual([
      'content/not-found.json → title: must be exactly "Página no encontrada" (the spec\'s wording)',
    ]);
  });

  it("names a missing link target", () => {
    expect(checkBroken(FILE, (data) => delete data.action.to)).toEqual([
      "content/not-found.json → action.to: required",
    ]);
  });
});
