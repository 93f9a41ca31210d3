import { CASES_PATH } from "../config/case-paths";
import { ARTICLE_PAGE, BLOG_PAGE, CASE_PAGE } from "../contracts/funnel-page-kinds";
import { CTA_ATTRIBUTE } from "../contracts/cta-attribute";

/**
 * The funnel's collector: a file of its own (public/funnel-<hash>.js, built by gatsby/funnel.ts, about
 * 1 KB gzipped: its budget is in __tests__/funnel/) that the inline loader requests once the page has
 * loaded, never under Global Privacy Control or Do Not Track. It reports, each as one beacon to the agency's own database and nothing else:
 * a page view (the first load, each client-side navigation once, a reload) with the referring site's
 * domain and the device class; a click on a call to action ([data-cta]); and the steps the site's code
 * queues (track.ts). Each names its page: an article as the kind ARTICLE_PAGE plus its slug, a case study
 * as CASE_PAGE plus its slug, only for a slug the build published. It stores
 * nothing on the device and sends no identifier: each beacon stands alone.
 */
/** Any address the site does not have. */
export const NOT_FOUND_PAGE = "/404/";

export interface CollectorConfig {
  /** public.funnel_hit on the agency's Supabase, with the public anon key in the query (a beacon cannot set headers). */
  endpoint: string;
  /** The site's pages; any other address counts as NOT_FOUND_PAGE. */
  pages: readonly string[];
  /** The published articles' addresses ("/blog/<slug>/"): only these count as ARTICLE_PAGE with their slug. */
  articles: readonly string[];
  /** The published case studies' addresses ("/casos-de-exito/<slug>/"): only these count as CASE_PAGE with their slug. */
  cases: readonly string[];
}

export interface Hit {
  /** The page, from the site's list. */
  p: string;
  /** The article's or the case's slug, when p is ARTICLE_PAGE or CASE_PAGE. */
  a?: string;
  /** The event. */
  e: string;
  /** A call to action's name. */
  c?: string;
  /** The referring site's domain (first view of a visit only). */
  r?: string;
  /** Device class of a view. */
  d?: "phone" | "tablet" | "desktop";
}

/** phone: a small screen; tablet: a larger touch screen; desktop: the rest. From the screen, not the user agent. */
export function deviceClass(win: Window): Hit["d"] {
  const shortSide = Math.min(win.screen.width, win.screen.height);
  if (shortSide < 600) return "phone";
  return win.matchMedia("(pointer: coarse)").matches ? "tablet" : "desktop";
}

/**
 * The referring site's domain, without "www.", when it is another site; never the path or the query.
 * An app's referrer (android-app://com.google.android.gm/) gives the app's package name.
 */
export function referrerDomain(referrer: string, ownHost: string): string | undefined {
  const bare = (host: string) => host.replace(/^www\./, ""); // URL hostnames are lower-case already
  try {
    const host = bare(new URL(referrer).hostname);
    return host && host !== bare(ownHost) ? host : undefined;
  } catch {
    return undefined;
  }
}

export function startCollector({ endpoint, pages, articles, cases }: CollectorConfig, win: Window = window): void {
  const { location, history, document, navigator } = win;
  const page = (): Pick<Hit, "p" | "a"> => {
    // The list's later pages (/blog/2/, /blog/3/…) count as the list.
    const path = location.pathname.replace(/\/?$/, "/").replace(/^\/blog\/[1-9]\d*\/$/, BLOG_PAGE);
    if (articles.includes(path)) return { p: ARTICLE_PAGE, a: path.slice(BLOG_PAGE.length, -1) };
    if (cases.includes(path)) return { p: CASE_PAGE, a: path.slice(CASES_PATH.length, -1) };
    return { p: pages.includes(path) ? path : NOT_FOUND_PAGE };
  };
  // A string body makes a beacon a simple text/plain request: no preflight, and the response is ignored.
  const send = (hit: Hit) => navigator.sendBeacon(endpoint, JSON.stringify(hit));

  let shown = "";
  const view = (referrer?: string) => {
    const current = page();
    const key = current.p + (current.a ?? ""); // an article and a case may share a slug
    if (key === shown) return; // a hash link, or a navigation to the page already shown
    shown = key;
    send({ ...current, e: "view", r: referrer, d: deviceClass(win) }); // JSON leaves out what is undefined
  };

  const [entry] = win.performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  // A reload keeps the document's referrer: the visit's source was counted with its first view.
  view(entry?.type === "reload" ? undefined : referrerDomain(document.referrer, location.hostname));

  for (const method of ["pushState", "replaceState"] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History["pushState"]>) {
      original.apply(this, args);
      view();
    };
  }
  win.addEventListener("popstate", () => view());

  win.addEventListener(
    "click",
    (event) => {
      const target = (event.target as Element | null)?.closest?.(`[${CTA_ATTRIBUTE}]`);
      if (target) send({ ...page(), e: "cta", c: target.getAttribute(CTA_ATTRIBUTE)! });
    },
    true,
  );

  // Until now the queue was track.ts's array; from now on each step is sent as it comes.
  const queued = win.__funnel as string[] | undefined;
  const step = (event: string) => send({ ...page(), e: event });
  win.__funnel = { push: step };
  queued?.forEach(step);
}
