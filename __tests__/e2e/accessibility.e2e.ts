import type { Browser } from "playwright-core";
import { axeViolations } from "./support/axe";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./support/browser";
import { NOT_FOUND_PATH, ROUTES } from "./support/routes";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const cases = [...ROUTES, NOT_FOUND_PATH].flatMap((path) => [[path, "phone"] as const, [path, "desktop"] as const]);

describe("WCAG 2.2 AA (axe-core)", () => {
  it.each(cases)("%s at %s width has no violations, no errors and no third-party requests", async (path, viewport) => {
    const { page, context, problems } = await openPage(browser, viewport);
    await page.goto(`${baseUrl()}${path}`);
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    // Nothing may be wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems.foreignRequests).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    // A 404 response is logged by the browser itself; anything else is a bug.
    expect(problems.consoleErrors.filter((line) => !(path === NOT_FOUND_PATH && line.includes("404")))).toEqual([]);
    await context.close();
  });
});
