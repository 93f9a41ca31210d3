import { setTimeout as delay } from "node:timers/promises";
import type { BrowserContext, Page, Request } from "playwright-core";

/**
 * The requests a browser context has in flight, counted from Playwright's request events. Our own count
 * instead of `waitForLoadState("networkidle")`: Playwright's idle state is set once per navigation and can
 * be lost when requests finish in a race with the page's lifecycle (microsoft/playwright#42598), which
 * timed out a CI run with nothing in flight; it also never waits again for requests a test causes later
 * (a scroll that loads lazy images).
 */
class NetworkTracker {
  /** Each request in flight, with the time it started. */
  readonly pending = new Map<Request, number>();
  lastActivity = Date.now();

  constructor(context: BrowserContext) {
    context.on("request", (request) => this.touch(() => this.pending.set(request, Date.now())));
    context.on("requestfinished", (request) => this.touch(() => this.pending.delete(request)));
    context.on("requestfailed", (request) => this.touch(() => this.pending.delete(request)));
  }

  private touch(change: () => void): void {
    change();
    this.lastActivity = Date.now();
  }
}

const trackers = new WeakMap<BrowserContext, NetworkTracker>();

/** Starts counting the context's requests (once per context); call it before the first navigation. */
export function trackNetwork(context: BrowserContext): void {
  if (!trackers.has(context)) trackers.set(context, new NetworkTracker(context));
}

/** "GET <url> for 12.3 s, …": what the page's context is still waiting for, for an error message. */
export function requestsInFlight(page: Page): string {
  const tracker = trackers.get(page.context());
  const lines = [...(tracker?.pending ?? [])].map(
    ([request, since]) => `${request.method()} ${request.url()} for ${((Date.now() - since) / 1000).toFixed(1)} s`,
  );
  return lines.join(", ") || "nothing";
}

const QUIET_MS = 500;
const TIMEOUT_MS = 30_000;

/**
 * Resolves once the page's context has had no request in flight for half a second. Fails after 30 s
 * naming what is still loading, so a request that really hangs is a finding, not a mystery.
 * `sinceNow`: the half second starts now, for requests that an action just taken (a scroll) is about to make.
 */
export async function waitForNetworkQuiet(page: Page, { sinceNow = false } = {}): Promise<void> {
  trackNetwork(page.context());
  const tracker = trackers.get(page.context()) as NetworkTracker;
  if (sinceNow) tracker.lastActivity = Date.now();
  const started = Date.now();
  for (;;) {
    const quietFor = Date.now() - tracker.lastActivity;
    if (tracker.pending.size === 0 && quietFor >= QUIET_MS) return;
    if (Date.now() - started > TIMEOUT_MS) {
      throw new Error(
        `The network did not go quiet within ${TIMEOUT_MS / 1000} s; still loading: ${requestsInFlight(page)}`,
      );
    }
    await delay(50);
  }
}

/**
 * Waits until the page has nothing left to do: every task it had queued (React's work, observers,
 * timers already due) has run, which the browser shows by calling an idle callback, and then the network
 * has been quiet for half a second. What a test waits for before asserting that something did *not*
 * happen (no chunk loaded, no navigation, no flash): on a busy machine a fixed pause can end first.
 * `afterFrame`: first let two frames be drawn, for what is only recorded when a frame is (layout shifts).
 * `network: false`: not the network, for a test that holds a request on purpose.
 */
export async function waitForPageIdle(page: Page, { afterFrame = false, network = true } = {}): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => resolve());
        if (frames) requestAnimationFrame(() => requestAnimationFrame(idle));
        else idle();
      }),
    afterFrame,
  );
  if (network) await waitForNetworkQuiet(page, { sinceNow: true });
}
