import { isLimitReason, LIMIT_REASONS, type ChatLimitKind } from "./chat-protocol";

/**
 * Client for Maxi's endpoint (the site's gateway, /api/chat, in front of n8n's Chat Trigger), speaking
 * the protocol of n8n's official widget: POST JSON `{action: "sendMessage", sessionId, chatInput}`
 * answered by `{output}` (or `{text}`), plus `limit` when the message was refused before reaching the
 * model, and `{action: "loadPreviousSession", sessionId}` answered by the memory's LangChain messages.
 */
export const CHAT_TIMEOUT_MS = 30_000;

export type ChatRole = "user" | "bot";

export interface ChatTurn {
  role: ChatRole;
  text: string;
}

/** What went wrong, as the visitor needs to know it: the server failed, took too long, or could not be reached. */
export type ChatErrorKind = "server" | "timeout" | "network";

export class ChatRequestError extends Error {
  constructor(
    readonly kind: ChatErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "ChatRequestError";
  }
}

/** Maxi's answer, or (with `limit`) the Spanish refusal of a message that never reached the model. */
export interface ChatReply {
  text: string;
  limit: ChatLimitKind | null;
}

export interface ChatClient {
  sendMessage(sessionId: string, chatInput: string, signal?: AbortSignal): Promise<ChatReply>;
  loadPreviousSession(sessionId: string, signal?: AbortSignal): Promise<ChatTurn[]>;
}

interface ClientOptions {
  webhookUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The reply of a sendMessage answer: `output`, else `text`, and its limit if any. n8n may wrap the item in an array. */
export function parseReply(body: unknown): ChatReply {
  const item: unknown = Array.isArray(body) ? body[0] : body;
  if (isRecord(item)) {
    const limit = isLimitReason(item.limit) ? LIMIT_REASONS[item.limit] : null;
    for (const key of ["output", "text"]) {
      const value = item[key];
      if (typeof value === "string" && value.trim() !== "") return { text: value, limit };
    }
  }
  throw new ChatRequestError("server", "The webhook answered without an output or text field");
}

/** LangChain content is a string or a list of parts such as `{type: "text", text}`. */
function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((part) => (typeof part === "string" ? part : isRecord(part) && typeof part.text === "string" ? part.text : ""))
    .join("");
}

/** The turns of a loadPreviousSession answer `{data: [{id: [..., "HumanMessage"|"AIMessage"], kwargs: {content}}]}`. */
export function parseHistory(body: unknown): ChatTurn[] {
  const data = isRecord(body) ? body.data : undefined;
  if (!Array.isArray(data)) return [];
  const turns: ChatTurn[] = [];
  for (const entry of data) {
    if (!isRecord(entry) || !Array.isArray(entry.id) || !isRecord(entry.kwargs)) continue;
    const kind: unknown = entry.id[entry.id.length - 1];
    const role: ChatRole | null = kind === "HumanMessage" ? "user" : kind === "AIMessage" ? "bot" : null;
    const text = contentText(entry.kwargs.content);
    if (role && text.trim() !== "") turns.push({ role, text });
  }
  return turns;
}

export function createChatClient({
  webhookUrl,
  fetch: fetchImpl = globalThis.fetch,
  timeoutMs = CHAT_TIMEOUT_MS,
}: ClientOptions): ChatClient {
  async function post(payload: Record<string, string>, signal?: AbortSignal): Promise<unknown> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    signal?.addEventListener("abort", forwardAbort);
    try {
      let response: Response;
      try {
        response = await fetchImpl(webhookUrl, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(payload),
          signal: controller.signal,
        });
      } catch (error) {
        if (timedOut) throw new ChatRequestError("timeout", `No answer within ${timeoutMs} ms`);
        if (signal?.aborted) throw error;
        throw new ChatRequestError("network", (error as Error).message);
      }
      // 504: the gateway gave up waiting for n8n, just before this client would have.
      if (response.status === 504) throw new ChatRequestError("timeout", "The gateway timed out waiting for n8n", 504);
      if (!response.ok)
        throw new ChatRequestError("server", `The webhook answered HTTP ${response.status}`, response.status);
      try {
        return await response.json();
      } catch {
        if (timedOut) throw new ChatRequestError("timeout", `No answer within ${timeoutMs} ms`);
        throw new ChatRequestError("server", "The webhook answered with invalid JSON");
      }
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", forwardAbort);
    }
  }

  return {
    async sendMessage(sessionId, chatInput, signal) {
      return parseReply(await post({ action: "sendMessage", sessionId, chatInput }, signal));
    },
    async loadPreviousSession(sessionId, signal) {
      return parseHistory(await post({ action: "loadPreviousSession", sessionId }, signal));
    },
  };
}
