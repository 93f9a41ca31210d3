import fs from "node:fs";

/** Scheduling priority for the measured browser: well ahead of ordinary work (nice 0), not real-time. */
export const MEASUREMENT_NICENESS = -15;

/**
 * Puts the browser being measured ahead of the host's other work, so that a build or a test suite
 * running beside it does not preempt the page under test. Linux shares the CPU first between sessions
 * ("autogroups") and only then by niceness inside one, and Chromium starts in a session of its own: its
 * session's niceness is what counts (it ends with the browser). Needs root (CAP_SYS_NICE) and autogroups;
 * without them the measurement runs at normal priority, and the calibration and the CPU-time trace still
 * absorb the host's load. Returns whether the priority was raised.
 */
export function prioritiseSession(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/autogroup`, String(MEASUREMENT_NICENESS));
    return true;
  } catch {
    return false;
  }
}
