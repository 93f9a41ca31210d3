import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, chromiumPath } from "../../../tools/lib/chromium";
import { recordCspViolations } from "./csp";
import { requestsInFlight, trackNetwork, waitForNetworkQuiet } from "./network-quiet";

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

/**
 * The user agent of a visitor's desktop Chrome. The funnel ignores automated browsers (navigator.webdriver,
 * "HeadlessChrome"), as it ignores Lighthouse: give a page this and a browser from launchVisitorBrowser()
 * to be counted like a person.
 */
export const VISITOR_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A headless Chromium that does not announce automation (navigator.webdriver is false): what the funnel counts. */
export function launchVisitorBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_FLAGS, "--disable-blink-features=AutomationControlled"],
    ignoreDefaultArgs: ["--enable-automation"],
  });
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
  options: { reducedMotion?: "reduce" | "no-preference"; userAgent?: string } = {},
): Promise<{ page: Page; context: BrowserContext; problems: PageProblems }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    reducedMotion: options.reducedMotion ?? "reduce",
    locale: "es-ES",
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
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
  try {
    await page.waitForFunction(() => Boolean((window as { ___navigate?: unknown }).___navigate), undefined, {
      polling: 100,
    });
  } catch (error) {
    // Seen once in a CI run (/contacto/ at desktop width): say what the page had loaded and what it still
    // waited for, so the next occurrence names its cause.
    const state = await page
      .evaluate(() => ({
        readyState: document.readyState,
        scripts: [...document.scripts].map((script) => script.src).filter(Boolean),
        loaded: performance.getEntriesByType("resource").map((entry) => entry.name),
      }))
      .catch((reason: unknown) => String(reason));
    throw new Error(
      `The page never hydrated: ${JSON.stringify(state)}\nIn flight: ${requestsInFlight(page)}\n${String(error)}`,
    );
  }
  await waitForNetworkQuiet(page);
}
