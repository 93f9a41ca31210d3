/**
 * Every figure of the home and about pages says where it comes from (issue 36): in the built site, a
 * keyboard user tabs to a figure's marker, follows it to its source in the list under the figures
 * (visible, not under the fixed navigation bar), and comes back; a screen reader hears «Fuente 1» and
 * the list by its name. An FAQ answer that gives a figure shows its source under it.
 */
import type { Browser, Page } from "playwright-core";
import about from "../../content/about.json";
import cases from "../../content/cases.json";
import contact from "../../content/contact.json";
import home from "../../content/home.json";
import site from "../../content/site.json";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./support/browser";

const labels = site.claimSources;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Presses Tab until the element with `id` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, id: string, limit = 120): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press("Tab");
    if ((await page.evaluate(() => document.activeElement?.id ?? "")) === id) return presses;
  }
  throw new Error(`#${id} never got the focus in ${limit} presses of Tab`);
}

/** Whether the element is on screen and is what a visitor sees at its top-left corner (nothing covers it). */
const shownUncovered = (page: Page, id: string) =>
  page.evaluate((target) => {
    const element = document.getElementById(target);
    if (!element) return "missing";
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) return `off screen (top ${Math.round(box.top)})`;
    const seen = document.elementFromPoint(box.left + 4, box.top + 4);
    return seen && element.contains(seen) ? "shown" : `covered by ${seen?.outerHTML.slice(0, 80) ?? "nothing"}`;
  }, id);

describe("the figures' sources, in the built site", () => {
  it.each([
    ["/", "resultados", home.results.stats],
    ["/sobre-nosotros/", "cifras", about.identity.stats],
  ])("%s: each figure's marker leads by keyboard to its source and back", async (path, prefix, stats) => {
    const { page, context, problems } = await openPage(browser, "phone");
    await page.goto(`${baseUrl()}${path}`);
    await waitForHydration(page);

    const list = page.getByRole("list", { name: labels.title, exact: true });
    expect(await list.getByRole("listitem").allInnerTexts()).toEqual(
      stats.map((stat) => expect.stringContaining(stat.source.note)),
    );
    for (const [index, stat] of stats.entries()) {
      const marker = page.getByRole("link", { name: `${labels.marker} ${index + 1}`, exact: true });
      expect(await marker.getAttribute("id")).toBe(`${prefix}-cifra-${index + 1}`);
      // Read with its figure: the marker is inside the term that names the figure.
      expect(await marker.evaluate((element) => element.closest("dt")?.textContent)).toContain(stat.label);
    }

    await tabTo(page, `${prefix}-cifra-2`);
    await page.keyboard.press("Enter");
    await page.waitForFunction((hash) => location.hash === hash, `#${prefix}-fuente-2`);
    expect(await shownUncovered(page, `${prefix}-fuente-2`)).toBe("shown");

    // Following a link moves the keyboard's place to its target: the next Tab is the case that backs the
    // figure, when its source names one, and then the way back.
    const { caseStudy } = stats[1]!.source as { caseStudy?: string };
    const backing = cases.items.find((study) => study.slug === caseStudy);
    if (backing) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(backing.title);
      expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(
        `/casos-de-exito/${backing.slug}/`,
      );
    }
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`${labels.back} 2`);
    await page.keyboard.press("Enter");
    await page.waitForFunction((hash) => location.hash === hash, `#${prefix}-cifra-2`);
    expect(await shownUncovered(page, `${prefix}-cifra-2`)).toBe("shown");

    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it("/contacto/: the FAQ answer that gives a figure shows its source under it once opened by keyboard", async () => {
    const { page, context, problems } = await openPage(browser, "phone");
    await page.goto(`${baseUrl()}/contacto/`);
    await waitForHydration(page);
    const [first] = contact.faq.items;
    const question = page.locator("summary", { hasText: first!.question });
    await question.focus();
    await page.keyboard.press("Enter");
    const details = page.locator("details", { has: question });
    expect(await details.getAttribute("open")).not.toBeNull();
    const source = first!.source![0]!;
    const note = details.getByText(source.note, { exact: false });
    expect(await note.isVisible()).toBe(true);
    // A sample says so in place of «Fuente».
    expect(await details.innerText()).toContain(
      `${source.sample ? labels.sample : labels.marker}: ${source.note} ${labels.checked} 20 de noviembre de 2026.`,
    );
    // Under the answer it qualifies.
    const [answerBox, noteBox] = await Promise.all([
      details.getByText(first!.answer).boundingBox(),
      note.boundingBox(),
    ]);
    expect(noteBox!.y).toBeGreaterThanOrEqual(answerBox!.y + answerBox!.height);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});
