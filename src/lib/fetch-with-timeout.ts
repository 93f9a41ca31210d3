export const REQUEST_TIMEOUT_MS = 15_000;

/** The error a request ends with when the whole exchange did not finish in time. */
export const isTimeout = (error: unknown): boolean => (error as { name?: unknown } | null)?.name === "TimeoutError";

/**
 * fetch that gives up after `timeoutMs`, so a stalled connection ends in an error the visitor sees
 * instead of a button stuck on "Enviando…". The deadline covers the whole exchange: the response is
 * returned only once its body has fully arrived (a server that sends its headers and then stalls
 * would otherwise leave the caller waiting forever). A caller's own signal still cancels it.
 */
export function createFetchWithTimeout(timeoutMs = REQUEST_TIMEOUT_MS): typeof fetch {
  return async (input, init = {}) => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const outer = init.signal;
    if (outer) {
      if (outer.aborted) controller.abort(outer.reason);
      else outer.addEventListener("abort", () => controller.abort(outer.reason), { once: true });
    }
    try {
      const response = await fetch(input, { ...init, signal: controller.signal });
      // Reading a copy to the end keeps the original readable, already downloaded, for the caller.
      await response.clone().arrayBuffer();
      return response;
    } catch (error) {
      if (timedOut) throw new DOMException(`No complete response after ${timeoutMs} ms`, "TimeoutError");
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}
