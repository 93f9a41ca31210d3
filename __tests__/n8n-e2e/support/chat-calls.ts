import { N8N_CHAT_PATH } from "../../../tools/lib/test-env";
import { textOf, type ChatRequest } from "./scripted-model";

/** What the gateway or n8n answered to one chat call. */
export interface ChatReply {
  status: number;
  output?: string;
  limit?: string;
  error?: string;
}

const read = async (response: Response): Promise<ChatReply> => {
  const text = await response.text();
  let body: unknown = {};
  try {
    body = JSON.parse(text);
  } catch {
    // a non-JSON answer (n8n's 401 page): the status says it all
  }
  const item = (Array.isArray(body) ? body[0] : body) as Omit<ChatReply, "status"> | undefined;
  return { status: response.status, output: item?.output, limit: item?.limit, error: item?.error };
};

/**
 * A call to the site's gateway (/api/chat) as a script makes it: no Origin, and, when `address` is given,
 * a CF-Connecting-IP header. Local wrangler passes a client-sent one on (Cloudflare's edge would replace
 * it), which is how this test plays different clients.
 */
export async function throughGateway(site: string, body: object, address?: string): Promise<ChatReply> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (address) headers["CF-Connecting-IP"] = address;
  return read(await fetch(`${site}/api/chat`, { method: "POST", headers, body: JSON.stringify(body) }));
}

/** A call straight to n8n's Chat Trigger, as someone who found its URL would make it. */
export async function straightToN8n(n8nUrl: string, body: object, authorization?: string): Promise<ChatReply> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (authorization) headers.Authorization = authorization;
  return read(await fetch(`${n8nUrl}${N8N_CHAT_PATH}`, { method: "POST", headers, body: JSON.stringify(body) }));
}

export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

/** The visitor's message a request to the model answers: the last user message it was given. */
export const questionOf = (request: ChatRequest): string =>
  textOf([...request.messages].reverse().find((message) => message.role === "user")?.content ?? null);

/** How many distinct visitor messages matching `pattern` reached the model (each may take several requests). */
export const messagesAtModel = (requests: ChatRequest[], pattern: RegExp): number =>
  new Set(requests.map(questionOf).filter((question) => pattern.test(question))).size;

/** Runs `count` calls, `width` at a time, in order of index. */
export async function inParallel<T>(count: number, width: number, call: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await call(index);
      }
    }),
  );
  return results;
}
