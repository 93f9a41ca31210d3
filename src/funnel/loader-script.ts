import { FUNNEL_START } from "./funnel-start";

/**
 * The inline script that starts the funnel's collector, added at the end of every page by gatsby/funnel.ts
 * (and hashed by the CSP like the other inline scripts). The collector is requested only once both have
 * happened: the page's `load` event and the app's first render (hydration, which on this site comes
 * after `load`: Gatsby's scripts are requested after the first paint, gatsby/deferred-scripts.ts), and
 * then when the browser is idle; so it is never part of the first load. Nothing at all is requested for a
 * visitor with Global Privacy Control or Do Not Track on, or for an obvious robot (a browser driven by
 * automation, a crawler, a headless browser). The database ignores the same user agents
 * (private.funnel_is_bot) for robots that skip this. (Lighthouse's own user agent is a visitor's
 * phone: `npm run bench` measures the collector as a visitor gets it, after the first load.)
 */
export const BOT_USER_AGENT = /bot|crawl|spider|slurp|lighthouse|headless|prerender|preview/i;

// Kept by hand this small: it is inlined in every page.
export const funnelLoaderScript = (collectorSrc: string) =>
  `(()=>{const n=navigator;` +
  `if(n.globalPrivacyControl||n.doNotTrack=="1"||n.webdriver||${BOT_USER_AGENT}.test(n.userAgent))return;` +
  `let w=2;const go=()=>{if(--w)return;(window.requestIdleCallback||setTimeout)(()=>{` +
  `const s=document.createElement("script");s.src=${JSON.stringify(collectorSrc)};document.head.appendChild(s)})};` +
  `window.${FUNNEL_START}=go;addEventListener("load",go)})()`;
