import WebSocket from "ws";

export interface CdpTab {
  send<T = unknown>(method: string, params?: Record<string, unknown>): Promise<T>;
  close(): Promise<void>;
}

/**
 * A fresh tab of a running Chromium, driven over its own DevTools socket: nothing attaches to the
 * browser itself, so a Lighthouse run in the same browser right after sees no other client.
 */
export async function openTab(debuggingPort: number): Promise<CdpTab> {
  const origin = `http://127.0.0.1:${debuggingPort}`;
  const response = await fetch(`${origin}/json/new?about:blank`, { method: "PUT" });
  if (!response.ok) throw new Error(`Chromium refused a new tab: HTTP ${response.status}`);
  const target = (await response.json()) as { id: string; webSocketDebuggerUrl: string };
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  let nextId = 0;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  socket.on("message", (data: WebSocket.RawData) => {
    const message = JSON.parse(data.toString()) as { id?: number; result?: unknown; error?: { message: string } };
    const waiter = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id!);
    if (message.error) waiter.reject(new Error(message.error.message));
    else waiter.resolve(message.result);
  });
  return {
    send: <T>(method: string, params: Record<string, unknown> = {}) =>
      new Promise<T>((resolve, reject) => {
        nextId += 1;
        pending.set(nextId, { resolve: resolve as (value: unknown) => void, reject });
        socket.send(JSON.stringify({ id: nextId, method, params }));
      }),
    close: async () => {
      socket.close();
      await fetch(`${origin}/json/close/${target.id}`);
    },
  };
}
