import type { Browser } from "playwright-core";
import { COMPILE_HINT } from "../../gatsby/compile-hints";
import { ROUTES } from "./support/routes";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("paint first, then hydrate", () => {
  it.each(ROUTES)(
    "%s paints before requesting Gatsby's scripts, loads no web font, and still hydrates",
    async (route) => {
      const { page, context, problems } = await openPage(browser, "phone");
      await page.goto(`${baseUrl()}${route}`);
      await waitForHydration(page);
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByType("paint").find((entry) => entry.name === "first-contentful-paint")
          ?.startTime,
        resources: performance
          .getEntriesByType("resource")
          .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      }));
      const gatsbyScripts = timing.resources.filter((entry) =>
        /\/(webpack-runtime|framework|app)-\w+\.js$/.test(entry.name),
      );
      expect(gatsbyScripts).toHaveLength(3);
      expect(timing.firstPaint).toBeDefined();
      for (const script of gatsbyScripts) expect(script.startTime).toBeGreaterThanOrEqual(timing.firstPaint!);
      expect(timing.resources.filter((entry) => /\.(woff2?|ttf|otf)(\?|$)/.test(entry.name))).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], pageErrors: [], foreignRequests: [], cspViolations: [] });
      await context.close();
    },
  );

  it("every script of the first load asks V8 to compile it eagerly, off the main thread", async () => {
    const { page, context } = await openPage(browser, "phone");
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.url());
    });
    await page.goto(`${baseUrl()}/contacto/`);
    await waitForHydration(page);
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    for (const url of scripts) {
      const source = await (await fetch(url)).text();
      expect(source.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    }
    await context.close();
  });
});
