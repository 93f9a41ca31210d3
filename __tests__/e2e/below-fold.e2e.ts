import type { Browser, Page, Route } from "playwright-core";
import { BELOW_FOLD_ATTRIBUTE } from "../../src/lib/below-fold";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./support/browser";

/**
 * The styles of what follows a page's first screen travel in their own stylesheet, linked at the fold
 * (gatsby/emotion-styles.ts, src/lib/below-fold.ts): the first screen paints without it, nothing after
 * the fold shows unstyled, and the rules stay for the whole visit after React removes the link.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const BELOW_FOLD_CSS = /\/below-fold-[0-9a-f]{20}\.css$/;

/** How the footer and its first link look: styles that are all below the fold. */
const footerLook = (page: Page) =>
  page.locator("footer").evaluate((footer) => {
    const link = footer.querySelector("a")!;
    const style = getComputedStyle(footer);
    return {
      footer: [style.borderTopStyle, style.paddingTop, style.backgroundColor],
      link: [getComputedStyle(link).textDecorationLine, getComputedStyle(link).color],
    };
  });

it("paints the first screen while the below-the-fold stylesheet is held, and nothing after the fold", async () => {
  const { page, context } = await openPage(browser, "desktop");
  const held: Route[] = [];
  await page.route(BELOW_FOLD_CSS, (route) => held.push(route));
  await page.goto(`${baseUrl()}/`, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  expect(held).toHaveLength(1);
  // The hero's heading is on screen; the footer, after the pending stylesheet, is not rendered yet
  // (Chromium does not even parse past an in-body stylesheet until it is in).
  await expect(page.locator("h1").isVisible()).resolves.toBe(true);
  await expect(
    page.evaluate(() => document.querySelector("footer")?.getBoundingClientRect().height ?? 0),
  ).resolves.toBe(0);
  await Promise.all(held.map((route) => route.continue()));
  await page.waitForFunction(() => (document.querySelector("footer")?.getBoundingClientRect().height ?? 0) > 0);
  await context.close();
});

it("keeps the rules after a client-side navigation removes the hero that linked them", async () => {
  const fresh = await openPage(browser, "desktop");
  await fresh.page.goto(`${baseUrl()}/contacto/`);
  const expected = await footerLook(fresh.page);
  await fresh.context.close();

  const { page, context, problems } = await openPage(browser, "desktop");
  await page.goto(`${baseUrl()}/`);
  await waitForHydration(page);
  await page.evaluate(() => (window as unknown as { ___navigate(to: string): void }).___navigate("/contacto/"));
  await page.waitForURL(`${baseUrl()}/contacto/`);
  await page.locator("#page-title").waitFor();
  expect(await page.locator(`link[${BELOW_FOLD_ATTRIBUTE}]`).count()).toBe(0);
  expect(await footerLook(page)).toEqual(expected);
  expect(problems.pageErrors).toEqual([]);
  await context.close();
});
