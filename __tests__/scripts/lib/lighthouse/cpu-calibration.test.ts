/** @jest-environment node */
import { cpuSlowdownFor } from "../../../../scripts/lib/lighthouse/cpu-calibration";

describe("cpuSlowdownFor (Lighthouse's documented calibration to a mid-tier phone)", () => {
  it.each([
    [150, 1],
    [475, 1.5],
    [800, 2],
    [1050, 2.5],
    [1300, 3],
    [1533, 4],
    [2000, 6],
  ])("benchmark index %d → %d×", (benchmarkIndex, multiplier) => {
    expect(cpuSlowdownFor(benchmarkIndex)).toBeCloseTo(multiplier, 1);
  });

  it("gives the default 4× to the host Lighthouse's default assumes, and more to a faster one", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 1);
    expect(cpuSlowdownFor(1800)).toBeGreaterThan(4);
  });

  it("keeps a host's throttled speed constant when the host runs at half speed", () => {
    const fast = 1600 / cpuSlowdownFor(1600);
    const halved = 800 / cpuSlowdownFor(800);
    expect(halved / fast).toBeGreaterThan(0.9);
    expect(halved / fast).toBeLessThan(1.1);
  });

  it("refuses a host too slow or too busy to emulate the phone", () => {
    expect(() => cpuSlowdownFor(149)).toThrow(RangeError);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(RangeError);
  });
});
