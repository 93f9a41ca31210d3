/**
 * Local stand-in for the agency's n8n Chat Trigger webhook, for `npm start` and the browser tests.
 * Same protocol as n8n (POST {host}/webhook/{id}/chat):
 *   {action: "sendMessage", sessionId, chatInput}  → {output}
 *   {action: "loadPreviousSession", sessionId}     → {data: [LangChain messages]}
 * Answers with the best-matching passage of Maxi's knowledge file (gatsby/maxi-knowledge.ts), every one
 * marked as a local fallback reply; history per session in memory.
 *
 * Failure triggers for tests, anywhere in chatInput:
 *   #error  → HTTP 500
 *   #lento  → answers only after `slowReplyMs` (default 35 s, beyond the site's 30 s timeout;
 *             LOCAL_CHAT_SLOW_MS overrides it)
 */
import type { ServerResponse } from "node:http";
import path from "node:path";
import { buildKnowledge, readKnowledgeSources } from "../../gatsby/maxi-knowledge";
import { readBody, sendJson, type RouteHandler } from "./http";
import { bestPassage, fold } from "./knowledge-passages";

export const LOCAL_REPLY_PREFIX = "(respuesta de prueba local)";
const WEBHOOK_PATH = /^\/webhook\/[^/]+\/chat\/?$/;
const DEFAULT_SLOW_REPLY_MS = 35_000;

interface StoredMessage {
  role: "human" | "ai";
  content: string;
}

export interface ChatWebhookOptions {
  slowReplyMs?: number;
  /** Where the content JSON lives (tests point it at an edited copy). */
  contentDir?: string;
}

const DEFAULT_CONTENT_DIR = path.resolve(__dirname, "../../content");
const PRICE_QUESTION = /\b(precio|presupuesto|cuesta|cuanto vale|coste|tarifa)/;

/**
 * The passage of Maxi's knowledge file (built from content/*.json as the build builds it, read afresh for
 * every message so an editor's change shows at once) that best matches the question, marked as a local
 * fallback. Headings become bold lines: the widget renders no Markdown headings.
 */
export function localReply(chatInput: string, contentDir = DEFAULT_CONTENT_DIR): string {
  const sources = readKnowledgeSources(contentDir);
  const knowledge = buildKnowledge(sources);
  // The site publishes no prices: like Maxi's instructions say, offer the free consultation instead.
  if (PRICE_QUESTION.test(fold(chatInput))) {
    const consultation = bestPassage(knowledge, "primera consulta gratuita");
    return `${LOCAL_REPLY_PREFIX} La web no publica precios: cada proyecto lleva un **presupuesto a medida** que preparamos tras la consulta gratuita.${consultation ? `\n\n${consultation.body}` : ""}`;
  }
  const passage = bestPassage(knowledge, chatInput);
  if (!passage) {
    const { email, phone, phoneDisplay } = sources.site.contact;
    return `${LOCAL_REPLY_PREFIX} No encuentro eso en el contenido de la web. Escríbenos a [${email}](mailto:${email}), llámanos al [${phoneDisplay}](tel:${phone}) o usa el [formulario de contacto](/contacto/).`;
  }
  const body = passage.body.replace(/^#{1,6}\s+(.*)$/gm, "**$1**");
  return `${LOCAL_REPLY_PREFIX} Sin IA en local, este es el pasaje de la web que mejor encaja:\n\n**${passage.path.slice(1).join(" › ")}**\n\n${body}`;
}

/** n8n's memory nodes answer history as serialised LangChain messages. */
const toLangChain = ({ role, content }: StoredMessage) => ({
  lc: 1,
  type: "constructor",
  id: ["langchain_core", "messages", role === "human" ? "HumanMessage" : "AIMessage"],
  kwargs: { content, additional_kwargs: {}, response_metadata: {} },
});

const wait = (ms: number, res: ServerResponse) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(true), ms);
    timer.unref();
    // The browser gave up (its own timeout): stop waiting so nothing holds the server open.
    res.once("close", () => {
      clearTimeout(timer);
      resolve(false);
    });
  });

export function createChatWebhookHandler({
  slowReplyMs = Number(process.env.LOCAL_CHAT_SLOW_MS ?? DEFAULT_SLOW_REPLY_MS),
  contentDir = DEFAULT_CONTENT_DIR,
}: ChatWebhookOptions = {}): { handle: RouteHandler } {
  const sessions = new Map<string, StoredMessage[]>();

  const handle: RouteHandler = async (req, res, url) => {
    if (!WEBHOOK_PATH.test(url.pathname)) return false;
    if (req.method !== "POST") {
      sendJson(res, 405, { message: "The chat webhook only accepts POST" }, { Allow: "POST, OPTIONS" });
      return true;
    }

    let body: { action?: unknown; sessionId?: unknown; chatInput?: unknown };
    try {
      body = JSON.parse(await readBody(req, 100_000)) as typeof body;
    } catch {
      sendJson(res, 400, { message: "Expected a JSON body" });
      return true;
    }
    const { action, sessionId, chatInput } = body;
    if (typeof sessionId !== "string" || sessionId === "") {
      sendJson(res, 400, { message: "sessionId is required" });
      return true;
    }

    if (action === "loadPreviousSession") {
      sendJson(res, 200, { data: (sessions.get(sessionId) ?? []).map(toLangChain) });
      return true;
    }
    if (action !== "sendMessage" || typeof chatInput !== "string" || chatInput.trim() === "") {
      sendJson(res, 400, { message: "Expected action sendMessage with chatInput, or loadPreviousSession" });
      return true;
    }

    if (chatInput.includes("#error")) {
      sendJson(res, 500, { message: "Error provocado a propósito (#error) por el stand-in local" });
      return true;
    }
    if (chatInput.includes("#lento") && !(await wait(slowReplyMs, res))) return true;

    const output = localReply(chatInput, contentDir);
    const history = sessions.get(sessionId) ?? [];
    history.push({ role: "human", content: chatInput }, { role: "ai", content: output });
    sessions.set(sessionId, history);
    sendJson(res, 200, { output });
    return true;
  };

  return { handle };
}
