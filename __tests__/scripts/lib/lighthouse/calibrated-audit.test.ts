/** @jest-environment node */
import { benchmarkSpread, INTERFERENCE_SPREAD, metricsOf } from "../../../../scripts/lib/lighthouse/calibrated-audit";

describe("a calibrated Lighthouse run", () => {
  it("counts as disturbed when the host's speed changed by more than the allowed spread during it", () => {
    expect(benchmarkSpread([1000, 1050, 980])).toBeLessThan(INTERFERENCE_SPREAD);
    expect(benchmarkSpread([1000, 700, 990])).toBeGreaterThan(INTERFERENCE_SPREAD);
  });

  it("reads scores, paint metrics and first-load script bytes from a report", () => {
    const metrics = metricsOf({
      environment: { benchmarkIndex: 1200 },
      categories: { performance: { score: 0.99 }, accessibility: { score: 1 }, "best-practices": { score: 1 }, seo: { score: null } },
      audits: {
        "first-contentful-paint": { numericValue: 700 },
        "largest-contentful-paint": { numericValue: 900 },
        "total-blocking-time": { numericValue: 12 },
        "speed-index": { numericValue: 800 },
        "cumulative-layout-shift": { numericValue: 0 },
        "network-requests": {
          details: { items: [{ resourceType: "Script", transferSize: 1024 }, { resourceType: "Document", transferSize: 9000 }, { resourceType: "Script", transferSize: 2048 }] },
        },
      },
    });
    expect(metrics).toEqual({
      performance: 99,
      accessibility: 100,
      bestPractices: 100,
      seo: 0,
      fcpMs: 700,
      lcpMs: 900,
      tbtMs: 12,
      speedIndexMs: 800,
      cls: 0,
      scriptKb: 3,
    });
  });
});
