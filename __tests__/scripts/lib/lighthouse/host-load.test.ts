/** @jest-environment node */
import { busyCores, parseProcStat, waitForQuietHost } from "../../../../scripts/lib/lighthouse/host-load";

const stat = (user: number, idle: number) =>
  `cpu  ${user} 0 0 ${idle} 0 0 0 0 0 0\ncpu0 1 0 0 1 0 0 0 0 0 0\nintr 1 2 3\n`;

describe("host load", () => {
  it("reads busy and total ticks from the aggregate line of /proc/stat", () => {
    expect(parseProcStat("cpu  100 5 20 800 10 1 2 3 0 0\ncpu0 1 1 1 1 1 1 1 1 0 0\n")).toEqual({ busy: 131, total: 941 });
  });

  it("expresses the work between two readings in cores", () => {
    const before = parseProcStat(stat(1000, 1000));
    expect(busyCores(before, parseProcStat(stat(1100, 1100)), 2)).toBeCloseTo(1);
    expect(busyCores(before, parseProcStat(stat(1200, 1000)), 2)).toBeCloseTo(2);
    expect(busyCores(before, parseProcStat(stat(1000, 1200)), 2)).toBeCloseTo(0);
  });

  it("gives up waiting after its timeout and reports the load it saw", async () => {
    const result = await waitForQuietHost({ cores: 2, maxBusyCores: -1, sampleMs: 20, timeoutMs: 100 });
    expect(result.waitedMs).toBeGreaterThanOrEqual(100);
    expect(result.busyCores).toBeGreaterThanOrEqual(0);
  });
});
