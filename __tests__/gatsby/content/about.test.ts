/** @jest-environment node */
import { checkBroken, checkContent } from "../../support/content";

const FILE = "about.json";

describe("content/about.json", () => {
  it("passes the build's content checks", () => {
    expect(checkContent(FILE)).toEqual([]);
  });

  it("names the file and the field of a missing title", () => {
    expect(checkBroken(FILE, (data) => delete data.values.items[1].title)).toContain(
      "content/about.json → values.items[1].title: required",
    );
  });

  it("rejects values other than the spec's three, in order", () => {
    expect(checkBroken(FILE, (data) => (data.values.items[0].title = "Innovación"))).toEqual([
      "content/about.json → values.items: titles must be, in this order: Innovación Constante, Enfoque en Resultados, Asociación Estratégica",
    ]);
  });

  it("needs exactly four stats", () => {
    expect(checkBroken(FILE, (data) => data.identity.stats.pop())).toEqual([
      "content/about.json → identity.stats: must have exactly 4 items",
    ]);
  });

  it("rejects a wrong type, an unknown key and a missing image", () => {
    const problems = checkBroken(FILE, (data) => {
      data.identity.stats[0].value = 6;
      data.hero.subtitle = "typo";
      data.technology.image.src = "./images/no-such-file.png";
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/about\.json → identity\.stats\[0\]\.value: /),
        expect.stringMatching(/^content\/about\.json → hero: unknown key \(subtitle\)/),
        "content/about.json → technology.image.src: image not found: ./images/no-such-file.png",
      ]),
    );
  });

  it("accepts only icons the site can draw", () => {
    expect(checkBroken(FILE, (data) => (data.mission.items[0].icon = "unicorn"))).toEqual([
      expect.stringMatching(/^content\/about\.json → mission\.items\[0\]\.icon: unknown icon "unicorn"/),
    ]);
  });
});
