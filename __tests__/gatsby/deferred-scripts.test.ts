/** @jest-environment node */
import { loadScriptsAfterFirstPaint } from "../../gatsby/deferred-scripts";

const page = (body: string) =>
  `<!DOCTYPE html><html lang="es"><head><title>Inicio</title></head><body>${body}</body></html>`;
const gatsbyScripts =
  `<script src="/webpack-runtime-1a.js" async></script>` +
  `<script src="/framework-2b.js" async></script>` +
  `<script src="/app-3c.js" async></script>`;
const SOURCES = ["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"];

const html = page(
  `<div id="___gatsby"><h1>Hola</h1></div><script id="gatsby-script-loader">window.pagePath="/"</script>${gatsbyScripts}`,
);
const deferred = loadScriptsAfterFirstPaint(html);

/** Runs the generated loader against a fake browser whose PerformanceObserver reports the given entry types. */
function runLoader(supportedEntryTypes: string[]) {
  const appended: string[] = [];
  const timers: Array<() => void> = [];
  let paint: ((name: string) => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes;
    constructor(private readonly callback: (list: unknown, observer: { disconnect(): void }) => void) {}
    observe({ type }: { type: string }) {
      if (type === "paint") {
        paint = (name) =>
          this.callback(
            { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) },
            { disconnect() {} },
          );
      }
    }
  }
  const document = {
    createElement: () => ({ src: "" }),
    body: { appendChild: (script: { src: string }) => appended.push(script.src) },
  };
  const loader = deferred.match(/<script>(\(\(\)=>[\s\S]*?)<\/script>/)![1]!;
  new Function("PerformanceObserver", "document", "setTimeout", loader)(
    FakeObserver,
    document,
    (callback: () => void) => timers.push(callback),
  );
  return { appended, paint: (name: string) => paint!(name), fireTimers: () => timers.forEach((fire) => fire()) };
}

describe("Gatsby's scripts load after the first paint", () => {
  it("replaces the three script tags with one inline loader, in their place and order", () => {
    expect(deferred).not.toMatch(/<script src=/);
    const inline = [...deferred.matchAll(/<script(?: [^>]*)?>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(2);
    expect(inline[0]).toBe('window.pagePath="/"');
    expect(inline[1]).toContain(JSON.stringify(SOURCES));
    expect(deferred.endsWith(`<script>${inline[1]}</script></body></html>`)).toBe(true);
  });

  it("starts them once, on the first contentful paint (not on a first paint of the bare background)", () => {
    const browser = runLoader(["paint", "largest-contentful-paint"]);
    expect(browser.appended).toEqual([]);
    browser.paint("first-paint");
    expect(browser.appended).toEqual([]);
    browser.paint("first-contentful-paint");
    expect(browser.appended).toEqual(SOURCES);
    browser.fireTimers();
    expect(browser.appended).toEqual(SOURCES);
  });

  it("starts them at once where the browser cannot report paints", () => {
    expect(runLoader([]).appended).toEqual(SOURCES);
  });

  it("a page that never paints (a background tab) still loads them after a while", () => {
    const browser = runLoader(["paint"]);
    browser.fireTimers();
    expect(browser.appended).toEqual(SOURCES);
  });

  it("leaves documents without Gatsby's scripts untouched", () => {
    const redirect = page("<p>Movida</p>");
    expect(loadScriptsAfterFirstPaint(redirect)).toBe(redirect);
  });
});
