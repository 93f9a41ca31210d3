/**
 * `npm run bench:first-paint -- [--runs=5] ROUTE DIR…`: traced loads of ROUTE from each static build DIR,
 * interleaved, on Lighthouse's phone profile with DevTools throttling (the bench's "observed" runs); prints
 * the medians of what happens before the first contentful paint (tools/lib/bench/first-paint-trace.ts).
 * Compare a build with a copy changed by hand to learn what a change is worth before making it. A result
 * of the host's speed: a bench, never a test.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, chromiumPath } from "./lib/chromium";
import { CPU_SLOWDOWN } from "./lib/bench/lighthouse-run";
import {
  FIRST_PAINT_FIGURES,
  firstPaintFigures,
  type FirstPaintFigures,
  type TraceEvent,
} from "./lib/bench/first-paint-trace";
import { median } from "./lib/bench/summary";
import { startStaticServer } from "./lib/static-server";

/** Lighthouse 13's mobile DevTools throttling: its 150 ms RTT × 3.75 and 1.6 Mbps × 0.9. */
const DEVTOOLS_THROTTLING = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CATEGORIES = ["devtools.timeline", "blink.user_timing", "loading", "disabled-by-default-devtools.timeline"];

async function main() {
  const { values, positionals } = parseArgs({
    options: { runs: { type: "string", default: "5" } },
    allowPositionals: true,
  });
  const [route, ...dirs] = positionals;
  const runs = Number(values.runs);
  if (!route?.startsWith("/") || dirs.length === 0 || !(runs > 0))
    throw new Error("usage: npm run bench:first-paint -- [--runs=5] /route/ DIR [DIR…]");
  const servers = await Promise.all(dirs.map((dir) => startStaticServer(dir)));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  const traceFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "first-paint-")), "trace.json");
  const samples = dirs.map((): FirstPaintFigures[] => []);
  try {
    for (let run = 0; run < runs; run++) {
      const order = servers.map((_, index) => index);
      if (run % 2 === 1) order.reverse();
      for (const index of order) {
        const context = await browser.newContext(PHONE);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", DEVTOOLS_THROTTLING);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
        await browser.startTracing(page, { path: traceFile, categories: CATEGORIES });
        await page.goto(`${servers[index]!.url}${route}`, { waitUntil: "load" });
        await browser.stopTracing();
        await context.close();
        const { traceEvents } = JSON.parse(fs.readFileSync(traceFile, "utf8")) as { traceEvents: TraceEvent[] };
        const figures = firstPaintFigures(traceEvents);
        if (figures) samples[index]!.push(figures);
        else console.warn(`${dirs[index]}: no first contentful paint in run ${run + 1}`);
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
  console.log(`${route}, ${runs} runs each, medians in ms (phone profile, DevTools throttling, ${CPU_SLOWDOWN}× CPU)`);
  console.table(
    Object.fromEntries(
      dirs.map((dir, index) => [
        dir,
        Object.fromEntries(
          FIRST_PAINT_FIGURES.map((figure) => [figure, Math.round(median(samples[index]!.map((s) => s[figure])))]),
        ),
      ]),
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
