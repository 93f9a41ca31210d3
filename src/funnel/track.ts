import type { FunnelAppEvent } from "../contracts/funnel-names";

declare global {
  interface Window {
    /**
     * The funnel's queue: events the site's code reports, held in memory until the collector (loaded
     * after the page, and never under Global Privacy Control or Do Not Track) takes them over.
     */
    __funnel?: { push(event: FunnelAppEvent): unknown };
  }
}

/**
 * Reports a step of the contact form or of Maxi to the funnel. Costs nothing when nothing measures:
 * the event waits in memory and is dropped with the page. Nothing is stored on the device.
 */
export function track(event: FunnelAppEvent): void {
  if (typeof window === "undefined") return;
  (window.__funnel ??= [] as FunnelAppEvent[]).push(event);
}
