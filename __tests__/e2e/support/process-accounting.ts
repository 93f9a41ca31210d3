import { countByKind, expectNoLeftovers, tagThisRun, testProcesses } from "./leftover-processes";

/** The global setup's first step: tag what this run starts, and say what was running before it. */
export function startProcessAccounting(suite: string): void {
  tagThisRun();
  console.log(`${suite}: browsers and servers running before: ${countByKind(testProcesses())}`);
}

/** The global teardown's last step: none of this run's processes is left, and what is running now. */
export async function endProcessAccounting(suite: string): Promise<void> {
  try {
    await expectNoLeftovers(new Set(), `${suite} (the last file or the global setup's servers)`);
  } finally {
    const all = testProcesses();
    console.log(
      `${suite}: browsers and servers running after: ${countByKind(all)}; of them this run's: ${countByKind(all.filter((found) => found.ours))}`,
    );
  }
}
