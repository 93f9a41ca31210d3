/** @jest-environment node */
import { createFetchWithTimeout, isTimeout, REQUEST_TIMEOUT_MS } from "../../src/lib/fetch-with-timeout";
import { startStallingServer, type StallingServer } from "../support/stalling-server";

describe("createFetchWithTimeout", () => {
  let server: StallingServer;
  beforeEach(async () => {
    server = await startStallingServer({ stallFirst: 1 });
  });
  afterEach(() => server.close());

  it("waits 15 s by default", () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
  });

  it("gives up at the deadline when the server sends 201 headers and then stalls the body", async () => {
    const started = Date.now();
    const outcome = await createFetchWithTimeout(400)(`${server.url}/rest/v1/contacts`, {
      method: "POST",
      body: "{}",
    }).then(
      () => "resolved",
      (error: unknown) => error,
    );
    const elapsed = Date.now() - started;
    expect(outcome).toMatchObject({ name: "TimeoutError", message: "No complete response after 400 ms" });
    expect(isTimeout(outcome)).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(390);
    expect(elapsed).toBeLessThan(3000);
  });

  it("returns a complete response, still readable, when it arrives in time", async () => {
    const timedFetch = createFetchWithTimeout(400);
    await timedFetch(`${server.url}/stalls`).catch(() => undefined);
    const response = await timedFetch(`${server.url}/rest/v1/contacts`, { method: "POST", body: "{}" });
    expect(response.status).toBe(201);
    await expect(response.text()).resolves.toBe("");
    expect(server.requests).toEqual(["GET /stalls", "POST /rest/v1/contacts"]);
  });

  it("still lets the caller cancel, with the caller's reason", async () => {
    const caller = new AbortController();
    const pending = createFetchWithTimeout(10_000)(`${server.url}/stalls`, { signal: caller.signal });
    setTimeout(() => caller.abort(new DOMException("cancelled", "AbortError")), 50);
    await expect(pending).rejects.toMatchObject({ name: "AbortError", message: "cancelled" });
  });

  it("reports a refused connection as a network failure, not a timeout", async () => {
    const { url } = server;
    await server.close();
    const error = await createFetchWithTimeout(2000)(url).catch((failure: unknown) => failure);
    expect((error as Error).name).toBe("TypeError"); // fetch's network error (another realm: no instanceof)
    expect(isTimeout(error)).toBe(false);
    server = await startStallingServer();
  });
});
