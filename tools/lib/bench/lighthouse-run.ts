import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

/** `simulate` is Lighthouse's default (a model of a throttled load); `devtools` really throttles the load. */
export type Throttling = "simulate" | "devtools";

/** The phone Lighthouse emulates by default, and the one the site's targets are stated for. */
export const CPU_SLOWDOWN = 4;

export interface AuditMetrics {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  /** Scripts transferred during the load, compressed, in KB: the first load, so not the funnel's collector. */
  scriptKb: number;
  /** The page's HTML as transferred (compressed), in KB. */
  htmlKb: number;
  /**
   * The funnel's collector (public/funnel-<hash>.js), requested after the page's load event and first
   * render (src/funnel/loader-script.ts), in KB; 0 when it was not requested. Lighthouse waits for the
   * network to go quiet, so it sees it; the e2e test gates that it comes after the first load.
   */
  collectorKb: number;
  /** Lighthouse's measure of the host's speed at the start of the run (higher is faster). */
  benchmarkIndex: number;
}

export interface LighthouseReport {
  runtimeError?: { message: string };
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

export function metricsOf(lhr: LighthouseReport): AuditMetrics {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests =
    (
      lhr.audits["network-requests"]?.details as
        { items?: Array<{ url?: string; resourceType?: string; transferSize?: number }> } | undefined
    )?.items ?? [];
  const scriptKb = (collector: boolean) =>
    requests
      .filter((item) => item.resourceType === "Script")
      .filter((item) => /\/funnel-[0-9a-f]{20}\.js$/.test(item.url ?? "") === collector)
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    speedIndexMs: numeric("speed-index"),
    cls: numeric("cumulative-layout-shift"),
    scriptKb: scriptKb(false),
    htmlKb: (requests.find((item) => item.resourceType === "Document")?.transferSize ?? NaN) / 1024,
    collectorKb: scriptKb(true),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * How long Lighthouse watches after the load event. By default it stops once the network and the CPU
 * have been quiet for a second, so a request made after load (the funnel's collector) kept it watching
 * longer than a page without one and brought into its window tasks the site runs later anyway, which the
 * page without it was never charged for. Watching every page, and its floor, for the same five seconds
 * charges each late task the same way, whatever the requests around it.
 */
export const PAUSE_AFTER_LOAD_MS = 5000;

/**
 * One Lighthouse mobile audit (performance only) through its own CLI, in the Chromium listening on
 * `port`: loading Lighthouse under tsx breaks the functions it sends to the page. Asynchronous, because
 * the pages are served from this process, which must keep answering during the audit. A flag named
 * after a setting (pauseAfterLoadMs, throttling.*) overrides that setting of Lighthouse's default config.
 */
export async function audit(url: string, port: number, throttling: Throttling): Promise<AuditMetrics> {
  const { stdout } = await promisify(execFile)(
    path.resolve("node_modules/.bin/lighthouse"),
    [
      url,
      `--port=${port}`,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--only-categories=performance",
      `--throttling-method=${throttling}`,
      `--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`,
      `--pauseAfterLoadMs=${PAUSE_AFTER_LOAD_MS}`,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as LighthouseReport;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  return metricsOf(lhr);
}
