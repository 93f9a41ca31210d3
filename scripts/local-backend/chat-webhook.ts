/**
 * Local stand-in for the agency's n8n Chat Trigger webhook, for `npm start` and the browser tests.
 * Same protocol as n8n (POST {host}/webhook/{id}/chat):
 *   {action: "sendMessage", sessionId, chatInput}  → {output}
 *   {action: "loadPreviousSession", sessionId}     → {data: [LangChain messages]}
 * Canned Spanish answers by keyword, every one marked as a local test reply; history per session in memory.
 *
 * Failure triggers for tests, anywhere in chatInput:
 *   #error  → HTTP 500
 *   #lento  → answers only after `slowReplyMs` (default 35 s, beyond the site's 30 s timeout;
 *             LOCAL_CHAT_SLOW_MS overrides it)
 */
import type { ServerResponse } from "node:http";
import site from "../../content/site.json";
import { readBody, sendJson, type RouteHandler } from "./http";

export const LOCAL_REPLY_PREFIX = "(respuesta de prueba local)";
const WEBHOOK_PATH = /^\/webhook\/[^/]+\/chat\/?$/;
const DEFAULT_SLOW_REPLY_MS = 35_000;

interface StoredMessage {
  role: "human" | "ai";
  content: string;
}

export interface ChatWebhookOptions {
  slowReplyMs?: number;
}

const { email, phone, phoneDisplay, hours } = site.contact;

/** First matching rule wins; keywords are compared without accents or case. */
const ANSWERS: { keywords: string[]; reply: string }[] = [
  {
    keywords: ["precio", "presupuesto", "cuesta", "coste", "tarifa"],
    reply:
      "Cada proyecto es distinto, así que preparamos un **presupuesto a medida** tras una primera consulta *gratuita*:\n\n1. Nos cuentas tu objetivo.\n2. Analizamos tu situación.\n3. Te enviamos una propuesta cerrada.",
  },
  {
    keywords: ["contacto", "contactar", "llamar", "telefono", "email", "correo", "hablar"],
    reply: `Puedes escribirnos a [${email}](mailto:${email}) o llamarnos al [${phoneDisplay}](tel:${phone}) (${hours.toLowerCase()}). También puedes rellenar el formulario de la página de contacto.`,
  },
  {
    keywords: ["chatbot", "inteligencia artificial", "ia", "automatiza", "agente"],
    reply:
      "Diseñamos **asistentes y agentes de IA** conectados a tus datos (sistemas RAG) y automatizamos tareas repetitivas. Los primeros resultados suelen verse en `2 a 4 semanas`.",
  },
  {
    keywords: ["marketing", "campana", "anuncio", "redes", "tiktok", "instagram"],
    reply:
      "Gestionamos campañas de pago en *Meta*, *Google* y *TikTok* y creamos contenido para redes, siempre con métricas en tiempo real. Más en https://www.azahardigital.es/marketing-digital/",
  },
  {
    keywords: ["servicio", "ofrece", "haceis", "que hace"],
    reply:
      "Trabajamos en dos áreas:\n\n- **Inteligencia artificial**: chatbots, agentes de IA por departamento y automatización de procesos.\n- **Marketing digital**: campañas en Meta, Google y TikTok, contenido para redes y cuadros de mando con tus KPI.\n\n¿Sobre cuál quieres saber más?",
  },
  {
    keywords: ["hola", "buenas", "buenos dias"],
    reply: "¡Hola! Soy la versión local de Maxi. Pregúntame por **servicios**, **precios** o **contacto**.",
  },
];

const FALLBACK =
  "No tengo una respuesta preparada para eso. Prueba a preguntar por **servicios**, **precios** o **contacto**.";

const normalise = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

export function cannedReply(chatInput: string): string {
  const words = normalise(chatInput);
  const rule = ANSWERS.find(({ keywords }) => keywords.some((keyword) => new RegExp(`\\b${keyword}`).test(words)));
  return `${LOCAL_REPLY_PREFIX} ${rule?.reply ?? FALLBACK}`;
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

    const output = cannedReply(chatInput);
    const history = sessions.get(sessionId) ?? [];
    history.push({ role: "human", content: chatInput }, { role: "ai", content: output });
    sessions.set(sessionId, history);
    sendJson(res, 200, { output });
    return true;
  };

  return { handle };
}
