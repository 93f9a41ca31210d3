import type { GatsbyBrowser } from "gatsby";

/** What the funnel's inline loader defines (src/funnel/loader-script.ts) when measuring is allowed. */
export const FUNNEL_START = "__funnelStart";

declare global {
  interface Window {
    [FUNNEL_START]?: () => void;
  }
}

/**
 * The app's first render is done (hydrated): the funnel's inline loader may request the collector once
 * the page's `load` event has come too (src/funnel/loader-script.ts). Absent under GPC, DNT or a robot.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  window[FUNNEL_START]?.();
};
