/** @jest-environment node */
import { checkBroken, checkContent } from "../../support/content";

const FILE = "marketing-digital.json";

describe("content/marketing-digital.json", () => {
  it("passes the build's content checks", () => {
    expect(checkContent(FILE)).toEqual([]);
  });

  it("needs exactly three service cards", () => {
    expect(checkBroken(FILE, (data) => data.services.items.push(data.services.items[0]))).toEqual([
      "content/marketing-digital.json → services.items: must have exactly 3 items",
    ]);
  });

  it("keeps the spec's roadmap titles", () => {
    expect(checkBroken(FILE, (data) => (data.process.steps[3].title = "Repetición"))).toEqual([
      "content/marketing-digital.json → process.steps: titles must be, in this order: Investigación, Estrategia, Creación, Iteración",
    ]);
  });

  it("names an empty description and a numeric step", () => {
    const problems = checkBroken(FILE, (data) => {
      data.services.items[0].description = "";
      data.process.steps[0].step = 1;
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        "content/marketing-digital.json → services.items[0].description: required",
        expect.stringMatching(/^content\/marketing-digital\.json → process\.steps\[0\]\.step: /),
      ]),
    );
  });
});
