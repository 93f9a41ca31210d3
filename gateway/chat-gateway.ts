/**
 * Maxi's gateway: the one door from a browser to the n8n Chat Trigger. Written with the Fetch API only,
 * so the same code runs as the Cloudflare Pages Function /api/chat (functions/api/chat.ts) and in the
 * local backend (tools/local-backend/chat-gateway-route.ts).
 *
 * n8n's Chat Trigger hands its workflow the request body and nothing else, so the workflow cannot tell
 * one caller from another. This does what it cannot: refuses calls from other sites' pages, refuses any
 * request the widget would never send (before n8n runs at all), derives the client key from the address
 * the host saw (client-key.ts), and forwards exactly the call and those keys (ForwardedChatCall in
 * chat-protocol.ts) with the Basic Auth credential the Chat Trigger requires; the sessionId n8n gets is
 * derived from the widget's (conversation-id.ts), so a conversation's history goes only to the browser
 * that started it. The per-client, per-network and site-wide bounds are then applied by
 * public.maxi_admit_message in the database, keyed by those keys, before the model is called; past a
 * share the answer comes in reduced mode, without the model (reduced-answer.ts).
 */
import site from "../content/site.json";
import { MAX_MESSAGE_CHARS } from "../src/contracts/chat-limits";
import {
  CHAT_ACTIONS,
  codePoints,
  isLimitReason,
  isSessionId,
  type ChatAction,
  type LimitReason,
  type ForwardedChatCall,
} from "../src/contracts/chat-protocol";
import { parseHistory } from "../src/contracts/n8n-client";
import { clientKeys, type ClientKeys } from "./client-key";
import { conversationId } from "./conversation-id";
import { isReducedReason, reducedAnswer, type ReducedReason } from "./reduced-answer";
import type { RefusalMemory } from "./refusal-memory";
import { HISTORY_WINDOW_MS, MAX_HISTORY_READS, rememberedRefusal, rememberRefusal } from "./remembered-refusals";
import { readSettings, type ChatGatewayEnv, type ChatGatewaySettings } from "./settings";

/** Far above any message the widget sends (1,000 code points, JSON-escaped), far below anything costly. */
export const MAX_BODY_BYTES = 16 * 1024;
/** A little below the widget's 30 s, so the visitor gets the gateway's answer rather than their own timeout. */
export const UPSTREAM_TIMEOUT_MS = 25_000;
const MAX_UPSTREAM_BYTES = 1024 * 1024;

export interface ChatGatewayRequest {
  request: Request;
  /** The caller's address as the host saw it (CF-Connecting-IP on Cloudflare, the socket locally), never a header the caller wrote. */
  clientAddress: string | null;
  /** The origins whose pages may call; by default only the request's own (the site serving /api/chat). */
  siteOrigins?: readonly string[];
}

export interface ChatGatewayOptions {
  /** Refusals and history reads remembered between requests (refusal-memory.ts): per host, never per request. */
  memory: RefusalMemory;
  fetch?: typeof fetch;
  /** Maxi's knowledge file (KNOWLEDGE_PATH), for the reduced mode; null when it cannot be read. */
  knowledge?: () => Promise<string | null>;
  timeoutMs?: number;
  /** Where faults go (never a body, an address or a secret). */
  log?: (line: string) => void;
  now?: () => number;
}

const HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { ...HEADERS, ...headers } });

const refuse = (status: number, error: string, message: string, headers?: Record<string, string>) =>
  json(status, { error, message }, headers);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

class TooLarge extends Error {}

/** The body as text, refusing past `limit` bytes whatever Content-Length claims (or if it is absent). */
async function readBounded(body: ReadableStream<Uint8Array> | null, limit: number): Promise<string> {
  if (!body) return "";
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

type ChatCall =
  | { action: "sendMessage"; sessionId: string; chatInput: string }
  | { action: "loadPreviousSession"; sessionId: string };

/** The call the widget makes, or the reason this body is not one. */
function parseCall(body: unknown): ChatCall | string {
  if (!isRecord(body)) return "The body must be a JSON object";
  const { action, sessionId, chatInput } = body;
  if (!CHAT_ACTIONS.includes(action as ChatAction)) return `action must be one of ${CHAT_ACTIONS.join(", ")}`;
  if (!isSessionId(sessionId)) return "sessionId must be a lowercase version-4 UUID, as the site's chat makes";
  if (action === "loadPreviousSession") return { action, sessionId };
  if (typeof chatInput !== "string" || chatInput.trim() === "") return "chatInput must be a non-empty string";
  if (codePoints(chatInput) > MAX_MESSAGE_CHARS) return `chatInput must be at most ${MAX_MESSAGE_CHARS} characters`;
  return { action: "sendMessage", sessionId, chatInput };
}

class UpstreamFault extends Error {
  constructor(
    readonly status: 502 | 504,
    message: string,
  ) {
    super(message);
  }
}

/** The body n8n gets for `call`: nothing the caller sent but the call itself (chat-protocol.ts). */
function forwardedCall(call: ChatCall, conversation: string, keys: ClientKeys): ForwardedChatCall {
  if (call.action === "loadPreviousSession")
    return { action: call.action, sessionId: conversation, clientKey: keys.clientKey };
  return { action: call.action, sessionId: conversation, chatInput: call.chatInput, ...keys };
}

interface Reply {
  output: string;
  limit?: LimitReason;
  /** For the gateway only, never relayed: how long the refusal holds, and the key that was full. */
  retryAfter?: number;
  busyKey?: string;
}

/** The reply text, the refusal's reason when the database refused, and how long and for whom it holds. */
function readReply(body: unknown): Reply {
  const item: unknown = Array.isArray(body) ? body[0] : body;
  if (!isRecord(item) || typeof item.output !== "string" || item.output.trim() === "")
    throw new UpstreamFault(502, "n8n answered without an output");
  if (item.limit === undefined || item.limit === null) return { output: item.output };
  // bad_session / bad_client: the database refused what this gateway had checked. A fault, not a limit.
  if (!isLimitReason(item.limit))
    throw new UpstreamFault(
      502,
      `n8n refused the message for a reason the gateway should have caught: ${JSON.stringify(item.limit).slice(0, 40)}`,
    );
  const { retryAfter, busyKey } = item;
  return {
    output: item.output,
    limit: item.limit,
    ...(typeof retryAfter === "number" && Number.isFinite(retryAfter) ? { retryAfter } : {}),
    ...(typeof busyKey === "string" && busyKey !== "" ? { busyKey } : {}),
  };
}

/** The widget's own text for a refusal the gateway remembers, should the knowledge file not read. */
const LIMIT_TEXTS: Record<ReducedReason, string> = {
  client_busy: site.chat.limits.clientBusy,
  network_busy: site.chat.limits.networkBusy,
  site_busy: site.chat.limits.siteBusy,
};

/** The conversation as n8n's memory holds it, reduced to role and text in the same LangChain shape. */
const relayHistory = (body: unknown) => ({
  data: parseHistory(body).map(({ role, text }) => ({
    id: [role === "user" ? "HumanMessage" : "AIMessage"],
    kwargs: { content: text },
  })),
});

async function forward(
  call: ChatCall,
  keys: ClientKeys,
  settings: ChatGatewaySettings,
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetchImpl(settings.webhookUrl, {
        method: "POST",
        headers: {
          ...settings.extraHeaders,
          "Content-Type": "application/json",
          Accept: "application/json",
          Authorization: settings.authorization,
        },
        body: JSON.stringify(forwardedCall(call, await conversationId(call.sessionId, settings.clientKeySecret), keys)),
        redirect: "manual",
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) throw new UpstreamFault(504, `n8n did not answer within ${timeoutMs} ms`);
      throw new UpstreamFault(502, `n8n could not be reached: ${(error as Error).message}`);
    }
    if (response.status === 401 || response.status === 403) {
      void response.body?.cancel();
      throw new UpstreamFault(
        502,
        `n8n refused the gateway's credential (HTTP ${response.status}): check MAXI_N8N_BASIC_AUTH against the Chat Trigger's`,
      );
    }
    if (!response.ok) {
      void response.body?.cancel();
      throw new UpstreamFault(502, `n8n answered HTTP ${response.status}`);
    }
    let text: string;
    try {
      text = await readBounded(response.body, MAX_UPSTREAM_BYTES);
    } catch (error) {
      if (controller.signal.aborted)
        throw new UpstreamFault(504, `n8n did not finish its answer within ${timeoutMs} ms`);
      throw new UpstreamFault(
        502,
        error instanceof TooLarge ? "n8n's answer is too large" : `n8n's answer broke off: ${(error as Error).message}`,
      );
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new UpstreamFault(502, "n8n answered with invalid JSON");
    }
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The answer where the host cannot vouch for the caller's address (cloudflare-client-address.ts): closed,
 * never open, and said plainly in the host's log, since it means a deployment outside Cloudflare.
 */
export function refusePlatform(reason: string, log: (line: string) => void = console.error): Response {
  log(
    `chat gateway: refused, the caller's address cannot be trusted here (${reason}); /api/chat runs on Cloudflare only`,
  );
  return refuse(
    500,
    "untrusted_platform",
    "This host cannot vouch for the caller's address: Maxi runs on Cloudflare only",
  );
}

export async function handleChatRequest(
  { request, clientAddress, siteOrigins }: ChatGatewayRequest,
  env: ChatGatewayEnv,
  {
    memory,
    fetch: fetchImpl = globalThis.fetch,
    knowledge,
    timeoutMs = UPSTREAM_TIMEOUT_MS,
    log = console.error,
    now = Date.now,
  }: ChatGatewayOptions,
): Promise<Response> {
  if (request.method !== "POST") return refuse(405, "method_not_allowed", "Only POST is accepted", { Allow: "POST" });

  // A browser always names the page's origin on a POST: another site's page cannot spend Maxi's budget
  // from its visitors' browsers. A script sends none, and meets the per-client bounds instead.
  const origin = request.headers.get("Origin");
  const allowed = siteOrigins ?? [new URL(request.url).origin];
  if (origin !== null && !allowed.includes(origin))
    return refuse(403, "forbidden_origin", "Maxi only answers the site's own pages");

  const settings = readSettings(env);
  if ("problems" in settings) {
    log(`chat gateway not configured: ${settings.problems.join("; ")}`);
    return refuse(503, "not_configured", "Maxi is not configured on this site");
  }

  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(contentType))
    return refuse(415, "unsupported_media_type", "The body must be application/json");
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_BODY_BYTES) return refuse(413, "too_large", `The body must be at most ${MAX_BODY_BYTES} bytes`);
  let body: unknown;
  try {
    body = JSON.parse(await readBounded(request.body, MAX_BODY_BYTES));
  } catch (error) {
    if (error instanceof TooLarge) return refuse(413, "too_large", `The body must be at most ${MAX_BODY_BYTES} bytes`);
    return refuse(400, "bad_request", "The body must be JSON");
  }
  const call = parseCall(body);
  if (typeof call === "string") return refuse(400, "bad_request", call);

  const keys = clientAddress === null ? null : await clientKeys(clientAddress, settings.clientKeySecret);
  if (keys === null) {
    // Without the caller's address no per-client bound could hold: closed, never open.
    log("chat gateway: the host gave no usable client address");
    return refuse(500, "no_client_address", "The caller's address is unknown");
  }

  // The memory only saves n8n runs (the database holds every bound): when it fails, n8n is asked.
  const forgetful = (error: unknown) => {
    log(`chat gateway: the refusal memory failed (${(error as Error).message}); n8n is asked instead`);
    return null;
  };

  /** Refused before the model for a share of the day: answered anyway, without it, when the knowledge file reads. */
  const reduced = async (chatInput: string, limit: ReducedReason, refusal: { output: string; limit: LimitReason }) => {
    const text = knowledge ? await knowledge().catch(() => null) : null;
    if (text) return json(200, { output: reducedAnswer(text, chatInput, limit) });
    if (knowledge)
      log("chat gateway: the knowledge file could not be read for the reduced mode; the refusal goes out as it is");
    return json(200, refusal);
  };

  if (call.action === "loadPreviousSession") {
    // No bound in the database counts history reads: this one spares n8n a script's reloads.
    const reads = await memory.count(`history-${keys.clientKey}`, HISTORY_WINDOW_MS).catch(forgetful);
    if (reads && reads.count > MAX_HISTORY_READS) {
      const seconds = Math.max(1, Math.ceil((reads.untilMs - now()) / 1000));
      return refuse(
        429,
        "too_many_history_reads",
        "Has recuperado esta conversación demasiadas veces en poco tiempo. Espera unos minutos y vuelve a abrir el chat.",
        { "Retry-After": String(seconds) },
      );
    }
  } else {
    const remembered = await rememberedRefusal(memory, keys).catch(forgetful);
    if (remembered) return reduced(call.chatInput, remembered, { output: LIMIT_TEXTS[remembered], limit: remembered });
  }

  try {
    const answer = await forward(call, keys, settings, fetchImpl, timeoutMs);
    if (call.action === "loadPreviousSession") return json(200, relayHistory(answer));
    const { output, limit, ...refusal } = readReply(answer);
    if (!isReducedReason(limit)) return json(200, limit === undefined ? { output } : { output, limit });
    await rememberRefusal(memory, keys, { limit, ...refusal }, now()).catch(forgetful);
    return reduced(call.chatInput, limit, { output, limit });
  } catch (error) {
    if (!(error instanceof UpstreamFault)) throw error;
    log(`chat gateway: ${error.message}`);
    return refuse(error.status, error.status === 504 ? "upstream_timeout" : "upstream_error", "Maxi could not answer");
  }
}
