import fs from "node:fs";

/** Busy and total CPU time, in clock ticks, summed over all cores (the first line of /proc/stat). */
export interface CpuTimes {
  busy: number;
  total: number;
}

export function parseProcStat(text: string): CpuTimes {
  const line = text.split("\n").find((row) => row.startsWith("cpu "));
  if (!line) throw new Error("no aggregate cpu line in /proc/stat");
  // user nice system idle iowait irq softirq steal …: idle and iowait are the idle part.
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - idle, total };
}

/** How many cores' worth of work ran between two readings. */
export function busyCores(before: CpuTimes, after: CpuTimes, cores: number): number {
  const total = after.total - before.total;
  return total <= 0 ? 0 : ((after.busy - before.busy) / total) * cores;
}

const readCpuTimes = (): CpuTimes | null => {
  try {
    return parseProcStat(fs.readFileSync("/proc/stat", "utf8"));
  } catch {
    return null; // not Linux: nothing to wait for
  }
};

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface QuietHostOptions {
  cores: number;
  /** Other work the host may run during a measurement, in cores. */
  maxBusyCores?: number;
  sampleMs?: number;
  timeoutMs?: number;
}

/**
 * Waits until the host has been quiet for one sample (nothing of ours runs between audits), or gives up
 * after `timeoutMs` and reports the load it saw: a host that stays busy is measured anyway, and the
 * calibrated slowdown absorbs steady load; what the caller must not do is start a run mid-burst.
 */
export async function waitForQuietHost({
  cores,
  maxBusyCores = 0.5,
  sampleMs = 1000,
  timeoutMs = 10_000,
}: QuietHostOptions): Promise<{ busyCores: number; waitedMs: number }> {
  const started = Date.now();
  let busy = 0;
  for (;;) {
    const before = readCpuTimes();
    if (!before) return { busyCores: 0, waitedMs: 0 };
    await delay(sampleMs);
    const after = readCpuTimes();
    if (!after) return { busyCores: 0, waitedMs: 0 };
    busy = busyCores(before, after, cores);
    const waitedMs = Date.now() - started;
    if (busy <= maxBusyCores || waitedMs >= timeoutMs) return { busyCores: busy, waitedMs };
  }
}
