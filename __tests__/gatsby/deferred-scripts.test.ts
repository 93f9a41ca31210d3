/** @jest-environment node */
import { loadScriptsAfterFirstPaint } from "../../gatsby/deferred-scripts";

const page = (body: string) => `<!DOCTYPE html><html lang="es"><head><title>Inicio</title></head><body>${body}</body></html>`;
const gatsbyScripts =
  `<script src="/webpack-runtime-1a.js" async></script>` + `<script src="/framework-2b.js" async></script>` + `<script src="/app-3c.js" async></script>`;

describe("Gatsby's scripts load after the first paint", () => {
  const html = page(`<div id="___gatsby"><h1>Hola</h1></div><script id="gatsby-script-loader">window.pagePath="/"</script>${gatsbyScripts}`);
  const deferred = loadScriptsAfterFirstPaint(html);

  it("replaces the three script tags with one inline loader, in their place and order", () => {
    expect(deferred).not.toMatch(/<script src=/);
    const inline = [...deferred.matchAll(/<script(?: [^>]*)?>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(2);
    expect(inline[0]).toBe('window.pagePath="/"');
    expect(inline[1]).toContain('["/webpack-runtime-1a.js","/framework-2b.js","/app-3c.js"]');
    expect(deferred.endsWith(`<script>${inline[1]}</script></body></html>`)).toBe(true);
  });

  it("starts them on the first paint entry, or at once where the browser cannot report paints", () => {
    const loader = deferred.match(/<script>(\(\(\)=>[\s\S]*?)<\/script>/)![1]!;
    const appended: string[] = [];
    let observed: (() => void) | undefined;
    const timers: Array<() => void> = [];
    const run = (supportedEntryTypes: string[]) => {
      class FakeObserver {
        static supportedEntryTypes = supportedEntryTypes;
        constructor(private readonly callback: (list: unknown, observer: { disconnect(): void }) => void) {}
        observe({ type }: { type: string }) {
          if (type === "paint") observed = () => this.callback({}, { disconnect() {} });
        }
      }
      const document = {
        createElement: () => ({ src: "" }),
        body: { appendChild: (script: { src: string }) => appended.push(script.src) },
      };
      new Function("PerformanceObserver", "document", "setTimeout", loader)(FakeObserver, document, (callback: () => void) => timers.push(callback));
    };

    run(["paint", "largest-contentful-paint"]);
    expect(appended).toEqual([]);
    observed!();
    expect(appended).toEqual(["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"]);
    timers.forEach((fire) => fire());
    expect(appended).toHaveLength(3);

    appended.length = 0;
    run([]);
    expect(appended).toEqual(["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"]);
  });

  it("a page that never paints (a background tab) still loads them after a while", () => {
    const loader = deferred.match(/<script>(\(\(\)=>[\s\S]*?)<\/script>/)![1]!;
    const appended: string[] = [];
    const timers: Array<() => void> = [];
    class SilentObserver {
      static supportedEntryTypes = ["paint"];
      observe() {}
    }
    const document = { createElement: () => ({ src: "" }), body: { appendChild: (script: { src: string }) => appended.push(script.src) } };
    new Function("PerformanceObserver", "document", "setTimeout", loader)(SilentObserver, document, (callback: () => void) => timers.push(callback));
    expect(appended).toEqual([]);
    timers.forEach((fire) => fire());
    expect(appended).toHaveLength(3);
  });

  it("leaves documents without Gatsby's scripts untouched", () => {
    const redirect = page("<p>Movida</p>");
    expect(loadScriptsAfterFirstPaint(redirect)).toBe(redirect);
  });
});
