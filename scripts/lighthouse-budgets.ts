/**
 * Performance budgets, measured the way the site issue defines them: Lighthouse (mobile defaults) on
 * every route of the production build served with brotli (scripts/lib/static-server.ts explains why not
 * the wrangler preview), 3 runs each, median per route; and the same routes with real (devtools)
 * throttling, for what a visitor observes. Made reproducible across hosts (scripts/lib/lighthouse/):
 * each run starts on a quiet host with the CPU slowdown calibrated from Lighthouse's benchmark, a run
 * whose host changed speed is repeated, and a route fails only if a second measurement misses again.
 * Then, per route, the time from navigation until every visible control works on the phone profile
 * (scripts/lib/first-tap.ts). Finally it proves the gate still has teeth: a build with a planted 200 ms start-up task must fail.
 * Writes reports/lighthouse.md and exits non-zero when any budget is missed.
 */
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, chromiumPath } from "./lib/chromium";
import { measureRoute, type RouteFirstTap } from "./lib/first-tap";
import { openHostSpeedProbe, type HostSpeedProbe } from "./lib/lighthouse/benchmark-index";
import { BUDGET, budgetMisses, median } from "./lib/lighthouse/budget";
import { calibratedAudit, type AuditMetrics, type CalibratedRun, type Throttling } from "./lib/lighthouse/calibrated-audit";
import { buildWithPlantedRegression, PLANTED_TASK_MS } from "./lib/lighthouse/planted-regression";
import { prioritiseSession } from "./lib/lighthouse/priority";
import { startStaticServer } from "./lib/static-server";
import { TEST_SITE_PORT } from "./lib/test-env";

const ROUTES = ["/", "/sobre-nosotros/", "/inteligencia-artificial/", "/marketing-digital/", "/contacto/", "/politica-de-privacidad/"];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PLANTED_ROUTE = "/contacto/";
/** What a visitor should see on a really throttled phone load (issue 12, item 2): reported, not gated. */
const OBSERVED_LCP_TARGET_MS = 1000;

interface RouteMeasurement {
  route: string;
  median: AuditMetrics;
  runs: CalibratedRun[];
}

function medianOf(runs: CalibratedRun[]): AuditMetrics {
  const keys = Object.keys(runs[0]!.metrics) as Array<keyof AuditMetrics>;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run.metrics[key]))])) as unknown as AuditMetrics;
}

/** The browser being measured: its debugging port and the tab that benchmarks its host. */
interface Browser {
  port: number;
  probe: HostSpeedProbe;
}

async function measure(baseUrl: string, route: string, browser: Browser, throttling: Throttling): Promise<RouteMeasurement> {
  const runs: CalibratedRun[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await calibratedAudit(`${baseUrl}${route}`, browser.port, browser.probe, throttling));
  return { route, median: medianOf(runs), runs };
}

const calibration = (runs: CalibratedRun[]) =>
  `${median(runs.map((run) => run.benchmarkIndexes[0])).toFixed(0)} / ${median(runs.map((run) => run.cpuSlowdown)).toFixed(1)}×` +
  (runs.some((run) => run.interfered) ? " (host unsteady)" : "");

function logLine(label: string, { route, median: m, runs }: RouteMeasurement): void {
  console.log(
    `${label} ${route.padEnd(26)} perf ${m.performance} a11y ${m.accessibility} bp ${m.bestPractices} seo ${m.seo}` +
      ` FCP ${m.fcpMs.toFixed(0)} LCP ${m.lcpMs.toFixed(0)} TBT ${m.tbtMs.toFixed(0)} SI ${m.speedIndexMs.toFixed(0)} ms` +
      ` CLS ${m.cls.toFixed(3)} JS ${m.scriptKb.toFixed(1)} KB · benchmark / CPU slowdown ${calibration(runs)}`,
  );
}

/** The gate: a route misses only if a second, independent measurement misses too. */
async function gate(baseUrl: string, route: string, browser: Browser): Promise<{ measurements: RouteMeasurement[]; misses: string[] }> {
  const first = await measure(baseUrl, route, browser, "simulate");
  logLine("simulated", first);
  const firstMisses = budgetMisses(route, first.median);
  if (firstMisses.length === 0) return { measurements: [first], misses: [] };
  console.log(`  missed (${firstMisses.join("; ")}): measuring ${route} again to see whether it reproduces`);
  const second = await measure(baseUrl, route, browser, "simulate");
  logLine("again    ", second);
  return { measurements: [first, second], misses: budgetMisses(route, second.median) };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const tapCell = (ms: number | null) => (ms === null ? "never" : seconds(ms));

function report(simulated: RouteMeasurement[], observed: RouteMeasurement[], firstTaps: RouteFirstTap[]): string {
  return [
    `Simulated throttling (Lighthouse's default), ${RUNS} runs per route, median; CPU slowdown calibrated per run.`,
    "",
    "| Route | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | JS (compressed) | Benchmark / CPU slowdown |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...simulated.map(
      ({ route, median: r, runs }) =>
        `| ${route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${seconds(r.lcpMs)} | ${r.tbtMs.toFixed(0)} ms | ${r.cls.toFixed(3)} | ${r.scriptKb.toFixed(1)} KB | ${calibration(runs)} |`,
    ),
    "",
    `Budget: every score ${BUDGET.performance}, LCP ≤ ${BUDGET.lcpMs / 1000} s, TBT ≤ ${BUDGET.tbtMs} ms, CLS ≤ ${BUDGET.cls}, JS ≤ ${BUDGET.scriptKb} KB.`,
    "",
    `Observed: real (devtools) throttling, the same phone profile, ${RUNS} runs per route, median.`,
    "",
    "| Route | FCP | LCP | TBT | Speed Index |",
    "|---|---|---|---|---|",
    ...observed.map(
      ({ route, median: r }) => `| ${route} | ${seconds(r.fcpMs)} | ${seconds(r.lcpMs)} | ${r.tbtMs.toFixed(0)} ms | ${seconds(r.speedIndexMs)} |`,
    ),
    "",
    `Target: observed LCP ≤ ${OBSERVED_LCP_TARGET_MS / 1000} s on every route.`,
    "",
    "First working tap: the same phone profile applied through CDP, each control tapped as soon as it is painted (again every 250 ms while a tap is not answered).",
    "",
    "| Route | Every visible control works from | Controls (painted → works from, first-tap response) |",
    "|---|---|---|",
    ...firstTaps.map(
      ({ route, everyControlWorksAtMs, controls }) =>
        `| ${route} | ${tapCell(everyControlWorksAtMs)} | ${controls
          .map((c) => `${c.control}: ${seconds(c.visibleAtMs)} → ${tapCell(c.worksFromMs)}, ${c.firstTapResponseMs === null ? "no answer" : `${c.firstTapResponseMs} ms`}`)
          .join("; ")} |`,
    ),
  ].join("\n");
}

async function main() {
  const publicDir = path.resolve("public");
  const server = await startStaticServer(publicDir, TEST_SITE_PORT);
  const plantedDir = buildWithPlantedRegression(publicDir, PLANTED_ROUTE);
  const planted = await startStaticServer(plantedDir);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS] });
  if (!prioritiseSession(chrome.pid!)) console.log("(measuring at normal priority: raising Chromium's needs root and Linux autogroups)");
  const browser: Browser = { port: chrome.port, probe: await openHostSpeedProbe(chrome.port) };
  const simulated: RouteMeasurement[] = [];
  const observed: RouteMeasurement[] = [];
  const firstTaps: RouteFirstTap[] = [];
  const misses: string[] = [];
  let plantedMisses: string[] = [];
  try {
    // One discarded audit first: the first page a just-started Chromium loads pays for the browser's own
    // cold start (its code paged in, caches created), which is the machine's cost, not the site's.
    await calibratedAudit(`${server.url}/`, browser.port, browser.probe, "simulate");
    for (const route of ROUTES) {
      const verdict = await gate(server.url, route, browser);
      simulated.push(verdict.measurements[verdict.measurements.length - 1]!);
      misses.push(...verdict.misses);
    }
    for (const route of ROUTES) {
      const measurement = await measure(server.url, route, browser, "devtools");
      logLine("observed ", measurement);
      observed.push(measurement);
    }
    const tapper = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
    try {
      for (const route of ROUTES) {
        const result = await measureRoute(tapper, server.url, route);
        console.log(`first tap  ${route.padEnd(26)} every control works from ${tapCell(result.everyControlWorksAtMs)}`);
        firstTaps.push(result);
      }
    } finally {
      await tapper.close();
    }
    console.log(`\nGate self-check: ${PLANTED_ROUTE} with a planted ${PLANTED_TASK_MS} ms start-up task must fail.`);
    plantedMisses = (await gate(planted.url, PLANTED_ROUTE, browser)).misses;
  } finally {
    await browser.probe.close();
    await chrome.kill();
    await server.close();
    await planted.close();
    fs.rmSync(plantedDir, { recursive: true, force: true });
  }

  const table = report(simulated, observed, firstTaps);
  fs.mkdirSync("reports", { recursive: true });
  fs.writeFileSync("reports/lighthouse.md", `${table}\n`);
  console.log(`\n${table}\n`);

  const slowObserved = observed.filter(({ median: m }) => m.lcpMs > OBSERVED_LCP_TARGET_MS);
  if (slowObserved.length > 0) {
    console.log(`Observed LCP above the ${OBSERVED_LCP_TARGET_MS} ms target: ${slowObserved.map((m) => `${m.route} ${m.median.lcpMs.toFixed(0)} ms`).join(", ")}`);
  }
  let failed = false;
  if (misses.length > 0) {
    console.error(`Performance budget missed (and reproduced):\n  ${misses.join("\n  ")}`);
    failed = true;
  }
  if (plantedMisses.length === 0) {
    console.error(`The gate let a planted ${PLANTED_TASK_MS} ms start-up task on ${PLANTED_ROUTE} through: it no longer detects regressions.`);
    failed = true;
  } else {
    console.log(`The gate caught the planted regression: ${plantedMisses.join("; ")}`);
  }
  if (failed) process.exit(1);
  console.log("Every route meets the performance budget.");
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});

