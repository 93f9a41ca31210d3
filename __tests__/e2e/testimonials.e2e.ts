/**
 * Testimonials in the built site (issue 36): each page shows the quotes editors chose for it, each signed
 * (name, role, company) and dated with its author's consent, with how the agency checks them; a page with
 * none chosen has no section; no page claims a rating (no stars, no Review or AggregateRating markup).
 */
import type { Browser } from "playwright-core";
import cases from "../../content/cases.json";
import testimonials from "../../content/testimonials.json";
import { casePath } from "../../src/config/case-paths";
import { baseUrl, launchBrowser, openPage } from "./support/browser";
import { ROUTES } from "./support/routes";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PAGES: Record<string, string> = {
  "/": "inicio",
  "/inteligencia-artificial/": "inteligencia-artificial",
  "/marketing-digital/": "marketing-digital",
};

/** A case study's page shows its client's testimonial. */
const caseTestimonial = (path: string) => cases.items.find((study) => casePath(study.slug) === path)?.testimonial;

const chosenFor = (path: string) =>
  testimonials.items.filter(
    (item) => (PAGES[path] !== undefined && item.pages.includes(PAGES[path])) || item.id === caseTestimonial(path),
  );

describe("testimonials, in the built site", () => {
  it.each(ROUTES.map((path) => [path]))(
    "%s shows the quotes chosen for it, signed and dated, and no rating",
    async (path) => {
      const { page, context, problems } = await openPage(browser, "phone");
      await page.goto(`${baseUrl()}${path}`);
      const chosen = chosenFor(path);
      const section = page.getByRole("region", { name: testimonials.section.title, exact: true });
      if (chosen.length === 0) {
        expect(await section.count()).toBe(0);
      } else {
        const figures = section.getByRole("figure");
        expect(await figures.count()).toBe(chosen.length);
        for (const [index, item] of chosen.entries()) {
          const figure = figures.nth(index);
          expect(await figure.locator("blockquote").innerText()).toBe(`«${item.quote}»`);
          const caption = await figure.locator("figcaption").innerText();
          expect(caption).toContain(item.name);
          expect(caption).toContain(`${item.role} · ${item.company}`);
          expect(caption).toMatch(new RegExp(`${testimonials.consent} \\d{1,2} de [a-z]+ de \\d{4}\\.`));
        }
        const note = section.getByRole("region", { name: testimonials.verification.title, exact: true });
        expect(await note.innerText()).toContain(testimonials.verification.text);
      }
      const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(structured.join("\n")).not.toMatch(/"(Review|AggregateRating)"|ratingValue/);
      expect(await page.locator("body").innerText()).not.toMatch(/★|☆/);
      expect(problems.pageErrors).toEqual([]);
      await context.close();
    },
  );

  it("is chosen for the home and both service pages in the repository's content", () => {
    for (const path of Object.keys(PAGES)) expect(chosenFor(path).length).toBeGreaterThan(0);
  });
});
