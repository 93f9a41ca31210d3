/** @jest-environment node */
import site from "../../content/site.json";
import { handleChatRequest } from "../../gateway/chat-gateway";
import { clientKeys, type ClientKeys } from "../../gateway/client-key";
import { InMemoryRefusalMemory, type RefusalMemory } from "../../gateway/refusal-memory";
import { HISTORY_WINDOW_MS, MAX_HISTORY_READS, MAX_REMEMBERED_MS } from "../../gateway/remembered-refusals";
import type { ChatGatewayEnv } from "../../gateway/settings";

const SITE = "https://www.azahardigital.es";
const SECRET = "k".repeat(64);
const env: ChatGatewayEnv = {
  MAXI_N8N_WEBHOOK_URL: "https://n8n.azahardigital.es/webhook/maxi/chat",
  MAXI_N8N_BASIC_AUTH: "maxi-gateway:contraseña",
  MAXI_CLIENT_KEY_SECRET: SECRET,
};
const KNOWLEDGE = "# Doc\n\nIntro.\n\n## Servicios\n\nPágina: /servicios/.\n\nHacemos campañas en TikTok.";

/** Two /64s of one /48, another /48 of the same /32, and an IPv4 address. */
const FIRST = "2001:db8:a:1::5";
const NEIGHBOUR = "2001:db8:a:2::5";
const OTHER_NETWORK = "2001:db8:b:1::5";
const IPV4 = "203.0.113.7";

let clock: number;
let memory: RefusalMemory;
/** Every call that reached n8n, and what n8n answers next (a body, or one per call). */
let reached: Record<string, unknown>[];
let answer: (body: Record<string, unknown>) => unknown;

const n8n = (async (_url: string, init: RequestInit) => {
  const body = JSON.parse(init.body as string) as Record<string, unknown>;
  reached.push(body);
  return Response.json(answer(body));
}) as typeof fetch;

beforeEach(() => {
  clock = Date.UTC(2026, 10, 30, 9, 0, 0);
  memory = new InMemoryRefusalMemory(() => clock);
  reached = [];
  answer = () => ({ output: "¡Hola!" });
});

const keysOf = async (address: string) => (await clientKeys(address, SECRET)) as ClientKeys;

async function send(
  address: string,
  body: Record<string, unknown> = {
    action: "sendMessage",
    sessionId: crypto.randomUUID(),
    chatInput: "¿Hacéis TikTok?",
  },
  /** null: a host without the knowledge file. */
  knowledge: (() => Promise<string | null>) | null = () => Promise.resolve(KNOWLEDGE),
) {
  const request = new Request(`${SITE}/api/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: SITE },
    body: JSON.stringify(body),
  });
  const response = await handleChatRequest({ request, clientAddress: address }, env, {
    memory,
    fetch: n8n,
    knowledge: knowledge ?? undefined,
    now: () => clock,
    log: () => undefined,
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

/** n8n answering as the refusal node does for a busy bound. */
const refusedAs = (limit: string, retryAfter: number, busyKey: string | null) => () => ({
  output: "Límite",
  limit,
  retryAfter,
  busyKey: busyKey ?? "",
});

const isReduced = (body: Record<string, unknown>, reason: keyof typeof site.chat.reduced.reasons) =>
  body.limit === undefined &&
  String(body.output).includes("**modo reducido**") &&
  String(body.output).includes(site.chat.reduced.reasons[reason]);

describe("a refusal the database gave is remembered: nothing more reaches n8n for that key until it frees", () => {
  it("answers a busy client's next messages in reduced mode without calling n8n, and its neighbour /64 through n8n", async () => {
    const { clientKey } = await keysOf(FIRST);
    answer = refusedAs("client_busy", 300, clientKey);
    expect(isReduced((await send(FIRST)).body, "clientBusy")).toBe(true);
    expect(reached).toHaveLength(1);

    for (let index = 0; index < 5; index += 1) expect(isReduced((await send(FIRST)).body, "clientBusy")).toBe(true);
    expect(reached).toHaveLength(1);

    answer = () => ({ output: "¡Hola, vecino!" });
    expect((await send(NEIGHBOUR)).body).toEqual({ output: "¡Hola, vecino!" });
    expect(reached).toHaveLength(2);

    // One second before the database frees a place, still remembered; at that moment, n8n again.
    clock += 299_000;
    await send(FIRST);
    expect(reached).toHaveLength(2);
    clock += 1_000;
    expect((await send(FIRST)).body).toEqual({ output: "¡Hola, vecino!" });
    expect(reached).toHaveLength(3);
  });

  it("answers every client of a busy /48 without n8n, and another /48 of the same /32 through n8n", async () => {
    const { networkKey } = await keysOf(FIRST);
    answer = refusedAs("network_busy", 3600, networkKey);
    await send(FIRST);
    expect(isReduced((await send(NEIGHBOUR)).body, "networkBusy")).toBe(true);
    expect(reached).toHaveLength(1);
    answer = () => ({ output: "¡Hola!" });
    expect((await send(OTHER_NETWORK)).body).toEqual({ output: "¡Hola!" });
    expect(reached).toHaveLength(2);
  });

  it("answers every /48 of a busy /32 without n8n, and an IPv4 caller through n8n", async () => {
    const { providerKey } = await keysOf(FIRST);
    answer = refusedAs("network_busy", 3600, providerKey);
    await send(FIRST);
    expect(isReduced((await send(OTHER_NETWORK)).body, "networkBusy")).toBe(true);
    expect(reached).toHaveLength(1);
    answer = () => ({ output: "¡Hola!" });
    expect((await send(IPV4)).body).toEqual({ output: "¡Hola!" });
  });

  it("answers everyone without n8n while the site is busy, for at most 10 minutes whatever the database says", async () => {
    answer = refusedAs("site_busy", 4 * 3600, null);
    await send(FIRST);
    for (const address of [NEIGHBOUR, OTHER_NETWORK, IPV4])
      expect(isReduced((await send(address)).body, "siteBusy")).toBe(true);
    expect(reached).toHaveLength(1);
    // The owner may have raised the ceiling meanwhile: after 10 minutes the database is asked again.
    clock += MAX_REMEMBERED_MS - 1;
    await send(IPV4);
    expect(reached).toHaveLength(1);
    clock += 1;
    await send(IPV4);
    expect(reached).toHaveLength(2);
  });

  it("remembers only a key of the caller's own, and nothing for a refusal about the message or without a time", async () => {
    const stranger = "e".repeat(64);
    for (const refusal of [
      refusedAs("client_busy", 300, stranger),
      refusedAs("network_busy", 300, null),
      refusedAs("client_busy", 0, null),
      () => ({ output: "Límite", limit: "client_busy" }),
      () => ({ output: "Largo", limit: "too_long", retryAfter: 300, busyKey: "" }),
    ]) {
      answer = refusal;
      await send(IPV4);
    }
    answer = () => ({ output: "¡Hola!" });
    expect((await send(IPV4)).body).toEqual({ output: "¡Hola!" });
    expect(reached).toHaveLength(6);
  });

  it("without the knowledge file, answers a remembered refusal with the widget's own text and the reason", async () => {
    const { clientKey } = await keysOf(IPV4);
    answer = refusedAs("client_busy", 300, clientKey);
    await send(IPV4);
    const { body } = await send(IPV4, undefined, () => Promise.resolve(null));
    expect(body).toEqual({ output: site.chat.limits.clientBusy, limit: "client_busy" });
    expect(reached).toHaveLength(1);
  });

  it("never relays the retry time or the busy key to the browser", async () => {
    const { clientKey } = await keysOf(IPV4);
    answer = refusedAs("client_busy", 300, clientKey);
    const { body } = await send(IPV4, undefined, null);
    expect(body).toEqual({ output: "Límite", limit: "client_busy" });
  });
});

describe("history reads are bounded per client at the gateway", () => {
  const read = (address: string) => send(address, { action: "loadPreviousSession", sessionId: crypto.randomUUID() });

  it(`passes a client's ${MAX_HISTORY_READS} reads in 10 minutes to n8n and refuses the next with 429, without n8n`, async () => {
    answer = () => ({ data: [] });
    for (let index = 0; index < MAX_HISTORY_READS; index += 1) expect((await read(FIRST)).response.status).toBe(200);
    expect(reached).toHaveLength(MAX_HISTORY_READS);

    const { response, body } = await read(FIRST);
    expect(response.status).toBe(429);
    expect(body.error).toBe("too_many_history_reads");
    expect(body.message).toMatch(/^Has recuperado esta conversación demasiadas veces/);
    const retryAfter = Number(response.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(HISTORY_WINDOW_MS / 1000);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(reached).toHaveLength(MAX_HISTORY_READS);

    // Another /64 of the same /48 is another client; messages are not history reads.
    expect((await read(NEIGHBOUR)).response.status).toBe(200);
    answer = () => ({ output: "¡Hola!" });
    expect((await send(FIRST)).body).toEqual({ output: "¡Hola!" });
    expect(reached).toHaveLength(MAX_HISTORY_READS + 2);

    // When the window the Retry-After named ends, the client reads again.
    answer = () => ({ data: [] });
    clock += retryAfter * 1000;
    expect((await read(FIRST)).response.status).toBe(200);
  });
});

describe("a memory that fails", () => {
  it("costs n8n runs, never an answer", async () => {
    const failing = new Error("cache unavailable");
    memory = {
      get: () => Promise.reject(failing),
      remember: () => Promise.reject(failing),
      count: () => Promise.reject(failing),
    };
    const { clientKey } = await keysOf(IPV4);
    answer = refusedAs("client_busy", 300, clientKey);
    expect(isReduced((await send(IPV4)).body, "clientBusy")).toBe(true);
    answer = () => ({ data: [] });
    expect((await send(IPV4, { action: "loadPreviousSession", sessionId: crypto.randomUUID() })).body).toEqual({
      data: [],
    });
    expect(reached).toHaveLength(2);
  });
});
