import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, chromiumPath } from "../chromium";
import { measureRoute, type RouteFirstTap } from "../first-tap";
import { startStaticServer } from "../static-server";
import { audit, type Throttling } from "./lighthouse-run";
import { counterpartOf, pairFigures, sideBySideMarkdown, sidesInOrder, type PairedSample } from "./side-by-side";

const THROTTLINGS: Throttling[] = ["simulate", "devtools"];

/** The starter's pages: its home, and its second page for every other route of ours. */
const STARTER_COUNTERPARTS = { home: "/", other: "/page-2/" };

/** `npm run bench -- --against DIR`: see side-by-side.ts. Writes reports/bench-against.{json,md}. */
export async function runSideBySide(siteDir: string, againstDir: string, routes: readonly string[], runs: number) {
  if (!fs.existsSync(`${againstDir}/index.html`))
    throw new Error(`${againstDir} has no index.html: build the other site first (npm run bench:starter)`);
  const servers = { site: await startStaticServer(siteDir), against: await startStaticServer(againstDir) };
  const counterpart = (route: string) =>
    counterpartOf(route, STARTER_COUNTERPARTS, (page) => fs.existsSync(path.join(againstDir, page, "index.html")));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  const samples: PairedSample[] = [];
  const firstTaps: RouteFirstTap[] = [];
  try {
    // The first page a just-started Chromium loads pays for the browser's own cold start: discarded.
    await audit(`${servers.site.url}/`, chrome.port, "simulate");
    for (let run = 1; run <= runs; run += 1)
      for (const route of routes)
        for (const throttling of THROTTLINGS)
          for (const side of sidesInOrder(run)) {
            const url = `${servers[side].url}${side === "site" ? route : counterpart(route)}`;
            const metrics = await audit(url, chrome.port, throttling);
            samples.push({ route, side, throttling, run, metrics });
            console.log(
              `run ${run}/${runs} ${throttling.padEnd(8)} ${side.padEnd(7)} ${route.padEnd(26)} FCP ${metrics.fcpMs.toFixed(0)} LCP ${metrics.lcpMs.toFixed(0)} TBT ${metrics.tbtMs.toFixed(0)} SI ${metrics.speedIndexMs.toFixed(0)} ms · JS ${metrics.scriptKb.toFixed(1)} KB · HTML ${metrics.htmlKb.toFixed(1)} KB`,
            );
          }
    const tapper = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
    try {
      for (const route of routes) firstTaps.push(await measureRoute(tapper, servers.site.url, route));
    } finally {
      await tapper.close();
    }
  } finally {
    chrome.kill();
    await Promise.all([servers.site.close(), servers.against.close()]);
  }
  const pairs = THROTTLINGS.flatMap((throttling) => pairFigures(samples, routes, counterpart, throttling));
  const table = sideBySideMarkdown(pairs, firstTaps, againstDir);
  fs.mkdirSync("reports", { recursive: true });
  fs.writeFileSync("reports/bench-against.json", `${JSON.stringify({ runs, pairs, firstTaps, samples }, null, 2)}\n`);
  fs.writeFileSync("reports/bench-against.md", `${table}\n`);
  console.log(`\n${table}\n\nWritten to reports/bench-against.json and reports/bench-against.md.`);
}
