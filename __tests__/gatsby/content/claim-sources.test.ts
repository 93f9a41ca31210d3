/** @jest-environment node */
import { checkBroken, type BrokenJson } from "../../support/content";

/** Every figure of the home and about pages carries where it comes from (content-model/shared.ts claimSource). */
describe("the figures' sources", () => {
  it.each([
    ["home.json", "results.stats", (data: BrokenJson) => data.results.stats],
    ["about.json", "identity.stats", (data: BrokenJson) => data.identity.stats],
  ])("%s refuses a figure without a source, naming the file and field", (file, field, stats) => {
    expect(checkBroken(file, (data) => delete stats(data)[1].source)).toEqual([
      `content/${file} → ${field}[1].source: required`,
    ]);
  });

  it("refuses a note too short to say anything, or longer than the list can show", () => {
    expect(checkBroken("home.json", (data) => (data.results.stats[0].source.note = "Datos internos"))).toEqual([
      "content/home.json → results.stats[0].source.note: must be 20–200 characters long",
    ]);
    expect(checkBroken("home.json", (data) => (data.results.stats[0].source.note = "a".repeat(201)))).toEqual([
      "content/home.json → results.stats[0].source.note: must be 20–200 characters long",
    ]);
  });

  it("refuses a source without the date its figure was checked, or with another date format", () => {
    expect(checkBroken("about.json", (data) => delete data.identity.stats[2].source.date)).toEqual([
      "content/about.json → identity.stats[2].source.date: required",
    ]);
    expect(checkBroken("about.json", (data) => (data.identity.stats[2].source.date = "20/11/2026"))).toEqual([
      "content/about.json → identity.stats[2].source.date: must be a date such as 2025-08-13",
    ]);
  });

  it("refuses an FAQ answer that states a figure without its source, naming the figure, and takes one with it", () => {
    expect(checkBroken("contact.json", (data) => delete data.faq.items[0].source)).toEqual([
      "content/contact.json → faq.items[0]: its answer states a figure («2 a 4 semanas»): add where it comes from (source)",
    ]);
    expect(checkBroken("contact.json", (data) => (data.faq.items[0].source = []))).toEqual([
      "content/contact.json → faq.items[0]: its answer states a figure («2 a 4 semanas»): add where it comes from (source)",
    ]);
    expect(
      checkBroken(
        "contact.json",
        (data) => (data.faq.items[2].answer = "Reducimos el coste por cliente un 35 % de media."),
      ),
    ).toEqual([
      "content/contact.json → faq.items[2]: its answer states a figure («35 %»): add where it comes from (source)",
    ]);
    // A figure that is not a result or a promise of time (opening hours, 24/7 monitoring) needs none.
    expect(checkBroken("contact.json", () => undefined)).toEqual([]);
    expect(
      checkBroken("contact.json", (data) => {
        data.faq.items[0].source[1] = data.faq.items[0].source[0];
      }),
    ).toEqual(["content/contact.json → faq.items[0].source: allows at most 1 item(s)"]);
  });
});
