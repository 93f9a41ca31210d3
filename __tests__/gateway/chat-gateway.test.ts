/** @jest-environment node */
import { handleChatRequest, MAX_BODY_BYTES, type ChatGatewayOptions } from "../../gateway/chat-gateway";
import { clientKey, clientKeys } from "../../gateway/client-key";
import { InMemoryRefusalMemory } from "../../gateway/refusal-memory";
import { conversationId } from "../../gateway/conversation-id";
import { isSessionId } from "../../src/contracts/chat-protocol";
import { CLOUDFLARE_RUNTIME } from "../../gateway/cloudflare-client-address";
import type { ChatGatewayEnv } from "../../gateway/settings";
import { onRequest } from "../../functions/api/chat";
import { MAX_MESSAGE_CHARS } from "../../src/contracts/chat-limits";

const SITE = "https://www.azahardigital.es";
const WEBHOOK = "https://n8n.azahardigital.es/webhook/maxi/chat";
const SECRET = "k".repeat(64);
const env: ChatGatewayEnv = {
  MAXI_N8N_WEBHOOK_URL: WEBHOOK,
  MAXI_N8N_BASIC_AUTH: "maxi-gateway:contraseña:con:dos-puntos",
  MAXI_CLIENT_KEY_SECRET: SECRET,
};
const SESSION = "3b241101-e2bb-4255-8caf-4136c566a962";
const ADDRESS = "203.0.113.7";

interface Upstream {
  calls: { url: string; init: RequestInit; body: Record<string, unknown> }[];
  fetch: typeof fetch;
}

/** n8n stubbed: answers each call with `answer` (a body, or a Response). */
function upstream(answer: unknown = { output: "¡Hola!" }): Upstream {
  const calls: Upstream["calls"] = [];
  const fetchStub = (async (url: string, init: RequestInit) => {
    calls.push({ url, init, body: JSON.parse(init.body as string) as Record<string, unknown> });
    return answer instanceof Response ? answer : Response.json(answer);
  }) as typeof fetch;
  return { calls, fetch: fetchStub };
}

function post(body: unknown, headers: Record<string, string> = {}, init: RequestInit = {}) {
  return new Request(`${SITE}/api/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: SITE, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });
}

const message = (chatInput: unknown = "¿Qué servicios ofrecéis?", extra: Record<string, unknown> = {}) => ({
  action: "sendMessage",
  sessionId: SESSION,
  chatInput,
  ...extra,
});

/** One request; a memory of its own unless the test shares one between requests. */
async function call(
  request: Request,
  options: Partial<ChatGatewayOptions> & { address?: string | null; gatewayEnv?: ChatGatewayEnv } = {},
) {
  const log = jest.fn();
  const { address = ADDRESS, gatewayEnv = env, ...rest } = options;
  const response = await handleChatRequest({ request, clientAddress: address }, gatewayEnv, {
    memory: new InMemoryRefusalMemory(),
    log,
    ...rest,
  });
  return { response, status: response.status, body: (await response.json()) as Record<string, unknown>, log };
}

describe("what reaches n8n", () => {
  it("forwards exactly action, sessionId, chatInput and the caller's keys, with the Chat Trigger's Basic Auth", async () => {
    const n8n = upstream();
    const { status, body, response } = await call(
      post(
        message("Hola", {
          clientKey: "f".repeat(64),
          networkKey: "f".repeat(64),
          providerKey: "f".repeat(64),
          metadata: { a: 1 },
          sessionKey: "x",
        }),
      ),
      { fetch: n8n.fetch },
    );
    expect([status, body]).toEqual([200, { output: "¡Hola!" }]);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(n8n.calls).toHaveLength(1);
    const [sent] = n8n.calls;
    expect(sent!.url).toBe(WEBHOOK);
    expect(sent!.init.method).toBe("POST");
    const headers = new Headers(sent!.init.headers);
    expect(headers.get("Authorization")).toBe(
      `Basic ${Buffer.from("maxi-gateway:contraseña:con:dos-puntos", "utf8").toString("base64")}`,
    );
    expect(headers.get("Content-Type")).toBe("application/json");
    // The caller's own keys and every other field are dropped; the keys are the gateway's.
    expect(sent!.body).toEqual({
      action: "sendMessage",
      sessionId: await conversationId(SESSION, SECRET),
      chatInput: "Hola",
      ...(await clientKeys(ADDRESS, SECRET)),
    });
    expect(sent!.body.providerKey).toBeNull();
    expect(JSON.stringify(sent!.body)).not.toContain("203.0.113");
  });

  it("sends the Cloudflare Access service token that lets only the gateway through to n8n, when one is set", async () => {
    const plain = upstream();
    await call(post(message()), { fetch: plain.fetch });
    expect(new Headers(plain.calls[0]!.init.headers).has("CF-Access-Client-Id")).toBe(false);
    const guarded = upstream();
    await call(post(message()), {
      fetch: guarded.fetch,
      gatewayEnv: { ...env, MAXI_N8N_ACCESS_CLIENT_ID: "abc.access", MAXI_N8N_ACCESS_CLIENT_SECRET: "s3cr3t" },
    });
    const headers = new Headers(guarded.calls[0]!.init.headers);
    expect([headers.get("CF-Access-Client-Id"), headers.get("CF-Access-Client-Secret")]).toEqual([
      "abc.access",
      "s3cr3t",
    ]);
    expect(headers.get("Authorization")).toMatch(/^Basic /);
  });

  it("asks n8n for a conversation's history with the session and the client key only", async () => {
    const history = {
      data: [
        {
          lc: 1,
          type: "constructor",
          id: ["langchain_core", "messages", "HumanMessage"],
          kwargs: { content: "Hola", additional_kwargs: {}, secret: "x" },
        },
        {
          lc: 1,
          id: ["langchain_core", "messages", "AIMessage"],
          kwargs: { content: [{ type: "text", text: "¡Hola!" }] },
        },
        { id: ["langchain_core", "messages", "SystemMessage"], kwargs: { content: "instrucciones" } },
      ],
      extra: "no",
    };
    const n8n = upstream(history);
    const { status, body } = await call(
      post({ action: "loadPreviousSession", sessionId: SESSION, chatInput: "ignorado" }),
      { fetch: n8n.fetch },
    );
    expect(n8n.calls[0]!.body).toEqual({
      action: "loadPreviousSession",
      sessionId: await conversationId(SESSION, SECRET),
      clientKey: await clientKey(ADDRESS, SECRET),
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      data: [
        { id: ["HumanMessage"], kwargs: { content: "Hola" } },
        { id: ["AIMessage"], kwargs: { content: "¡Hola!" } },
      ],
    });
  });

  it("keys the client by the address the host saw, never by headers the caller wrote", async () => {
    const n8n = upstream();
    const spoofed = {
      "X-Forwarded-For": "198.51.100.1",
      "CF-Connecting-IP": "198.51.100.2",
      "X-Real-IP": "198.51.100.3",
      True_Client_IP: "198.51.100.4",
    };
    await call(post(message()), { fetch: n8n.fetch });
    await call(post(message(), spoofed), { fetch: n8n.fetch });
    await call(post(message(), spoofed), { fetch: n8n.fetch, address: "198.51.100.9" });
    const [plain, withSpoof, otherClient] = n8n.calls.map((sent) => sent.body.clientKey);
    expect(withSpoof).toBe(plain);
    expect(otherClient).not.toBe(plain);
  });

  it("gives two /64s of one /48 two keys, and an IPv4-mapped address its IPv4 key", async () => {
    const n8n = upstream();
    for (const address of [
      "2001:db8:aa:1::5",
      "2001:db8:aa:2::5",
      "2001:db8:ab:1::5",
      "::ffff:203.0.113.7",
      "203.0.113.7",
    ]) {
      await call(post(message()), { fetch: n8n.fetch, address });
    }
    const [first64, second64, other48, mapped, v4] = n8n.calls.map((sent) => sent.body.clientKey);
    expect(new Set([first64, second64, other48]).size).toBe(3);
    expect(mapped).toBe(v4);
  });

  it("relays only the reply text, and the reason when the database refused the message", async () => {
    const answered = await call(post(message()), {
      fetch: upstream([{ output: "Respuesta", intermediateSteps: ["x"], sessionId: SESSION }]).fetch,
    });
    expect(answered.body).toEqual({ output: "Respuesta" });
    for (const limit of ["too_long", "too_many", "client_busy", "network_busy", "site_busy"]) {
      const refused = await call(post(message()), {
        fetch: upstream({ output: "Límite", limit, admitted: false, retryAfter: 60, busyKey: "a".repeat(64) }).fetch,
      });
      expect([refused.status, refused.body]).toEqual([200, { output: "Límite", limit }]);
    }
  });

  it("answers a message refused for the connection's or the site's share in reduced mode, from the knowledge file", async () => {
    const knowledge = jest.fn(() =>
      Promise.resolve("# Doc\n\nIntro.\n\n## Servicios\n\nPágina: /servicios/.\n\nHacemos campañas en TikTok."),
    );
    for (const limit of ["client_busy", "network_busy", "site_busy"]) {
      const reduced = await call(post(message("¿Hacéis TikTok?")), {
        fetch: upstream({ output: "Límite", limit, admitted: false }).fetch,
        knowledge,
      });
      expect(reduced.status).toBe(200);
      expect(reduced.body.limit).toBeUndefined();
      expect(reduced.body.output).toContain("**modo reducido**");
      expect(reduced.body.output).toContain("Hacemos campañas en TikTok.");
      // A page the menus do not name is named by the section that declares it.
      expect(reduced.body.output).toContain("[Servicios](/servicios/)");
    }
    // A refusal about the message itself (too long, too many in this conversation) stays a refusal.
    for (const limit of ["too_long", "too_many"]) {
      const refused = await call(post(message()), { fetch: upstream({ output: "Límite", limit }).fetch, knowledge });
      expect(refused.body).toEqual({ output: "Límite", limit });
    }
    expect(knowledge).toHaveBeenCalledTimes(3);
  });

  it("relays the refusal as it is, and says why in the log, when the knowledge file cannot be read", async () => {
    const refused = await call(post(message()), {
      fetch: upstream({ output: "Límite", limit: "site_busy" }).fetch,
      knowledge: () => Promise.resolve(null),
    });
    expect(refused.body).toEqual({ output: "Límite", limit: "site_busy" });
    expect(refused.log).toHaveBeenCalledWith(expect.stringContaining("knowledge file could not be read"));
  });
});

describe("what never reaches n8n", () => {
  it.each<[string, Request, number, string]>([
    ["a GET", new Request(`${SITE}/api/chat`), 405, "method_not_allowed"],
    [
      "a preflight",
      new Request(`${SITE}/api/chat`, { method: "OPTIONS", headers: { Origin: "https://otra-web.example" } }),
      405,
      "method_not_allowed",
    ],
    ["another site's page", post(message(), { Origin: "https://otra-web.example" }), 403, "forbidden_origin"],
    [
      "the site's origin over http",
      post(message(), { Origin: "http://www.azahardigital.es" }),
      403,
      "forbidden_origin",
    ],
    ["a sandboxed page (Origin: null)", post(message(), { Origin: "null" }), 403, "forbidden_origin"],
    [
      "a form post",
      post("action=sendMessage", { "Content-Type": "application/x-www-form-urlencoded" }),
      415,
      "unsupported_media_type",
    ],
    ["a body declared too large", post(message(), { "Content-Length": String(MAX_BODY_BYTES + 1) }), 413, "too_large"],
    ["a body too large without a declared length", post(message("a".repeat(MAX_BODY_BYTES))), 413, "too_large"],
    ["a body that is not JSON", post("{action: sendMessage}"), 400, "bad_request"],
    ["a JSON array", post([message()]), 400, "bad_request"],
    ["an unknown action", post({ ...message(), action: "deleteSession" }), 400, "bad_request"],
    ["no session", post({ action: "sendMessage", chatInput: "Hola" }), 400, "bad_request"],
    ["an upper-case session id", post({ ...message(), sessionId: SESSION.toUpperCase() }), 400, "bad_request"],
    ["a version-1 UUID", post({ ...message(), sessionId: "3b241101-e2bb-1255-8caf-4136c566a962" }), 400, "bad_request"],
    ["a 300-character session id", post({ ...message(), sessionId: "a".repeat(300) }), 400, "bad_request"],
    ["a 5,000-character session id", post({ ...message(), sessionId: "a".repeat(5000) }), 400, "bad_request"],
    ["a session id with a newline", post({ ...message(), sessionId: `${SESSION}\n` }), 400, "bad_request"],
    ["a numeric session id", post({ ...message(), sessionId: 42 }), 400, "bad_request"],
    ["an empty message", post(message("")), 400, "bad_request"],
    ["a blank message", post(message("  \n ")), 400, "bad_request"],
    ["a message that is not a string", post(message(["Hola"])), 400, "bad_request"],
    ["1,001 characters", post(message("a".repeat(MAX_MESSAGE_CHARS + 1))), 400, "bad_request"],
    ["1,001 emoji (2,002 UTF-16 units)", post(message("😀".repeat(MAX_MESSAGE_CHARS + 1))), 400, "bad_request"],
  ])("%s: %i", async (_case, request, status, error) => {
    const n8n = upstream();
    const result = await call(request, { fetch: n8n.fetch });
    expect([result.status, result.body.error]).toEqual([status, error]);
    expect(typeof result.body.message).toBe("string");
    expect(result.response.headers.get("Cache-Control")).toBe("no-store");
    expect(n8n.calls).toEqual([]);
  });

  it("answers 405 with Allow: POST", async () => {
    const { response } = await call(new Request(`${SITE}/api/chat`));
    expect(response.headers.get("Allow")).toBe("POST");
  });

  it("passes exactly 1,000 characters (code points, as the database counts) and a caller that names no origin", async () => {
    const n8n = upstream();
    expect((await call(post(message("😀".repeat(MAX_MESSAGE_CHARS))), { fetch: n8n.fetch })).status).toBe(200);
    const scripted = new Request(`${SITE}/api/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify(message()),
    });
    expect((await call(scripted, { fetch: n8n.fetch })).status).toBe(200);
    expect(n8n.calls).toHaveLength(2);
  });

  it("accepts the origins it is told to (the local backend serves another port than the site)", async () => {
    const n8n = upstream();
    const request = post(message(), { Origin: "http://127.0.0.1:8000" });
    const response = await handleChatRequest(
      { request, clientAddress: ADDRESS, siteOrigins: ["http://127.0.0.1:8000"] },
      env,
      { fetch: n8n.fetch, memory: new InMemoryRefusalMemory() },
    );
    expect(response.status).toBe(200);
    const refused = await handleChatRequest(
      { request: post(message()), clientAddress: ADDRESS, siteOrigins: ["http://127.0.0.1:8000"] },
      env,
      { fetch: n8n.fetch, memory: new InMemoryRefusalMemory() },
    );
    expect(refused.status).toBe(403);
  });

  it.each<[string, ChatGatewayEnv, RegExp]>([
    ["nothing set", {}, /MAXI_N8N_WEBHOOK_URL.*MAXI_N8N_BASIC_AUTH.*MAXI_CLIENT_KEY_SECRET/],
    [
      "an http webhook on another host",
      { ...env, MAXI_N8N_WEBHOOK_URL: "http://n8n.azahardigital.es/webhook/maxi/chat" },
      /MAXI_N8N_WEBHOOK_URL/,
    ],
    [
      "credentials in the URL",
      { ...env, MAXI_N8N_WEBHOOK_URL: "https://u:p@n8n.azahardigital.es/webhook/maxi/chat" },
      /MAXI_N8N_WEBHOOK_URL/,
    ],
    ["a credential without a password", { ...env, MAXI_N8N_BASIC_AUTH: "maxi-gateway:" }, /MAXI_N8N_BASIC_AUTH/],
    ["a short secret", { ...env, MAXI_CLIENT_KEY_SECRET: "corto" }, /MAXI_CLIENT_KEY_SECRET/],
    [
      "half an Access service token",
      { ...env, MAXI_N8N_ACCESS_CLIENT_ID: "corto.access" },
      /MAXI_N8N_ACCESS_CLIENT_ID and MAXI_N8N_ACCESS_CLIENT_SECRET go together/,
    ],
  ])("stays closed (503) with %s, and logs which setting, never its value", async (_case, gatewayEnv, named) => {
    const n8n = upstream();
    const { status, body, log } = await call(post(message()), { fetch: n8n.fetch, gatewayEnv });
    expect([status, body.error]).toEqual([503, "not_configured"]);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(named));
    expect(JSON.stringify(log.mock.calls)).not.toContain("corto");
    expect(n8n.calls).toEqual([]);
  });

  it("stays closed (500) when the host gives no usable client address: no bound could hold", async () => {
    for (const address of [null, "", "unknown"]) {
      const n8n = upstream();
      const { status, body } = await call(post(message()), { fetch: n8n.fetch, address });
      expect([status, body.error]).toEqual([500, "no_client_address"]);
      expect(n8n.calls).toEqual([]);
    }
  });
});

describe("when n8n fails", () => {
  const never = ((_url: string, init: RequestInit) =>
    new Promise((_resolve, reject) =>
      init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
    )) as typeof fetch;

  it.each<[string, typeof fetch, number, string, RegExp]>([
    ["an HTTP 500", upstream(new Response("boom", { status: 500 })).fetch, 502, "upstream_error", /HTTP 500/],
    [
      "a wrong credential (401)",
      upstream(new Response("Unauthorized", { status: 401 })).fetch,
      502,
      "upstream_error",
      /credential/,
    ],
    [
      "a redirect",
      upstream(new Response(null, { status: 302, headers: { Location: "https://evil.example/" } })).fetch,
      502,
      "upstream_error",
      /HTTP 302/,
    ],
    ["invalid JSON", upstream(new Response("<html>", { status: 200 })).fetch, 502, "upstream_error", /invalid JSON/],
    ["no output", upstream({ text: "" }).fetch, 502, "upstream_error", /without an output/],
    [
      "a refusal the gateway should have caught",
      upstream({ output: "x", limit: "bad_session" }).fetch,
      502,
      "upstream_error",
      /bad_session/,
    ],
    [
      "an unreachable host",
      async () => Promise.reject(new TypeError("fetch failed")),
      502,
      "upstream_error",
      /could not be reached/,
    ],
    ["no answer in time", never, 504, "upstream_timeout", /did not answer within 20 ms/],
  ])("maps %s to a JSON %i", async (_case, fetchImpl, status, error, logged) => {
    const { response, body, log } = await call(post(message()), { fetch: fetchImpl, timeoutMs: 20 });
    expect([response.status, body.error]).toEqual([status, error]);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(log).toHaveBeenCalledWith(expect.stringMatching(logged));
  });

  it("never follows n8n's redirect with the credential", async () => {
    const n8n = upstream();
    await call(post(message()), { fetch: n8n.fetch });
    expect(n8n.calls[0]!.init.redirect).toBe("manual");
  });
});

describe("a conversation belongs to the browser that started it", () => {
  it("names it to n8n by a version-4 UUID derived from the widget's id under the gateway's secret", async () => {
    const derived = await conversationId(SESSION, SECRET);
    expect(isSessionId(derived)).toBe(true);
    expect(derived).not.toBe(SESSION);
    await expect(conversationId(SESSION, SECRET)).resolves.toBe(derived);
    await expect(conversationId(SESSION, "o".repeat(64))).resolves.not.toBe(derived);
    await expect(conversationId(crypto.randomUUID(), SECRET)).resolves.not.toBe(derived);
  });

  it("asks n8n for another, empty conversation when called with the id n8n and the database hold", async () => {
    const n8n = upstream({ data: [] });
    const held = await conversationId(SESSION, SECRET);
    await call(post({ action: "loadPreviousSession", sessionId: held }), { fetch: n8n.fetch });
    expect(n8n.calls[0]!.body.sessionId).toBe(await conversationId(held, SECRET));
    expect(n8n.calls[0]!.body.sessionId).not.toBe(held);
  });
});

describe("the Pages Function /api/chat", () => {
  const runtime = Object.getOwnPropertyDescriptor(globalThis, "navigator");
  /** What workerd is, on Cloudflare and in wrangler pages dev; jest's Node says "Node.js/…". */
  const runOn = (userAgent: string) =>
    Object.defineProperty(globalThis, "navigator", { value: { userAgent }, configurable: true });
  const EDGE = { colo: "MAD", country: "ES" };
  const onEdge = (request: Request, cf: unknown) => (cf === undefined ? request : Object.assign(request, { cf }));
  let n8n: Upstream;
  let log: jest.SpyInstance;

  beforeEach(() => {
    n8n = upstream();
    jest.spyOn(globalThis, "fetch").mockImplementation(n8n.fetch);
    log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    runOn(CLOUDFLARE_RUNTIME);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    if (runtime) Object.defineProperty(globalThis, "navigator", runtime);
  });

  it("keys the client by CF-Connecting-IP, which Cloudflare's edge writes", async () => {
    const response = await onRequest({
      request: onEdge(
        post(message(), { "CF-Connecting-IP": "2001:db8:77:1::1", "X-Forwarded-For": "198.51.100.1" }),
        EDGE,
      ),
      env,
    });
    expect(response.status).toBe(200);
    expect(n8n.calls[0]!.body.clientKey).toBe(await clientKey("2001:db8:77:1::", SECRET));
  });

  it.each([
    ["another runtime (Node, Deno, a container) hosting the same code", "Node.js/22", EDGE],
    ["Cloudflare's runtime without the edge's request metadata", CLOUDFLARE_RUNTIME, undefined],
    ["metadata without the data centre that received the request", CLOUDFLARE_RUNTIME, { country: "ES" }],
  ])("refuses, before anything reaches n8n, on %s", async (_case, userAgent, cf) => {
    runOn(userAgent);
    const response = await onRequest({ request: onEdge(post(message(), { "CF-Connecting-IP": ADDRESS }), cf), env });
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: string }).error).toBe("untrusted_platform");
    expect(n8n.calls).toHaveLength(0);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("runs on Cloudflare only"));
  });
});
