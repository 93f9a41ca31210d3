import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
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
  /** Scripts transferred during the load, compressed, in KB. */
  scriptKb: number;
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
        { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined
    )?.items ?? [];
  const scriptBytes = requests
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    speedIndexMs: numeric("speed-index"),
    cls: numeric("cumulative-layout-shift"),
    scriptKb: scriptBytes / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * One Lighthouse mobile audit (performance only) through its own CLI, in the Chromium listening on
 * `port`: loading Lighthouse under tsx breaks the functions it sends to the page. Asynchronous, because
 * the pages are served from this process, which must keep answering during the audit.
 */
export async function audit(url: string, port: number, throttling: Throttling): Promise<AuditMetrics> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lh-"));
  const out = path.join(dir, "report.json");
  try {
    await promisify(execFile)(
      path.resolve("node_modules/.bin/lighthouse"),
      [
        url,
        `--port=${port}`,
        "--output=json",
        `--output-path=${out}`,
        "--quiet",
        "--only-categories=performance",
        `--throttling-method=${throttling}`,
        `--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const lhr = JSON.parse(fs.readFileSync(out, "utf8")) as LighthouseReport;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    return metricsOf(lhr);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
