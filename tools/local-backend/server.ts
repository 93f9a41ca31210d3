import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomSecret, writeBackendState } from "./backend-state";
import { createAdminRoute } from "./admin-route";
import { createChatGatewayRoute } from "./chat-gateway-route";
import { InMemoryRefusalMemory } from "../../gateway/refusal-memory";
import { createChatWebhookHandler, LOCAL_CHAT_WEBHOOK_PATH } from "./chat-webhook";
import { openDatabase, type LocalDatabase } from "./db";
import { GATEWAY_BODIES, type ApiKeys } from "./gateway";
import { applyCors, sendJson } from "./http";
import { createNotifier, smtpSender, type NotifierOptions } from "./notifier";
import { createRestHandler } from "./rest";
import { createRetentionSchedule } from "./retention";

export const DEFAULT_ANON_KEY = "local-anon-key";
/** The origins of `npm start`'s development site, which calls this backend's /api/chat from another port. */
export const DEFAULT_SITE_ORIGINS = ["http://127.0.0.1:8000", "http://localhost:8000"];

export interface LocalNotifierOptions extends Pick<NotifierOptions, "to" | "intervalMs" | "log"> {
  /** The SMTP server the e-mails go through: the local mail catcher. */
  smtp: { host: string; port: number };
}

export interface LocalBackendOptions {
  port: number;
  /** Where the embedded Postgres keeps its files; leads survive restarts. One backend per folder. */
  dataDir: string;
  keys?: Partial<ApiKeys>;
  /** Deliver new leads by e-mail, as the production n8n workflow does. Off when absent. */
  notifier?: LocalNotifierOptions;
  /**
   * How often public.apply_retention() runs: at start, then every 15 minutes by default, as Supabase's
   * pg_cron job. null: never (tests only: a project nothing schedules).
   */
  retentionIntervalMs?: number | null;
  /** Where the retention schedule reports what it deleted (npm start: the terminal). */
  log?: (line: string) => void;
  /** Tests only: serve the schema of another migrations folder (an older or empty one). */
  migrationsDir?: string;
  /**
   * Tests only: serve this database (already migrated; closed with the backend) instead of the embedded
   * one in dataDir, e.g. a PostgreSQL server that n8n uses too (__tests__/support/postgres-db.ts).
   */
  database?: LocalDatabase;
  /** The site origins whose pages may use /api/chat (LOCAL_SITE_ORIGINS, comma-separated, or DEFAULT_SITE_ORIGINS). */
  siteOrigins?: readonly string[];
}

export interface LocalBackend {
  url: string;
  keys: ApiKeys;
  /**
   * The n8n stand-in behind the gateway, the Basic Auth credential (user:password) it requires, and a
   * reset of the gateway's memory (refusals and history reads), as if their windows had passed.
   */
  chat: { webhookUrl: string; credential: string; forgetGatewayMemory(): void };
  close(): Promise<void>;
}

/** One process on 127.0.0.1 standing in for Supabase (gateway + REST), the n8n chat webhook and n8n's lead notification. */
export async function startLocalBackend({
  port,
  dataDir,
  keys: givenKeys = {},
  notifier: notify,
  migrationsDir,
  database,
  siteOrigins = process.env.LOCAL_SITE_ORIGINS?.split(",")
    .map((origin) => origin.trim())
    .filter(Boolean) ?? DEFAULT_SITE_ORIGINS,
  retentionIntervalMs,
  log,
}: LocalBackendOptions): Promise<LocalBackend> {
  const keys: ApiKeys = {
    anon: givenKeys.anon ?? process.env.LOCAL_BACKEND_ANON_KEY ?? DEFAULT_ANON_KEY,
    serviceRole: givenKeys.serviceRole ?? process.env.LOCAL_BACKEND_SERVICE_KEY ?? `local-service-${randomSecret()}`,
  };
  const db = database ?? (await openDatabase(dataDir, migrationsDir));
  // Random per run, like the service-role key: a web page open in the browser cannot call the stand-in.
  const chatCredential = `maxi-gateway:${randomSecret()}`;
  const clientKeySecret = randomSecret();
  let url = "";
  const gatewayMemory = new InMemoryRefusalMemory();
  const forgetGatewayMemory = () => gatewayMemory.clear();
  const chatGateway = createChatGatewayRoute({
    env: () => ({
      MAXI_N8N_WEBHOOK_URL: `${url}${LOCAL_CHAT_WEBHOOK_PATH}`,
      MAXI_N8N_BASIC_AUTH: chatCredential,
      MAXI_CLIENT_KEY_SECRET: clientKeySecret,
    }),
    siteOrigins,
    memory: gatewayMemory,
  });
  const chatWebhook = createChatWebhookHandler({ db, credential: chatCredential });
  const handlers = [
    chatGateway,
    createAdminRoute({ db, keys, forgetGatewayMemory }),
    await createRestHandler({ db, keys }),
    chatWebhook,
  ];

  const respond = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    try {
      if (applyCors(req, res)) return;
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      for (const handle of handlers) {
        if (await handle(req, res, url)) return;
      }
      sendJson(res, 404, GATEWAY_BODIES.noRoute);
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500;
      if (!res.headersSent)
        sendJson(res, status, { code: "PGRST000", message: (error as Error).message, details: null, hint: null });
      else res.end();
    }
  };
  const server = http.createServer((req, res) => void respond(req, res));

  try {
    await once(server.listen(port, "127.0.0.1"), "listening");
  } catch (error) {
    await db.close();
    throw error;
  }
  const { port: actual } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${actual}`;
  const state = writeBackendState(dataDir, { pid: process.pid, url, serviceRoleKey: keys.serviceRole, chatCredential });

  const notifier = notify ? createNotifier({ db, send: smtpSender(notify.smtp), ...notify }) : null;
  notifier?.start();
  // Only on a schema that has it (tests may serve an older one).
  const [{ present } = { present: false }] = await db.asOwner<{ present: boolean }>(
    "select to_regprocedure('public.apply_retention()') is not null as present",
  );
  const retention =
    present && retentionIntervalMs !== null
      ? createRetentionSchedule({ db, intervalMs: retentionIntervalMs, log })
      : null;
  retention?.start();

  return {
    url,
    keys,
    chat: { webhookUrl: `${url}${LOCAL_CHAT_WEBHOOK_PATH}`, credential: chatCredential, forgetGatewayMemory },
    close: async () => {
      await retention?.stop();
      await notifier?.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      state.remove();
      await db.close();
    },
  };
}
