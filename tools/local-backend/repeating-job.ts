import { setTimeout as delay } from "node:timers/promises";

/**
 * A job the local backend runs on a schedule, as the hosted stack's cron does: one round, then the next
 * `intervalMs` after it ends (never two at once); a failed round is logged and the schedule goes on.
 */
export function repeatEvery(intervalMs: number, round: () => Promise<void>, onError: (error: Error) => void) {
  let stopping: AbortController | null = null;
  let running: Promise<void> = Promise.resolve();
  return {
    start: () => {
      if (stopping) return;
      const { signal } = (stopping = new AbortController());
      running = (async () => {
        while (!signal.aborted) {
          await round().catch(onError);
          await delay(intervalMs, undefined, { signal }).catch(() => undefined);
        }
      })();
    },
    stop: async () => {
      stopping?.abort();
      stopping = null;
      await running;
    },
  };
}
