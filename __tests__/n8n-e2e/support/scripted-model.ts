import http from "node:http";
import type { AddressInfo } from "node:net";
import { bestPassage } from "../../../gateway/knowledge-passages";

/**
 * A scripted OpenAI-compatible endpoint (POST /v1/chat/completions) for the real-n8n test: it decides
 * nothing clever, but speaks the protocol the agency's provider speaks, tool calls included, so n8n's
 * agent, memory and tools run for real. Its script:
 *   - a visitor who accepts («acepto») → a `guardar_contacto` tool call with the lead the test gives it
 *     (with the e-mail address the visitor's message names, if it names one);
 *   - a visitor who asks to be contacted («llamad», «contactad») → asks for the data and the consent;
 *   - any other question → a `conocimiento_del_sitio` tool call, then an answer quoting the passage of
 *     what the tool returned that best matches the question (so the answer is built from the knowledge
 *     file the workflow fetched, not from anything the fake knows).
 */
export interface ChatMessage {
  role: "system" | "user" | "assistant" | "tool";
  content: string | null | { type: string; text?: string }[];
  tool_calls?: { id: string; type: "function"; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  tools?: { type: "function"; function: { name: string; parameters?: unknown } }[];
  stream?: boolean;
}

export interface LeadArguments {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  company_sector: string;
  interested_service: string;
  message: string;
}

export interface ScriptedModel {
  /** The base URL an n8n OpenAI credential points at. */
  baseUrl: string;
  requests: ChatRequest[];
  close(): Promise<void>;
}

export const KNOWLEDGE_TOOL = "conocimiento_del_sitio";
export const LEAD_TOOL = "guardar_contacto";
export const ANSWER_PREFIX = "Según lo publicado en la web:";
export const SAVED_REPLY = "¡Hecho! He guardado tu solicitud: el equipo te contactará en menos de 24 horas.";
export const NOT_SAVED_REPLY =
  "Lo siento, no he podido guardar tu solicitud. Escríbenos desde el [formulario de contacto](/contacto/).";
export const ASK_FOR_DATA =
  "Claro. Dime tu nombre, apellidos, email, teléfono, sector y el servicio que te interesa, y si aceptas nuestra [política de privacidad](/politica-de-privacidad/).";

export const textOf = (content: ChatMessage["content"]): string =>
  typeof content === "string" ? content : Array.isArray(content) ? content.map((part) => part.text ?? "").join("") : "";

/** A tool's result as text: n8n may hand it over as JSON (e.g. {"data": "…"}); then its longest string. */
export function toolText(result: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(result);
  } catch {
    return result;
  }
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === "string") strings.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  collect(parsed);
  return strings.sort((a, b) => b.length - a.length)[0] ?? result;
}

let callCount = 0;
const toolCall = (name: string, args: object) => ({
  role: "assistant",
  content: null,
  tool_calls: [{ id: `call_${++callCount}`, type: "function", function: { name, arguments: JSON.stringify(args) } }],
});

/** What the script says next, given the conversation so far. */
export function nextMessage(
  request: ChatRequest,
  lead: LeadArguments,
): { role: "assistant"; content: string | null; tool_calls?: unknown[] } {
  const messages = request.messages;
  const last = messages[messages.length - 1];
  const question = textOf([...messages].reverse().find((message) => message.role === "user")?.content ?? null);

  if (last?.role === "tool") {
    const call = messages
      .flatMap((message) => message.tool_calls ?? [])
      .find((candidate) => candidate.id === last.tool_call_id);
    const result = textOf(last.content);
    if (call?.function.name === LEAD_TOOL) {
      return {
        role: "assistant",
        content: /"?statusCode"?\s*:\s*201\b/.test(result)
          ? SAVED_REPLY
          : `${NOT_SAVED_REPLY}\n\n(${result.slice(0, 300)})`,
      };
    }
    const passage = bestPassage(toolText(result), question);
    return {
      role: "assistant",
      content: passage ? `${ANSWER_PREFIX}\n\n${passage.body}` : "No lo encuentro en la web.",
    };
  }
  if (/\bacepto\b/i.test(question)) {
    const email = /[^\s,;:<>()]+@[^\s,;:<>()]+\.[a-z]{2,}/i.exec(question)?.[0];
    return toolCall(LEAD_TOOL, { ...lead, ...(email ? { email } : {}) }) as ReturnType<typeof nextMessage>;
  }
  if (/\b(llamad|llamadme|contactad|contactadme)\b/i.test(question))
    return { role: "assistant", content: ASK_FOR_DATA };
  return toolCall(KNOWLEDGE_TOOL, {}) as ReturnType<typeof nextMessage>;
}

function completion(request: ChatRequest, message: ReturnType<typeof nextMessage>) {
  return {
    id: `chatcmpl-${callCount}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    choices: [{ index: 0, message, finish_reason: message.tool_calls ? "tool_calls" : "stop" }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

/** The same answer as server-sent chunks, for a client that asks for a stream. */
function streamed(request: ChatRequest, message: ReturnType<typeof nextMessage>): string {
  const base = {
    id: `chatcmpl-${callCount}`,
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model: request.model,
  };
  const delta = message.tool_calls
    ? {
        role: "assistant",
        content: null,
        tool_calls: (message.tool_calls as { id: string; type: string; function: object }[]).map((call, index) => ({
          index,
          ...call,
        })),
      }
    : { role: "assistant", content: message.content };
  const chunks = [
    { ...base, choices: [{ index: 0, delta, finish_reason: null }] },
    { ...base, choices: [{ index: 0, delta: {}, finish_reason: message.tool_calls ? "tool_calls" : "stop" }] },
  ];
  return `${chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join("")}data: [DONE]\n\n`;
}

export function startScriptedModel({ port, lead }: { port: number; lead: LeadArguments }): Promise<ScriptedModel> {
  const requests: ChatRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (req.method !== "POST" || !/\/chat\/completions$/.test(req.url ?? "")) {
        res
          .writeHead(404, { "Content-Type": "application/json" })
          .end(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}` } }));
        return;
      }
      const request = JSON.parse(body) as ChatRequest;
      requests.push(request);
      const message = nextMessage(request, lead);
      if (request.stream) {
        res.writeHead(200, { "Content-Type": "text/event-stream" }).end(streamed(request, message));
      } else {
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(completion(request, message)));
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        baseUrl: `http://127.0.0.1:${bound}/v1`,
        requests,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
