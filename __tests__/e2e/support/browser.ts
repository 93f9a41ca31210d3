import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, chromiumPath } from "../../../scripts/lib/chromium";
import { recordCspViolations } from "./csp";
import { trackNetwork, waitForNetworkQuiet } from "./network-quiet";

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set: the e2e global setup did not run");
  return url;
};

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;

/** A headless Chromium, one per test file (Playwright gives each launch a fresh temporary profile). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
}

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  foreignRequests: string[];
  cspViolations: string[];
}

/**
 * A page that records console errors, uncaught exceptions, Content-Security-Policy violations and any
 * request leaving 127.0.0.1, so every test can assert the site stays quiet, self-hosted and within its CSP.
 */
export async function openPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = "desktop",
  options: { reducedMotion?: "reduce" | "no-preference" } = {},
): Promise<{ page: Page; context: BrowserContext; problems: PageProblems }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    reducedMotion: options.reducedMotion ?? "reduce",
    locale: "es-ES",
  });
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], foreignRequests: [], cspViolations: [] };
  await recordCspViolations(context, problems.cspViolations);
  trackNetwork(context);
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error") problems.consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => problems.pageErrors.push(error.message));
  page.on("request", (request) => {
    const url = new URL(request.url());
    // data: and blob: URLs are made in the page itself (blob: for files the page holds, e.g. an upload).
    if (!["127.0.0.1", "localhost"].includes(url.hostname) && !["data:", "blob:"].includes(url.protocol)) {
      problems.foreignRequests.push(request.url());
    }
  });
  return { page, context, problems };
}

/**
 * Waits until Gatsby has hydrated the page (its router has mounted) and the network has gone quiet.
 * Polled on a timer, not on animation frames (Playwright's default): a page whose frames are not being
 * produced would never be checked.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as { ___navigate?: unknown }).___navigate), undefined, {
    polling: 100,
  });
  await waitForNetworkQuiet(page);
}
