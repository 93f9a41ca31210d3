import { useCallback, useEffect, useRef } from "react";

/** People need a few seconds to fill in the form; scripts post it at once. */
export const MIN_FILL_MS = 3000;

/**
 * Cheap spam filters with no captcha: a honeypot input people never see, and a minimum time since
 * the form became interactive (the prerendered form's hydration, when that came first). A suspected
 * bot is shown the normal success and nothing is sent, so it learns nothing.
 */
export function useBotGuard(interactiveSince?: number, minFillMs = MIN_FILL_MS) {
  const honeypot = useRef<HTMLInputElement>(null);
  const readyAt = useRef<number | null>(interactiveSince ?? null);

  useEffect(() => {
    readyAt.current ??= Date.now();
  }, []);

  const looksAutomated = useCallback(
    () => Boolean(honeypot.current?.value) || readyAt.current === null || Date.now() - readyAt.current < minFillMs,
    [minFillMs],
  );

  const restart = useCallback(() => {
    readyAt.current = Date.now();
    if (honeypot.current) honeypot.current.value = "";
  }, []);

  return { honeypot, looksAutomated, restart };
}
