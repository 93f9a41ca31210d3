import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import contact from "../../content/contact.json";
import { TEST_DEV_BACKEND_PORT, TEST_DEV_PORT } from "../../scripts/lib/test-env";
import { startLocalBackend, type LocalBackend } from "../../scripts/local-backend/server";
import { launchBrowser, openPage } from "./support/browser";
import { startDevelop, type DevelopServer } from "./support/develop";
import { ROUTES } from "./support/routes";

/**
 * `npm start` opens every route with no runtime error (issue 12, item 0): the real development server
 * (`gatsby develop`, which serves no prerendered markup) with its local backend, as a newcomer gets them.
 * Slow to start (about a minute), so one file visits everything.
 */
const STARTUP_TIMEOUT_MS = 10 * 60_000;

let browser: Browser;
let backend: LocalBackend;
let develop: DevelopServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "develop-db-"));
  backend = await startLocalBackend({ port: TEST_DEV_BACKEND_PORT, dataDir });
  develop = await startDevelop(path.resolve(__dirname, "../.."), TEST_DEV_PORT, backend.url, STARTUP_TIMEOUT_MS);
  browser = await launchBrowser();
}, STARTUP_TIMEOUT_MS + 60_000);

afterAll(async () => {
  await browser?.close();
  await develop?.close();
  await backend?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** Gatsby's development error overlay («Unhandled Runtime Error»), drawn in a shadow root. */
const overlay = '[data-gatsby-overlay="root"], [data-gatsby-overlay="backdrop"]';

it("opens every route at 375 px with no page error, console error or error overlay, and the empty form answers «Revisa el formulario»", async () => {
  const { page, context, problems } = await openPage(browser, "phone");
  const seen: string[] = [];
  for (const route of ROUTES) {
    // The first request of a route compiles it on demand: allow for that.
    await page.goto(`${develop.url}${route}`, { timeout: 120_000 });
    await page.getByRole("heading", { level: 1 }).waitFor({ timeout: 120_000 });
    await page.waitForFunction(() => Boolean((window as unknown as { ___navigate?: unknown }).___navigate));
    // Hydration errors are reported asynchronously, after the first render.
    await page.waitForTimeout(1500);
    seen.push(`${route} overlay=${await page.locator(overlay).count()}`);
  }
  expect(seen).toEqual(ROUTES.map((route) => `${route} overlay=0`));

  await page.goto(`${develop.url}/contacto/`);
  await page.getByRole("heading", { level: 2, name: contact.form.title }).waitFor();
  await page.waitForFunction(() => Boolean((window as unknown as { ___navigate?: unknown }).___navigate));
  await page.getByRole("button", { name: contact.form.submitLabel }).click();
  await page.getByRole("alert").getByText(contact.form.toasts.invalid.title).waitFor();
  await expect(page.locator(overlay).count()).resolves.toBe(0);

  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  await context.close();
});
