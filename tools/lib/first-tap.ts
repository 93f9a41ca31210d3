/**
 * First tap: how soon each control a visitor sees on a phone really works, measured in Chromium with the
 * phone profile applied for real (CDP: 4× CPU, as Lighthouse's mobile audit; 150 ms RTT, 1.6 Mbps
 * down, 375 × 812, touch).
 * Each control gets a fresh page and is tapped as soon as it is visible (painted). For the report
 * (`measureRoute`, `everyControlWorksAtMs` per route) a tap that shows nothing within 250 ms is repeated
 * every 250 ms, as an impatient visitor would, to find when the control starts working; the browser
 * tests (__tests__/e2e/first-tap.e2e.ts) tap once and check that one tap is enough.
 *
 * The code that runs in the page is written as strings: a runner that rewrites functions (tsx adds
 * helpers to them) would break functions handed to the browser.
 */
import type { Browser, Page } from "playwright-core";
import contact from "../../content/contact.json";
import site from "../../content/site.json";
import { CPU_SLOWDOWN } from "./bench/lighthouse-run";
import { NOTICE_STORAGE_KEY } from "../../src/lib/notice-storage";
import { CHAT_SHELL_ID, CHAT_WINDOW_ID } from "../../src/lib/chat-ids";

export const PHONE_PROFILE = {
  viewport: { width: 375, height: 812 },
  rttMs: 150,
  downloadBitsPerSecond: 1.6 * 1024 * 1024,
  uploadBitsPerSecond: 750 * 1024,
} as const;

const RETAP_EVERY_MS = 250;
/** Time allowed to finish what a tap started (the chat window's code arrives over the throttled network). */
const COMPLETION_TIMEOUT_MS = 20_000;

/** A control, as the page shows it: what to tap, and in-page expressions for "taken" and "done". */
export interface TapControl {
  name: string;
  /** CSS selector of the element tapped (its first visible match). */
  target: string;
  /** JavaScript expression, true once the page shows the tap was taken. */
  responded: string;
  /** JavaScript expression, true once what the tap asked for is done. */
  completed: string;
}

export interface TapResult {
  control: string;
  /** From navigation start until the control was painted (it is tapped at once). */
  visibleAtMs: number;
  /** From the first tap until the page showed a response, when that tap was the one answered. */
  firstTapResponseMs: number | null;
  /** Taps it took (1 = the first tap worked). */
  taps: number;
  /** From navigation start until the control worked: when it was painted if the first tap worked, else the tap that did. */
  worksFromMs: number | null;
  /** From navigation start until that tap's action was done (without another tap). */
  completedAtMs: number | null;
  /** The page navigated away during the measurement (a native submit or link). */
  navigatedAway: boolean;
  /** What each tap landed on: "the control", or the element it hit instead and where the control was. */
  landedOn: string[];
}

export interface RouteFirstTap {
  route: string;
  controls: TapResult[];
  /** From navigation start until every visible control works: the largest `worksFromMs`. */
  everyControlWorksAtMs: number | null;
}

const visible = (selector: string) =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].some((el) => el.checkVisibility() && el.getBoundingClientRect().height > 0)`;

const MENU: TapControl = {
  name: "menu button",
  target: 'header button[aria-controls="mobile-menu"]',
  responded: visible("#mobile-menu"),
  completed: visible("#mobile-menu a"),
};

const CHAT: TapControl = {
  name: "Maxi launcher",
  target: `button[aria-label="${site.chat.openLabel}"]`,
  responded: `(() => { const b = document.querySelector('button[aria-label="${site.chat.openLabel}"], button[aria-label="${site.chat.closeLabel}"]'); return !!b && (b.getAttribute("aria-busy") === "true" || b.getAttribute("aria-expanded") === "true"); })()`,
  // Done for the visitor once Maxi's window is on screen: the shell drawn at once, or the window itself.
  completed: visible(`#${CHAT_WINDOW_ID}, #${CHAT_SHELL_ID}`),
};

const FAQ: TapControl = {
  name: "first FAQ question",
  target: "main details > summary",
  responded: `document.querySelector("main details").open`,
  completed: `document.querySelector("main details").open && ${visible("main details[open] p")}`,
};

const NOTICE: TapControl = {
  name: "cookie notice's 'Entendido'",
  target: '[data-first-tap="notice"]',
  responded: `(() => { const b = document.querySelector('[data-first-tap="notice"]'); return !b || b.getAttribute("aria-busy") === "true"; })()`,
  // Done for the visitor once the notice is off the screen and the choice kept (React removes it later).
  completed: `!${visible("#cookie-notice")} && localStorage.getItem(${JSON.stringify(NOTICE_STORAGE_KEY)}) === "true"`,
};

// An empty submit must end in the form's own «Revisa el formulario», on the same page: the live form's
// toast or, before its code arrives, the early check's (both in a role="alert" region, shown).
const INVALID_SHOWN = `[...document.querySelectorAll('[role="alert"] p')].some((el) => el.checkVisibility() && el.textContent.includes(${JSON.stringify(contact.form.toasts.invalid.title)}))`;
const SUBMIT: TapControl = {
  name: "contact form submit",
  target: 'form button[type="submit"]',
  responded: `document.querySelector('form[aria-busy="true"]') !== null || ${INVALID_SHOWN}`,
  completed: INVALID_SHOWN,
};

/** The controls on `route` that need more than a plain link: every route has the menu, Maxi and, on a first visit, the cookie notice. */
export function siteControls(route: string): TapControl[] {
  return route === "/contacto/" ? [MENU, CHAT, NOTICE, FAQ, SUBMIT] : [MENU, CHAT, NOTICE];
}

/**
 * In the page from its first byte: reports when the control is painted (and where), then records the
 * first animation frame showing a response and the first showing completion. A frame callback runs just
 * before the browser paints, and not at all while the main thread is busy: a response the visitor
 * cannot see yet is not counted.
 *
 * A control on the first screen is tapped in the first frame that paints it. One further down is
 * scrolled to, as a visitor would, once the HTML is parsed: no visitor scrolls a page still arriving,
 * and one that is still arriving can grow over the control (the cookie notice, fixed at the bottom, is
 * painted with the end of the HTML; tapped earlier, a control the scroll left at the bottom of a page
 * still short was covered by it 1 run in 40 under load). Either way it is tapped only where it is
 * the element under the finger.
 */
const watcher = (control: TapControl) => `(() => {
  const state = (window.__firstTapProbe = { taps: [], hits: [], respondedAt: null, completedAt: null });
  const target = () => [...document.querySelectorAll(${JSON.stringify(control.target)})].find((el) => el.checkVisibility() && el.getBoundingClientRect().height > 0);
  const describe = (el, y) => {
    if (!el) return "nothing";
    if (el.closest(${JSON.stringify(control.target)})) return "the control";
    const box = target()?.getBoundingClientRect();
    return el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + " " + JSON.stringify((el.textContent ?? "").trim().slice(0, 40)) +
      " at y " + Math.round(y) + " (the control at " + (box ? Math.round(box.top) + "–" + Math.round(box.bottom) : "none") + ")";
  };
  // When the browser received each tap (the time it then waits for a busy main thread counts), and what
  // the finger landed on, so a tap that missed the control is told apart from one it ignored.
  addEventListener("pointerdown", (event) => {
    if (!event.isTrusted) return;
    state.taps.push(event.timeStamp);
    state.hits.push(describe(event.target instanceof Element ? event.target : null, event.clientY));
  }, true);
  let scrolled = false;
  const frame = () => {
    const el = !state.visible && performance.getEntriesByName("first-contentful-paint").length > 0 && target();
    if (el) {
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const inView = box.top >= 0 && box.bottom <= innerHeight;
      const uncovered = inView && el.contains(document.elementFromPoint(x, y));
      if (uncovered) {
        state.visible = true;
        window.__firstTapVisible({ at: performance.now(), origin: performance.timeOrigin, x, y });
      } else if (document.readyState !== "loading" && !scrolled) {
        scrolled = true;
        el.scrollIntoView({ block: "center", behavior: "instant" });
      }
    }
    if (state.visible) {
      try {
        if (state.respondedAt === null && (${control.responded})) state.respondedAt = performance.now();
        if (state.completedAt === null && (${control.completed})) state.completedAt = performance.now();
      } catch {}
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;

interface Shown {
  /** performance.now() in the page when the control was first seen painted. */
  at: number;
  /** The page's performance.timeOrigin, to put Node's clock on the page's. */
  origin: number;
  x: number;
  y: number;
}

const readProbe = (page: Page) =>
  page.evaluate<{ taps: number[]; hits: string[]; respondedAt: number | null; completedAt: number | null }>(
    "window.__firstTapProbe",
  );

/** `control` on `url` in a fresh phone context, tapped once, or with `retap` again every 250 ms until answered. */
export async function measureControl(
  browser: Browser,
  url: string,
  control: TapControl,
  { retap }: { retap: boolean },
): Promise<TapResult> {
  const context = await browser.newContext({
    viewport: PHONE_PROFILE.viewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "es-ES",
    reducedMotion: "reduce",
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: PHONE_PROFILE.rttMs,
      downloadThroughput: PHONE_PROFILE.downloadBitsPerSecond / 8,
      uploadThroughput: PHONE_PROFILE.uploadBitsPerSecond / 8,
    });
    let onShown: (shown: Shown) => void = () => undefined;
    const shown = new Promise<Shown>((resolve) => (onShown = resolve));
    await page.exposeFunction("__firstTapVisible", (where: Shown) => onShown(where));
    await page.addInitScript({ content: watcher(control) });
    let navigatedAway = false;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame() && frame.url() !== url) navigatedAway = true;
    });

    await page.goto(url, { waitUntil: "commit" });
    const where = await Promise.race([
      shown,
      page.waitForTimeout(COMPLETION_TIMEOUT_MS).then(() => {
        throw new Error(
          `${control.name} (${control.target}) was never on screen uncovered within ${COMPLETION_TIMEOUT_MS} ms`,
        );
      }),
    ]);
    // When each tap was sent, on the page's clock (both clocks are this machine's), until the page's own
    // record of when the browser received it replaces it.
    const taps: number[] = [];
    const tap = async () => {
      taps.push(Date.now() - where.origin);
      await page.touchscreen.tap(where.x, where.y);
    };

    await tap();
    let worksFrom: number | null = null;
    let firstResponse: number | null = null;
    const deadline = Date.now() + COMPLETION_TIMEOUT_MS;
    for (;;) {
      await page.waitForTimeout(retap ? Math.max(0, taps.at(-1)! + RETAP_EVERY_MS - (Date.now() - where.origin)) : 50);
      if (navigatedAway) break;
      const probe = await readProbe(page);
      for (const [index, at] of probe.taps.entries()) if (index < taps.length) taps[index] = at;
      const { respondedAt } = probe;
      if (respondedAt !== null) {
        const answered = taps.filter((at) => at <= respondedAt).at(-1) ?? taps[0]!;
        // A first tap that worked means the control worked from the moment it was painted.
        worksFrom = answered === taps[0] ? where.at : answered;
        if (answered === taps[0]) firstResponse = Math.max(0, respondedAt - answered);
        break;
      }
      if (Date.now() > deadline) break;
      if (retap) await tap();
    }
    let landedOn: string[] = [];
    let completedAt: number | null = null;
    while (!navigatedAway && worksFrom !== null && completedAt === null && Date.now() < deadline) {
      completedAt = (await readProbe(page)).completedAt;
      if (completedAt === null) await page.waitForTimeout(100);
    }
    if (!navigatedAway) landedOn = (await readProbe(page)).hits;
    return {
      control: control.name,
      visibleAtMs: Math.round(where.at),
      firstTapResponseMs: firstResponse === null ? null : Math.round(firstResponse),
      taps: taps.length,
      worksFromMs: navigatedAway || worksFrom === null ? null : Math.round(worksFrom),
      completedAtMs: navigatedAway || completedAt === null ? null : Math.round(completedAt),
      navigatedAway,
      landedOn,
    };
  } finally {
    await context.close();
  }
}

/** Every control of `route` that needs more than a plain link, each on a fresh page. */
export async function measureRoute(browser: Browser, baseUrl: string, route: string): Promise<RouteFirstTap> {
  const controls: TapResult[] = [];
  for (const control of siteControls(route))
    controls.push(await measureControl(browser, `${baseUrl}${route}`, control, { retap: true }));
  const works = controls.map((result) => result.worksFromMs);
  return {
    route,
    controls,
    everyControlWorksAtMs: works.some((value) => value === null) ? null : Math.max(...(works as number[])),
  };
}
