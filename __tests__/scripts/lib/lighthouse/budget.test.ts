/** @jest-environment node */
import { BUDGET, budgetMisses, medianResult } from "../../../../scripts/lib/lighthouse/budget";

const passing = { ...BUDGET, lcpMs: 900, tbtMs: 10, cls: 0, scriptKb: 92 };

describe("the performance budget", () => {
  it("is the site issue's budget, unchanged", () => {
    expect(BUDGET).toEqual({ performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1100, tbtMs: 50, cls: 0.01, scriptKb: 100 });
  });

  it("passes a route within it and names every figure past it", () => {
    expect(budgetMisses("/", passing)).toEqual([]);
    expect(budgetMisses("/", { ...passing, performance: 99, tbtMs: 51, lcpMs: 1101, cls: 0.02, scriptKb: 100.5 })).toEqual([
      "/: performance 99 < 100",
      "/: LCP 1101 ms > 1100 ms",
      "/: TBT 51 ms > 50 ms",
      "/: CLS 0.020 > 0.01",
      "/: JS 100.5 KB > 100 KB",
    ]);
  });

  it("takes each metric's median, so one disturbed run cannot decide", () => {
    const median = medianResult([passing, { ...passing, tbtMs: 400, performance: 80 }, { ...passing, tbtMs: 20 }]);
    expect(median.tbtMs).toBe(20);
    expect(median.performance).toBe(100);
  });
});
