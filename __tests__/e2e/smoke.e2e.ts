import type { Browser } from "playwright-core";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

it("serves the prerendered home page, hydrates it and requests nothing from other hosts", async () => {
  const { page, context, problems } = await openPage(browser, "phone");
  const response = await page.goto(`${baseUrl()}/`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.locator("h1").textContent()).resolves.toContain("Transforma tu negocio");
  expect(problems.foreignRequests).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  await context.close();
});
