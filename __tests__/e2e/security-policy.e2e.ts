import type { Browser } from "playwright-core";
import site from "../../content/site.json";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./support/browser";
import { waitForNetworkQuiet } from "./support/network-quiet";
import { NOT_FOUND_PATH, ROUTES } from "./support/routes";
import { openConversation, sendMessage } from "./support/widgets";

/** The Content-Security-Policy the preview sends, enforced by a real browser. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("Content-Security-Policy in the browser", () => {
  it.each([...ROUTES, NOT_FOUND_PATH])(
    "%s loads, hydrates and opens the menu without a single violation",
    async (path) => {
      const { page, context, problems } = await openPage(browser, "phone");
      await page.goto(`${baseUrl()}${path}`);
      await waitForHydration(page);
      await page.getByRole("button", { name: site.menu.openLabel }).click();
      await page.locator("#mobile-menu").waitFor({ state: "visible" });
      // Bring every lazy image into view so its request goes through img-src too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await waitForNetworkQuiet(page, { sinceNow: true });
      expect(problems.cspViolations).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      // The browser logs the 404 status of the not-found page itself; anything else is a bug.
      expect(problems.consoleErrors.filter((line) => !(path === NOT_FOUND_PATH && line.includes("404")))).toEqual([]);
      await context.close();
    },
  );

  it("keeps JSON-LD, which is data, out of the policy's way", async () => {
    const { page, context, problems } = await openPage(browser, "desktop");
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    await expect(page.locator('script[type="application/ld+json"]').count()).resolves.toBeGreaterThan(0);
    expect(problems.cspViolations).toEqual([]);
    await context.close();
  });

  it("lets Maxi load its window chunk and call the site's own /api/chat (connect-src 'self')", async () => {
    const { page, context, problems } = await openPage(browser, "desktop");
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    await openConversation(page);
    await sendMessage(page, "Hola");
    expect(problems.cspViolations).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it("blocks an injected inline script and reports it, so the checks above are meaningful", async () => {
    const { page, context, problems } = await openPage(browser, "desktop");
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    const ran = await page.evaluate(async () => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    // The report crosses from the page to the test asynchronously.
    for (let wait = 0; wait < 40 && problems.cspViolations.length === 0; wait += 1) await page.waitForTimeout(50);
    expect(problems.cspViolations).toHaveLength(1);
    expect(problems.cspViolations[0]).toMatch(/^script-src-elem blocked inline on \/( |$)/);
    await context.close();
  });
});
