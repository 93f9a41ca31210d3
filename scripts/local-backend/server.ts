import http from "node:http";
import type { AddressInfo } from "node:net";
import { createChatWebhookHandler } from "./chat-webhook";
import { applyCors, sendJson } from "./http";
import { createRestHandler } from "./rest";

export interface LocalBackendOptions {
  port: number;
  /** Where the embedded Postgres keeps its files; leads survive restarts. */
  dataDir: string;
}

export interface LocalBackend {
  url: string;
  close(): Promise<void>;
}

/** One process on 127.0.0.1 standing in for Supabase's REST API and the n8n chat webhook. */
export async function startLocalBackend({ port, dataDir }: LocalBackendOptions): Promise<LocalBackend> {
  const rest = await createRestHandler({ dataDir });
  const chat = createChatWebhookHandler();
  const handlers = [rest.handle, chat.handle];

  const server = http.createServer(async (req, res) => {
    try {
      if (applyCors(req, res)) return;
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      for (const handle of handlers) {
        if (await handle(req, res, url)) return;
      }
      sendJson(res, 404, { code: "PGRST000", message: `No route for ${req.method} ${url.pathname}`, details: null, hint: null });
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500;
      if (!res.headersSent) sendJson(res, status, { code: "PGRST000", message: (error as Error).message, details: null, hint: null });
      else res.end();
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rest.close();
    },
  };
}
