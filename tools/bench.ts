/**
 * `npm run bench`: what a visitor gets, measured on purpose and reported, never a pass/fail gate (a
 * figure that moves with the host's speed cannot decide what lands; `npm test` holds the deterministic
 * budgets). On the production build served with brotli (tools/lib/static-server.ts):
 * - Lighthouse mobile, simulated and observed (devtools) throttling at 4× CPU, every route, interleaved
 *   across routes and repeated (`--runs`, 5 by default) so a slow minute of the host does not land on
 *   one route; each beside its no-script floor measured in the same round;
 * - the first working tap of every visible control on the phone profile (tools/lib/first-tap.ts).
 * Writes reports/bench.json and reports/bench.md, replaces its section of docs/benchmarks.md (a full run
 * the latest full run's tables, `--plant` the planted regression's) and prints the table with each target
 * met or missed.
 *
 * `--quick`: `/` only, one run of each kind, on the existing build (a check before a commit).
 * `--plant`: adds a 200 ms start-up task to `/` in the served copy, to see the benchmark show it.
 * `--against DIR`: instead, this site beside another static build, interleaved (tools/lib/bench/side-by-side.ts);
 *   with `--quick`, `/` and `/contacto/` only; a route in DIR too is compared with itself (a build before a change).
 * `--routes=/,/contacto/`: only these routes (either mode).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, chromiumPath } from "./lib/chromium";
import { measureRoute, type RouteFirstTap } from "./lib/first-tap";
import { audit, type Throttling } from "./lib/bench/lighthouse-run";
import { buildNoScriptFloor } from "./lib/bench/no-script-floor";
import { buildWithPlantedRegression, PLANTED_TASK_MS } from "./lib/bench/planted-regression";
import {
  BENCHMARKS_DOC,
  benchSection,
  markdown,
  median,
  replaceBenchSection,
  routeFigures,
  verdicts,
  type BenchReport,
  type Sample,
  type Variant,
} from "./lib/bench/summary";
import { runSideBySide } from "./lib/bench/side-by-side-run";
import { startStaticServer } from "./lib/static-server";
import { readPublishedArticles } from "../gatsby/published-articles";
import cases from "../content/cases.json";
import { casePath, CASES_PATH } from "../src/config/case-paths";
import { SITE_ROUTES } from "../src/config/routes";

/** The blog's list and its newest article, measured like every page while an article is published. */
function blogBenchRoutes(): string[] {
  const [newest] = readPublishedArticles(path.resolve("content"));
  return newest ? ["/blog/", newest.path] : [];
}

/** The case studies' list and the newest case, measured like every page while a case is published. */
function caseBenchRoutes(): string[] {
  const [newest] = [...cases.items].sort((a, b) => b.date.localeCompare(a.date));
  return newest ? [CASES_PATH, casePath(newest.slug)] : [];
}

const THROTTLINGS: Throttling[] = ["simulate", "devtools"];

function options(args: string[]) {
  const flag = { type: "boolean", default: false } as const;
  const { values } = parseArgs({
    args,
    options: {
      quick: flag,
      plant: flag,
      runs: { type: "string" },
      against: { type: "string" },
      routes: { type: "string" },
    },
  });
  const runs = Number(values.runs ?? (values.quick ? 1 : 5));
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a positive whole number, not --runs=${values.runs}`);
  return {
    ...values,
    runs,
    routes: values.routes
      ? values.routes.split(",")
      : values.quick
        ? values.against
          ? ["/", "/contacto/"]
          : ["/"]
        : [...SITE_ROUTES, ...blogBenchRoutes(), ...caseBenchRoutes()],
  };
}

function ensureBuild(quick: boolean): void {
  if (fs.existsSync(path.resolve("public/index.html"))) return;
  if (quick)
    throw new Error("public/ has no build: `--quick` measures the existing build (run `npm run build:test` first).");
  console.log("No build in public/: building it (npm run build:test)…");
  const result = spawnSync("npm", ["run", "build:test"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("the build failed");
}

async function main() {
  const { quick, runs, plant, routes, against } = options(process.argv.slice(2));
  if (against) {
    ensureBuild(quick);
    await runSideBySide(path.resolve("public"), path.resolve(against), routes, runs);
    return;
  }
  const section = benchSection({ quick, plant });
  // Checked before the run, so a page without its markers cannot waste half an hour of measuring.
  if (section) replaceBenchSection(fs.readFileSync(BENCHMARKS_DOC, "utf8"), section, "");
  ensureBuild(quick);
  const publicDir = path.resolve("public");
  const siteDir = plant ? buildWithPlantedRegression(publicDir, "/") : publicDir;
  const floorDir = buildNoScriptFloor(publicDir, routes);
  const servers: Record<Variant, Awaited<ReturnType<typeof startStaticServer>>> = {
    site: await startStaticServer(siteDir),
    floor: await startStaticServer(floorDir),
  };
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  const samples: Sample[] = [];
  const firstTaps: RouteFirstTap[] = [];
  const started = Date.now();
  try {
    // The first page a just-started Chromium loads pays for the browser's own cold start: discarded.
    await audit(`${servers.site.url}/`, chrome.port, "simulate");
    for (let run = 1; run <= runs; run += 1) {
      for (const route of routes) {
        for (const throttling of THROTTLINGS) {
          for (const variant of ["site", "floor"] as const) {
            const metrics = await audit(`${servers[variant].url}${route}`, chrome.port, throttling);
            samples.push({ route, variant, throttling, run, metrics });
            console.log(
              `run ${run}/${runs} ${throttling.padEnd(8)} ${variant.padEnd(5)} ${route.padEnd(26)} FCP ${metrics.fcpMs.toFixed(0)} LCP ${metrics.lcpMs.toFixed(0)}` +
                ` TBT ${metrics.tbtMs.toFixed(0)} SI ${metrics.speedIndexMs.toFixed(0)} ms JS ${metrics.scriptKb.toFixed(1)} KB (+ collector ${metrics.collectorKb.toFixed(1)} KB after load) · benchmarkIndex ${metrics.benchmarkIndex.toFixed(0)}`,
            );
          }
        }
      }
    }
    const tapper = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
    try {
      for (const route of routes) {
        const result = await measureRoute(tapper, servers.site.url, route);
        console.log(
          `first tap ${route.padEnd(26)} ${result.controls.map((c) => `${c.control}: ${c.firstTapResponseMs ?? "—"} ms, ${c.taps} tap(s)`).join("; ")}`,
        );
        firstTaps.push(result);
      }
    } finally {
      await tapper.close();
    }
  } finally {
    chrome.kill();
    await Promise.all([servers.site.close(), servers.floor.close()]);
    fs.rmSync(floorDir, { recursive: true, force: true });
    if (plant) fs.rmSync(siteDir, { recursive: true, force: true });
  }

  const indexes = samples.map((sample) => sample.metrics.benchmarkIndex);
  const simulated = routeFigures(samples, routes, "simulate");
  const observed = routeFigures(samples, routes, "devtools");
  const report: BenchReport = {
    date: new Date().toISOString().slice(0, 10),
    runs,
    benchmarkIndex: { median: median(indexes), min: Math.min(...indexes), max: Math.max(...indexes) },
    planted: plant ? `a ${PLANTED_TASK_MS} ms synchronous task at start-up on /` : null,
    simulated,
    observed,
    firstTaps,
    verdicts: verdicts(simulated, observed, firstTaps),
  };
  const table = markdown(report);
  fs.mkdirSync("reports", { recursive: true });
  fs.writeFileSync("reports/bench.json", `${JSON.stringify({ ...report, samples }, null, 2)}\n`);
  fs.writeFileSync("reports/bench.md", `${table}\n`);
  if (section)
    fs.writeFileSync(BENCHMARKS_DOC, replaceBenchSection(fs.readFileSync(BENCHMARKS_DOC, "utf8"), section, table));
  const written = `reports/bench.json, reports/bench.md${section ? `, ${BENCHMARKS_DOC} (${section} run)` : ""}`;
  console.log(`\n${table}\n\nMeasured in ${Math.round((Date.now() - started) / 1000)} s; written to ${written}.`);
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
