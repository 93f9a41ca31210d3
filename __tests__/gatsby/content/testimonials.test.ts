/** @jest-environment node */
import { checkBroken, checkContent, loadContent } from "../../support/content";

const FILE = "testimonials.json";
const items = loadContent(FILE).items as Array<{ pages: string[]; sample?: boolean }>;

describe("content/testimonials.json", () => {
  it("passes the build's content checks, with a sample testimonial on the home and on each service page", () => {
    expect(checkContent(FILE)).toEqual([]);
    for (const page of ["inicio", "inteligencia-artificial", "marketing-digital"]) {
      expect(items.filter((item) => item.pages.includes(page)).length).toBeGreaterThan(0);
    }
    expect(items.every((item) => item.sample === true)).toBe(true);
  });

  it("refuses a testimonial without the date its author agreed to publish it", () => {
    expect(checkBroken(FILE, (data) => delete data.items[0].consentDate)).toEqual([
      "content/testimonials.json → items[0].consentDate: required",
    ]);
    expect(checkBroken(FILE, (data) => (data.items[0].consentDate = "20/11/2026"))).toEqual([
      "content/testimonials.json → items[0].consentDate: must be a date such as 2025-08-13",
    ]);
  });

  it("refuses a consent dated after today, and takes one dated today", () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(checkBroken(FILE, (data) => (data.items[0].consentDate = today))).toEqual([]);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(checkBroken(FILE, (data) => (data.items[0].consentDate = tomorrow))).toEqual([
      "content/testimonials.json → items[0].consentDate: a consent cannot be dated after today",
    ]);
  });

  it("refuses a testimonial without the person's name, role or company", () => {
    expect(
      checkBroken(FILE, (data) => {
        delete data.items[1].name;
        delete data.items[1].role;
        delete data.items[1].company;
      }),
    ).toEqual([
      "content/testimonials.json → items[1].name: required",
      "content/testimonials.json → items[1].role: required",
      "content/testimonials.json → items[1].company: required",
    ]);
  });

  it("keeps a quote between 40 and 400 characters", () => {
    expect(checkBroken(FILE, (data) => (data.items[0].quote = "a".repeat(40)))).toEqual([]);
    expect(checkBroken(FILE, (data) => (data.items[0].quote = "a".repeat(39)))).toEqual([
      "content/testimonials.json → items[0].quote: must be 40–400 characters long",
    ]);
    expect(checkBroken(FILE, (data) => (data.items[0].quote = "a".repeat(401)))).toEqual([
      "content/testimonials.json → items[0].quote: must be 40–400 characters long",
    ]);
  });

  it("shows a testimonial only on pages that exist, or on none yet", () => {
    expect(checkBroken(FILE, (data) => (data.items[0].pages = ["contacto"]))).toEqual([
      'content/testimonials.json → items[0].pages[0]: unknown page "contacto"; use one of: inicio, inteligencia-artificial, marketing-digital',
    ]);
    expect(checkBroken(FILE, (data) => (data.items[0].pages = []))).toEqual([]);
    expect(checkBroken(FILE, (data) => delete data.items[0].pages)).toEqual([]);
  });

  it("refuses two testimonials with one id, and takes a list with none (a withdrawn consent is one delete)", () => {
    expect(checkBroken(FILE, (data) => data.items.push({ ...data.items[0] }))).toEqual([
      "content/testimonials.json → items: two testimonials share an id; each needs its own",
    ]);
    expect(checkBroken(FILE, (data) => (data.items = []))).toEqual([]);
  });

  it("refuses a rating: nothing outside the rules is published", () => {
    expect(checkBroken(FILE, (data) => (data.items[0].rating = 5))).toEqual([
      "content/testimonials.json → items[0]: unknown key (rating): remove it or check its spelling",
    ]);
  });
});
