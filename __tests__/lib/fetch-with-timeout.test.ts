import { createFetchWithTimeout, REQUEST_TIMEOUT_MS } from "../../src/lib/fetch-with-timeout";

describe("createFetchWithTimeout", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    jest.useRealTimers();
  });

  function hangingFetch() {
    return jest.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
  }

  it("gives up after 15 s with a TimeoutError", async () => {
    jest.useFakeTimers();
    global.fetch = hangingFetch() as unknown as typeof fetch;
    const pending = createFetchWithTimeout()("http://127.0.0.1:54321/rest/v1/contacts");
    jest.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1);
    await Promise.resolve();
    jest.advanceTimersByTime(1);
    await expect(pending).rejects.toMatchObject({ name: "TimeoutError" });
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
  });

  it("returns the response when it arrives in time and honours the caller's signal", async () => {
    const response = { ok: true } as Response;
    global.fetch = jest.fn().mockResolvedValue(response) as unknown as typeof fetch;
    await expect(createFetchWithTimeout(50)("http://x/")).resolves.toBe(response);

    global.fetch = hangingFetch() as unknown as typeof fetch;
    const caller = new AbortController();
    const pending = createFetchWithTimeout(10_000)("http://x/", { signal: caller.signal });
    caller.abort(new DOMException("cancelled", "AbortError"));
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});
