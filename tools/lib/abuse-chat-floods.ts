import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { handleChatRequest } from "../../gateway/chat-gateway";
import { InMemoryRefusalMemory } from "../../gateway/refusal-memory";
import { buildKnowledge, readKnowledgeSources } from "../../gatsby/maxi-knowledge";
import { createChatWebhookHandler, LOCAL_REPLY_PREFIX } from "../local-backend/chat-webhook";
import type { LocalDatabase } from "../local-backend/db";

/**
 * The chat floods of `npm run bench:abuse` through the site's own gateway (gateway/chat-gateway.ts, as
 * /api/chat runs it, with its memory) in front of the n8n stand-in, which admits every message with the
 * real workflow's admission query on the real migrations: how many requests reach n8n (an execution
 * each in production), how many reach the model, how many get a reduced-mode answer instead, and what a
 * genuine visitor gets afterwards.
 */
export interface ChatFloodOutcome {
  requests: number;
  /** Requests the gateway forwarded: an n8n execution each in production. */
  reachedN8n: number;
  /** Messages admitted by the database: an agent (model) run each. */
  admitted: number;
  /** Answered without the model, from the site's knowledge (reduced mode). */
  reduced: number;
  /** Refused by the gateway (history reads over their bound: 429). */
  refused: number;
  /** What a genuine visitor from elsewhere got after the flood. */
  genuine: string;
}

interface Harness {
  send(from: string, body: Record<string, unknown>): Promise<{ status: number; output?: string }>;
  reachedN8n(): number;
  admitted(): Promise<number>;
}

const SITE = "https://www.azahardigital.es";
const CONTENT_DIR = path.resolve(__dirname, "../../content");
const QUESTION = "¿Qué servicios de marketing digital ofrecéis?";

async function harness(db: LocalDatabase, run: (h: Harness) => Promise<ChatFloodOutcome>): Promise<ChatFloodOutcome> {
  const credential = `maxi-gateway:${crypto.randomBytes(16).toString("hex")}`;
  const webhook = createChatWebhookHandler({ db, credential });
  let hits = 0;
  const server = http.createServer((req, res) => {
    hits += 1;
    void webhook(req, res, new URL(req.url ?? "/", "http://127.0.0.1"));
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const env = {
    MAXI_N8N_WEBHOOK_URL: `http://127.0.0.1:${port}/webhook/bench/chat`,
    MAXI_N8N_BASIC_AUTH: credential,
    MAXI_CLIENT_KEY_SECRET: crypto.randomBytes(32).toString("hex"),
  };
  const memory = new InMemoryRefusalMemory();
  const knowledge = buildKnowledge(readKnowledgeSources(CONTENT_DIR));
  try {
    return await run({
      send: async (from, body) => {
        const request = new Request(`${SITE}/api/chat`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: SITE },
          body: JSON.stringify(body),
        });
        const response = await handleChatRequest({ request, clientAddress: from }, env, {
          memory,
          knowledge: () => Promise.resolve(knowledge),
          log: () => undefined,
        });
        const reply = (await response.json()) as { output?: string };
        return { status: response.status, output: reply.output };
      },
      reachedN8n: () => hits,
      admitted: async () =>
        (await db.asOwner<{ n: number }>("select count(*)::int as n from private.maxi_admissions"))[0]?.n ?? 0,
    });
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const message = (chatInput = QUESTION, sessionId: string = crypto.randomUUID()) => ({
  action: "sendMessage",
  sessionId,
  chatInput,
});
const isReduced = (output?: string) => Boolean(output?.includes("**modo reducido**"));
const isModel = (output?: string) => Boolean(output?.startsWith(LOCAL_REPLY_PREFIX));

/** `count` requests, request `index` from `from(index)`: the outcome's counts. */
async function flood(
  h: Harness,
  count: number,
  from: (index: number) => string,
  body: () => Record<string, unknown> = () => message(),
) {
  let reduced = 0;
  let refused = 0;
  for (let index = 0; index < count; index += 1) {
    const { status, output } = await h.send(from(index), body());
    if (status === 429) refused += 1;
    else if (isReduced(output)) reduced += 1;
  }
  return { requests: count, reachedN8n: h.reachedN8n(), admitted: await h.admitted(), reduced, refused };
}

/** What a visitor at `from` gets for a plain question: the model's answer or the reduced mode's. */
async function genuineVisitor(h: Harness, from: string, expectModel: boolean) {
  const before = { n8n: h.reachedN8n(), admitted: await h.admitted() };
  const { output } = await h.send(from, message());
  const ran = (await h.admitted()) - before.admitted;
  const forwarded = h.reachedN8n() - before.n8n;
  const answer = isModel(output) ? "the model's answer" : isReduced(output) ? "a reduced-mode answer" : "no answer";
  if (isModel(output) !== expectModel) throw new Error(`genuine visitor at ${from}: got ${answer}`);
  return `${answer} (${forwarded ? "through n8n" : "no n8n run"}, ${ran ? "a model run" : "no model run"})`;
}

export interface ChatScenario {
  name: string;
  run(db: LocalDatabase): Promise<ChatFloodOutcome>;
}

export const CHAT_SCENARIOS: ChatScenario[] = [
  {
    name: "Chat: 1,000 messages with fresh session ids from one client",
    run: (db) =>
      harness(db, async (h) => {
        const counts = await flood(h, 1000, () => "203.0.113.66");
        const genuine = await genuineVisitor(h, "198.51.100.20", true);
        return { ...counts, genuine };
      }),
  },
  {
    name: "Chat: 1,000 messages from 1,000 /64s of one IPv6 /48, then a neighbour on another /48 of its /32",
    run: (db) =>
      harness(db, async (h) => {
        const counts = await flood(h, 1000, (index) => `2001:db8:bad:${(index + 1).toString(16)}::1`);
        const genuine = await genuineVisitor(h, "2001:db8:beef:1::1", true);
        return { ...counts, genuine };
      }),
  },
  {
    name: "Chat: 200 history reads from one client",
    run: (db) =>
      harness(db, async (h) => {
        const sessionId = crypto.randomUUID();
        const counts = await flood(
          h,
          200,
          () => "203.0.113.67",
          () => ({ action: "loadPreviousSession", sessionId }),
        );
        return { ...counts, genuine: "—" };
      }),
  },
  {
    name: "Chat: the site's daily ceiling reached from 100 networks, then a genuine question",
    run: (db) =>
      harness(db, async (h) => {
        // 100 IPv4 /24s, 20 messages each (a client's 10-minute bound): 2,000, the site's day.
        const counts = await flood(
          h,
          2000,
          (index) => `100.${64 + Math.floor(index / 20 / 250)}.${Math.floor(index / 20) % 250}.9`,
        );
        const genuine = await genuineVisitor(h, "192.0.2.45", false);
        const again = await genuineVisitor(h, "192.0.2.46", false);
        return { ...counts, genuine: `${genuine}; the next visitor: ${again}` };
      }),
  },
];
