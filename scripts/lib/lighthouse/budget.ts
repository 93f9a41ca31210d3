/** One route's scores (0–100), timings in ms, CLS, and first-load script bytes in KB. */
export interface RunResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
}

/** The site's performance budget (issue 2), enforced as it is written: any route's median past it fails the suite. */
export const BUDGET: RunResult = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1100,
  tbtMs: 50,
  cls: 0.01,
  scriptKb: 100,
};

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** The per-metric median of several runs. */
export function medianResult(runs: RunResult[]): RunResult {
  const keys = Object.keys(BUDGET) as Array<keyof RunResult>;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as RunResult;
}

export function budgetMisses(route: string, result: RunResult): string[] {
  const problems: string[] = [];
  for (const key of ["performance", "accessibility", "bestPractices", "seo"] as const) {
    if (result[key] < BUDGET[key]) problems.push(`${route}: ${key} ${result[key]} < ${BUDGET[key]}`);
  }
  if (result.lcpMs > BUDGET.lcpMs) problems.push(`${route}: LCP ${result.lcpMs.toFixed(0)} ms > ${BUDGET.lcpMs} ms`);
  if (result.tbtMs > BUDGET.tbtMs) problems.push(`${route}: TBT ${result.tbtMs.toFixed(0)} ms > ${BUDGET.tbtMs} ms`);
  if (result.cls > BUDGET.cls) problems.push(`${route}: CLS ${result.cls.toFixed(3)} > ${BUDGET.cls}`);
  if (result.scriptKb > BUDGET.scriptKb) problems.push(`${route}: JS ${result.scriptKb.toFixed(1)} KB > ${BUDGET.scriptKb} KB`);
  return problems;
}
