import { funnelLoaderScript } from "../../src/funnel/loader-script";
import { FUNNEL_START, onInitialClientRender } from "../../src/funnel/funnel-start";

/**
 * The inline loader: the collector is requested only once the page's `load` event and the app's first
 * render have both happened, when the browser is idle, and never for a visitor with Global Privacy
 * Control or Do Not Track on, or for an automated browser or a robot.
 */
const SRC = "/funnel-0123456789abcdef0123.js";

function runLoader(navigatorProps: Record<string, unknown>) {
  for (const [name, value] of Object.entries(navigatorProps))
    Object.defineProperty(navigator, name, { configurable: true, value });
  document.head.innerHTML = "";
  delete window[FUNNEL_START];
  new Function(funnelLoaderScript(SRC))();
}
const requested = () => [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));
const firstRender = () => (onInitialClientRender as () => void)();

const VISITOR = {
  globalPrivacyControl: undefined,
  doNotTrack: null,
  webdriver: false,
  userAgent:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it.each([
  ["the load event, then the first render", ["load", "render"]],
  ["the first render, then the load event", ["render", "load"]],
])("requests the collector only after %s, in a later task", (_order, steps) => {
  runLoader(VISITOR);
  const [first, second] = steps as ["load" | "render", "load" | "render"];
  const happen = (step: "load" | "render") =>
    step === "load" ? window.dispatchEvent(new Event("load")) : firstRender();
  happen(first);
  jest.runAllTimers();
  expect(requested()).toEqual([]);
  happen(second);
  expect(requested()).toEqual([]); // not inside the event's own task
  jest.runAllTimers();
  expect(requested()).toEqual([SRC]);
});

it.each([
  ["Global Privacy Control", { globalPrivacyControl: true }],
  ["Do Not Track", { doNotTrack: "1" }],
  ["a browser driven by automation", { webdriver: true }],
  ["a crawler", { userAgent: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" }],
  [
    "PageSpeed Insights",
    {
      userAgent:
        "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36 Chrome-Lighthouse",
    },
  ],
  [
    "a headless browser",
    { userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36" },
  ],
])("requests nothing at all under %s", (_what, props) => {
  runLoader({ ...VISITOR, ...props });
  expect(window[FUNNEL_START]).toBeUndefined();
  window.dispatchEvent(new Event("load"));
  firstRender();
  jest.runAllTimers();
  expect(requested()).toEqual([]);
});
