import type { AuditMetrics } from "../../tools/lib/bench/lighthouse-run";

/** One Lighthouse audit's figures for the benchmark's tests: a fast page, with `overrides`. */
export const auditMetrics = (overrides: Partial<AuditMetrics>): AuditMetrics => ({
  performance: 100,
  fcpMs: 600,
  lcpMs: 800,
  tbtMs: 0,
  speedIndexMs: 700,
  cls: 0,
  scriptKb: 90,
  htmlKb: 12,
  collectorKb: 0,
  benchmarkIndex: 1500,
  ...overrides,
});
