export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * fetch that gives up after `timeoutMs`, so a stalled connection ends in an error the visitor sees
 * instead of a button stuck on "Enviando…". A caller's own signal still cancels it.
 */
export function createFetchWithTimeout(timeoutMs = REQUEST_TIMEOUT_MS): typeof fetch {
  return (input, init = {}) => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException(`No response after ${timeoutMs} ms`, "TimeoutError")),
      timeoutMs,
    );
    const outer = init.signal;
    if (outer) {
      if (outer.aborted) controller.abort(outer.reason);
      else outer.addEventListener("abort", () => controller.abort(outer.reason), { once: true });
    }
    return fetch(input, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
  };
}
