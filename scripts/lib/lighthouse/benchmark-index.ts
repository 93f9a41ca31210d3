import { execFileSync } from "node:child_process";
import type { Browser } from "playwright-core";
import { openTab } from "./cdp-tab";

let source: string | undefined;

/**
 * The source of Lighthouse's own `computeBenchmarkIndex` page function, read by a plain Node process:
 * under tsx the function would be recompiled with helpers that do not exist in the page.
 */
export function benchmarkIndexSource(): string {
  source ??= execFileSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      'import { pageFunctions } from "lighthouse/core/lib/page-functions.js"; process.stdout.write(pageFunctions.computeBenchmarkIndex.toString());',
    ],
    { encoding: "utf8" },
  );
  return source;
}

export interface HostSpeedProbe {
  /** Lighthouse's benchmark index, measured now. */
  measure(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Runs Lighthouse's CPU benchmark in a tab of the browser Lighthouse audits with (same process, flags
 * and host). One tab serves every measurement of a session.
 */
export async function openHostSpeedProbe(debuggingPort: number): Promise<HostSpeedProbe> {
  const tab = await openTab(debuggingPort);
  return {
    measure: async () => {
      const { result } = await tab.send<{ result: { value: number } }>("Runtime.evaluate", {
        expression: `(${benchmarkIndexSource()})()`,
        returnByValue: true,
      });
      return result.value;
    },
    close: () => tab.close(),
  };
}

/** The benchmark index measured now in a fresh page of a Playwright `browser` (about a second). */
export async function measureBenchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return (await page.evaluate(`(${benchmarkIndexSource()})()`)) as number;
  } finally {
    await page.close();
  }
}
