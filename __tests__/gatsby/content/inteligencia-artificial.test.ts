/** @jest-environment node */
import { checkBroken, checkContent } from "../../support/content";

const FILE = "inteligencia-artificial.json";

describe("content/inteligencia-artificial.json", () => {
  it("passes the build's content checks", () => {
    expect(checkContent(FILE)).toEqual([]);
  });

  it("needs exactly four service cards", () => {
    expect(checkBroken(FILE, (data) => data.services.items.pop())).toEqual([
      "content/inteligencia-artificial.json → services.items: must have exactly 4 items",
    ]);
  });

  it("keeps the spec's four steps in order", () => {
    expect(checkBroken(FILE, (data) => data.process.steps.reverse())).toEqual([
      "content/inteligencia-artificial.json → process.steps: titles must be, in this order: Análisis, Estrategia, Implementación, Optimización",
    ]);
  });

  it("names a missing feature list and a card button leaving the site", () => {
    const problems = checkBroken(FILE, (data) => {
      delete data.services.items[2].features;
      data.services.action.to = "https://example.com";
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        "content/inteligencia-artificial.json → services.items[2].features: required",
        expect.stringMatching(
          /^content\/inteligencia-artificial\.json → services\.action\.to: must be an internal path/,
        ),
      ]),
    );
  });

  it("needs the banner image to exist", () => {
    expect(checkBroken(FILE, (data) => (data.banner.image.src = "./images/missing.png"))).toEqual([
      "content/inteligencia-artificial.json → banner.image.src: image not found: ./images/missing.png",
    ]);
  });
});
