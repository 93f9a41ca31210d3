/**
 * Local stand-in for the agency's n8n Chat Trigger webhook, for `npm start` and the browser tests.
 * Same protocol as n8n behind the site's gateway (POST {host}/webhook/{id}/chat, from the gateway only):
 *   {action: "sendMessage", sessionId, chatInput, clientKey, networkKey, providerKey}
 *       → {output}, or {output, limit, retryAfter, busyKey} if refused
 *   {action: "loadPreviousSession", sessionId, clientKey}     → {data: [LangChain messages]}
 * Like the real workflow it requires the gateway's Basic Auth credential and admits every message
 * through the database first (the workflow's own admission query, as the maxi_chat role), answering a refusal
 * with the workflow's own refusal node (tools/n8n/maxi-refusal.ts). An admitted message gets the
 * best-matching passage of Maxi's knowledge file (gatsby/maxi-knowledge.ts), marked as a local fallback
 * reply; history per session in memory.
 *
 * Failure triggers for tests, anywhere in an admitted chatInput (where the real workflow's agent runs):
 *   #error  → HTTP 500
 *   #lento  → answers only after `slowReplyMs` (default 35 s, beyond the site's 30 s timeout;
 *             LOCAL_CHAT_SLOW_MS overrides it)
 */
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import type site from "../../content/site.json";
import { buildKnowledge, readKnowledgeSources } from "../../gatsby/maxi-knowledge";
import type { Workflow } from "../n8n/check-workflow";
import { MAXI_WORKFLOW_FILE } from "../n8n/maxi-files";
import { maxiAdmission } from "../n8n/maxi-admission";
import { maxiRefusal, type RefusedAdmission } from "../n8n/maxi-refusal";
import type { LocalDatabase } from "./db";
import { readBody, sendJson, type RouteHandler } from "./http";
import { bestPassage, fold } from "../../gateway/knowledge-passages";

export const LOCAL_REPLY_PREFIX = "(respuesta de prueba local)";
/** Where the stand-in listens, as n8n's production webhook of a Chat Trigger with webhookId "local-maxi". */
export const LOCAL_CHAT_WEBHOOK_PATH = "/webhook/local-maxi/chat";
const WEBHOOK_PATH = /^\/webhook\/[^/]+\/chat\/?$/;
const DEFAULT_SLOW_REPLY_MS = 35_000;

interface StoredMessage {
  role: "human" | "ai";
  content: string;
}

export interface ChatWebhookOptions {
  /** The database the messages are admitted through (as the maxi_chat role). */
  db: LocalDatabase;
  /** user:password of the Basic Auth credential the gateway must send, as the real Chat Trigger requires. */
  credential: string;
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

/** Waits `ms` (true), or until the browser gives up (its own timeout: false), so nothing holds the server open. */
const wait = (ms: number, res: ServerResponse) => {
  const hungUp = new AbortController();
  res.once("close", () => hungUp.abort());
  return delay(ms, true, { signal: hungUp.signal, ref: false }).catch(() => false);
};

export function createChatWebhookHandler({
  db,
  credential,
  slowReplyMs = Number(process.env.LOCAL_CHAT_SLOW_MS ?? DEFAULT_SLOW_REPLY_MS),
  contentDir = DEFAULT_CONTENT_DIR,
}: ChatWebhookOptions): RouteHandler {
  const sessions = new Map<string, StoredMessage[]>();
  const workflow = JSON.parse(fs.readFileSync(MAXI_WORKFLOW_FILE, "utf8")) as Workflow;
  // n8n's Chat Trigger compares the Basic Auth header with its credential; so does this.
  const authorization = `Basic ${Buffer.from(credential, "utf8").toString("base64")}`;

  /** The workflow's refusal, with the contact data as n8n:configure fills it from content/site.json. */
  const refusal = (refused: RefusedAdmission) => {
    const { contact } = JSON.parse(fs.readFileSync(path.join(contentDir, "site.json"), "utf8")) as typeof site;
    return maxiRefusal(workflow, refused, {
      contact_email: contact.email,
      contact_phone: contact.phone,
      contact_phone_display: contact.phoneDisplay,
    });
  };

  /** The workflow's own admission query over the request's item (tools/n8n/maxi-admission.ts). */
  const admit = (item: Record<string, unknown>) =>
    db.asRole("maxi_chat", async (tx) => {
      const { query, values } = maxiAdmission(workflow, item);
      const { rows } = await tx.query<{ admitted: boolean } & RefusedAdmission>(query, values);
      return rows[0]!;
    });

  type Reply = [status: number, body: unknown, headers?: Record<string, string>];
  /** The answer, or null when the caller hung up first. */
  const reply = async (req: IncomingMessage, res: ServerResponse): Promise<Reply | null> => {
    if (req.method !== "POST")
      return [405, { message: "The chat webhook only accepts POST" }, { Allow: "POST, OPTIONS" }];
    if (req.headers.authorization !== authorization) {
      // Read nothing, run nothing: only the gateway holds the credential.
      return [401, { message: "Authorization is required" }, { "WWW-Authenticate": 'Basic realm="Webhook"' }];
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(req, 100_000)) as typeof body;
    } catch {
      return [400, { message: "Expected a JSON body" }];
    }
    const { action, sessionId, chatInput } = body;
    if (typeof sessionId !== "string" || sessionId === "") return [400, { message: "sessionId is required" }];
    if (action === "loadPreviousSession") return [200, { data: (sessions.get(sessionId) ?? []).map(toLangChain) }];
    if (action !== "sendMessage" || typeof chatInput !== "string" || chatInput.trim() === "") {
      return [400, { message: "Expected action sendMessage with chatInput, or loadPreviousSession" }];
    }

    const admission = await admit(body);
    if (!admission.admitted) return [200, refusal(admission)];
    if (chatInput.includes("#error")) {
      return [500, { message: "Error provocado a propósito (#error) por el stand-in local" }];
    }
    if (chatInput.includes("#lento") && !(await wait(slowReplyMs, res))) return null;

    const output = localReply(chatInput, contentDir);
    const history = sessions.get(sessionId) ?? [];
    history.push({ role: "human", content: chatInput }, { role: "ai", content: output });
    sessions.set(sessionId, history);
    return [200, { output }];
  };

  return async (req, res, url) => {
    if (!WEBHOOK_PATH.test(url.pathname)) return false;
    const answer = await reply(req, res);
    if (answer) sendJson(res, ...answer);
    return true;
  };
}
