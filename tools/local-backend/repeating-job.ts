/**
 * A job the local backend runs on a schedule, as the hosted stack's cron does: one round, then the next
 * `intervalMs` after it ends (never two at once); a failed round is logged and the schedule goes on.
 */
export function repeatEvery(intervalMs: number, round: () => Promise<void>, onError: (error: Error) => void) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  const tick = () => {
    running = round()
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  return {
    start: () => {
      if (!stopped) return;
      stopped = false;
      tick();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
