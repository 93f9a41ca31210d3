/**
 * Lighthouse's CPU slowdown, calibrated to the host. Lighthouse multiplies the host's own main-thread
 * time by `cpuSlowdownMultiplier` (4 by default, meant for a fast desktop), so on a slower or busier
 * host the same page shows several times the blocking time. Lighthouse documents the fix: measure the
 * host's `benchmarkIndex` and pick the multiplier that brings it to the target device, a mid-tier
 * phone (docs/throttling.md, "Calibrating the CPU slowdown", and its calculator at
 * lighthouse-cpu-throttling-calculator.vercel.app). These are that calculator's reference points:
 * 150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4× (the default's host), 2000 → 6×, linear in between.
 */
const REFERENCE_POINTS: ReadonlyArray<readonly [benchmarkIndex: number, multiplier: number]> = [
  [150, 1],
  [800, 2],
  [1300, 3],
];
const ABOVE_1300_PER_STEP = 233;

/** Below this a host cannot emulate the target phone at all (the calculator's own limit). */
export const MIN_BENCHMARK_INDEX = 150;

export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < MIN_BENCHMARK_INDEX) {
    throw new RangeError(`benchmarkIndex ${benchmarkIndex} is below ${MIN_BENCHMARK_INDEX}: the host is too slow or too busy to emulate a mid-tier phone`);
  }
  const last = REFERENCE_POINTS[REFERENCE_POINTS.length - 1]!;
  if (benchmarkIndex >= last[0]) return last[1] + (benchmarkIndex - last[0]) / ABOVE_1300_PER_STEP;
  for (let i = 1; i < REFERENCE_POINTS.length; i += 1) {
    const [upperIndex, upperMultiplier] = REFERENCE_POINTS[i]!;
    const [lowerIndex, lowerMultiplier] = REFERENCE_POINTS[i - 1]!;
    if (benchmarkIndex < upperIndex) {
      return lowerMultiplier + ((benchmarkIndex - lowerIndex) / (upperIndex - lowerIndex)) * (upperMultiplier - lowerMultiplier);
    }
  }
  return last[1];
}
