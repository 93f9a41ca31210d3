import type { Browser, Page } from "playwright-core";
import { NOTICE_STORAGE_KEY } from "../../src/lib/notice-storage";
import { baseUrl, launchBrowser, openPage, waitForHydration, type VIEWPORTS } from "./support/browser";
import { ROUTES } from "./support/routes";
import { launcher, notice, texts } from "./support/widgets";

/**
 * Every page ends with its footer (issue 12, item 3): no bare band below it, and the floating corner
 * (Maxi's launcher, the cookie notice) never lies over the footer's links once scrolled to the end.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(
    () => Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 1,
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The document's height against the footer's bottom edge, both in page coordinates. */
const pageEnd = (page: Page) =>
  page.evaluate(() => ({
    documentHeight: document.documentElement.scrollHeight,
    footerBottom: Math.round(document.querySelector("footer")!.getBoundingClientRect().bottom + window.scrollY),
  }));

/**
 * Footer links on screen at the end of the page that the floating corner covers: at their centre or
 * near an edge (elementFromPoint), or by their box overlapping the launcher's or the notice's.
 */
async function coveredFooterControls(
  page: Page,
  corner: Array<{ x: number; y: number; width: number; height: number }>,
) {
  return page.evaluate(
    ({ boxes, cornerSelector }) => {
      const problems: string[] = [];
      for (const control of document.querySelectorAll<HTMLElement>("footer a, footer button")) {
        const box = control.getBoundingClientRect();
        if (box.bottom <= 0 || box.top >= window.innerHeight) continue;
        const name =
          control.textContent?.trim() || control.getAttribute("aria-label") || control.outerHTML.slice(0, 60);
        for (const [fx, fy] of [
          [0.5, 0.5],
          [0.1, 0.5],
          [0.9, 0.5],
        ]) {
          const hit = document.elementFromPoint(box.left + box.width * fx!, box.top + box.height * fy!);
          if (hit?.closest(cornerSelector))
            problems.push(`${name}: under ${hit.closest(cornerSelector)!.outerHTML.slice(0, 60)}`);
        }
        const overlaps = boxes.some(
          (b) => box.left < b.x + b.width && b.x < box.right && box.top < b.y + b.height && b.y < box.bottom,
        );
        if (overlaps) problems.push(`${name}: overlaps the floating corner`);
      }
      return problems;
    },
    { boxes: corner, cornerSelector: `[data-first-tap="chat"], section[aria-label="${texts.notice.label}"]` },
  );
}

describe.each(["phone", "desktop"] as const)("at %s width", (viewport: keyof typeof VIEWPORTS) => {
  it("every route ends exactly at the footer's bottom edge, and the launcher covers none of its links", async () => {
    const { page, context } = await openPage(browser, viewport);
    await context.addInitScript((key) => window.localStorage.setItem(key, "true"), NOTICE_STORAGE_KEY);
    for (const route of ROUTES) {
      await page.goto(`${baseUrl()}${route}`);
      await waitForHydration(page);
      await scrollToEnd(page);
      const end = await pageEnd(page);
      expect({ route, ...end }).toEqual({ route, documentHeight: end.footerBottom, footerBottom: end.footerBottom });
      expect(await notice(page).count()).toBe(0);
      expect(await coveredFooterControls(page, [(await launcher(page).boundingBox())!])).toEqual([]);
    }
    await context.close();
  });

  it("with the cookie notice shown, the page still ends at the footer and neither the notice nor the launcher covers it", async () => {
    const { page, context } = await openPage(browser, viewport);
    for (const route of ["/", "/contacto/"]) {
      await page.goto(`${baseUrl()}${route}`);
      await waitForHydration(page);
      await notice(page).waitFor();
      await scrollToEnd(page);
      const end = await pageEnd(page);
      expect({ route, ...end }).toEqual({ route, documentHeight: end.footerBottom, footerBottom: end.footerBottom });
      const corner = [(await launcher(page).boundingBox())!, (await notice(page).boundingBox())!];
      expect(await coveredFooterControls(page, corner)).toEqual([]);
    }
    await context.close();
  });
});
