/**
 * @jest-environment node
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import site from "../../../content/site.json";
import { createChatWebhookHandler, localReply, LOCAL_REPLY_PREFIX } from "../../../tools/local-backend/chat-webhook";
import { openDatabase, type LocalDatabase } from "../../../tools/local-backend/db";
import { loadContent } from "../../support/content";
import { applyCors, sendJson } from "../../../tools/local-backend/http";
import { gatewayClientKey } from "../../support/database";

jest.setTimeout(60_000);

const CREDENTIAL = "maxi-gateway:prueba-local";
const AUTHORIZATION = `Basic ${Buffer.from(CREDENTIAL).toString("base64")}`;
/** Session ids as the widget makes them, one per test conversation. */
const session = Object.fromEntries(
  ["s1", "s2", "s3", "s4", "s5", "s6", "unknown"].map((name) => [name, crypto.randomUUID()]),
);
const clientKey = gatewayClientKey("chat-webhook-test");
const networkKey = gatewayClientKey("chat-webhook-test-network");

let server: http.Server;
let base: string;
let db: LocalDatabase;

beforeAll(async () => {
  db = await openDatabase();
  const handle = createChatWebhookHandler({ db, credential: CREDENTIAL, slowReplyMs: 300 });
  server = http.createServer((req, res) => {
    if (applyCors(req, res)) return;
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    void handle(req, res, url).then((handled) => handled || sendJson(res, 404, { message: "not here" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.close();
});

/** What the gateway sends: its Basic Auth credential, and the caller's keys with every message (an IPv4 caller: no provider key). */
const post = (body: Record<string, unknown>, path = "/webhook/local-maxi/chat", init: RequestInit = {}) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: AUTHORIZATION },
    body: JSON.stringify({ clientKey, networkKey, providerKey: null, ...body }),
    ...init,
  });

const admissions = async () =>
  (await db.asOwner<{ n: number }>("select count(*)::int as n from private.maxi_admissions"))[0]!.n;

it("refuses every call without the gateway's credential, before reading it", async () => {
  const body = JSON.stringify({ action: "sendMessage", sessionId: session.s6, chatInput: "Hola", clientKey });
  const before = await admissions();
  for (const authorization of [
    undefined,
    "Basic " + Buffer.from("maxi-gateway:otra").toString("base64"),
    `Bearer ${CREDENTIAL}`,
  ]) {
    const response = await fetch(`${base}/webhook/local-maxi/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(authorization ? { Authorization: authorization } : {}) },
      body,
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe('Basic realm="Webhook"');
  }
  expect(await admissions()).toBe(before);
});

it("admits each message through the database as maxi_chat, and answers a refusal as the workflow does", async () => {
  const before = await admissions();
  const answered = await post({ action: "sendMessage", sessionId: session.s6, chatInput: "Hola" });
  expect(((await answered.json()) as { output: string }).output.startsWith(LOCAL_REPLY_PREFIX)).toBe(true);
  expect(await admissions()).toBe(before + 1);

  const badSession = await post({ action: "sendMessage", sessionId: "no-es-un-uuid", chatInput: "Hola" });
  const refused = (await badSession.json()) as { output: string; limit: string };
  expect(badSession.status).toBe(200);
  expect(refused.limit).toBe("bad_session");
  expect(refused.output).toContain(`](mailto:${site.contact.email})`);
  expect(refused.output).toContain("(/contacto/)");
  const badClient = (await (
    await post({ action: "sendMessage", sessionId: session.s6, chatInput: "Hola", clientKey: "127.0.0.1" })
  ).json()) as { limit: string };
  expect(badClient.limit).toBe("bad_client");
  const noNetwork = (await (
    await post({ action: "sendMessage", sessionId: session.s6, chatInput: "Hola", networkKey: undefined })
  ).json()) as { limit: string };
  expect(noNetwork.limit).toBe("bad_network");
  expect(await admissions()).toBe(before + 1);
});

it("answers sendMessage with the knowledge file's passage about the service asked for, marked as a local fallback", async () => {
  const response = await post({
    action: "sendMessage",
    sessionId: session.s1,
    chatInput: "¿Hacéis CHATBOTS para la web?",
  });
  expect(response.status).toBe(200);
  const { output } = (await response.json()) as { output: string };
  expect(output.startsWith(LOCAL_REPLY_PREFIX)).toBe(true);
  const chatbots = (
    loadContent("inteligencia-artificial.json") as {
      services: { items: { title: string; description: string; features: string[] }[] };
    }
  ).services.items[0]!;
  expect(output).toContain(`**Servicios › Inteligencia Artificial › ${chatbots.title}**`);
  expect(output).toContain(chatbots.description);
  for (const feature of chatbots.features) expect(output).toContain(`- ${feature}`);
});

it("keeps each session's history for loadPreviousSession, as LangChain messages", async () => {
  await post({ action: "sendMessage", sessionId: session.s2, chatInput: "Servicios" });
  const response = await post({ action: "loadPreviousSession", sessionId: session.s2 }, "/webhook/any-other-id/chat");
  const { data } = (await response.json()) as { data: { id: string[]; kwargs: { content: string } }[] };
  expect(data.map((message) => message.id.at(-1))).toEqual(["HumanMessage", "AIMessage"]);
  expect(data[0]!.kwargs.content).toBe("Servicios");
  expect(data[1]!.kwargs.content).toBe(localReply("Servicios"));
  const empty = await post({ action: "loadPreviousSession", sessionId: session.unknown });
  await expect(empty.json()).resolves.toEqual({ data: [] });
});

it("fails on purpose with #error and leaves no history", async () => {
  const response = await post({ action: "sendMessage", sessionId: session.s3, chatInput: "hola #error" });
  expect(response.status).toBe(500);
  const history = await post({ action: "loadPreviousSession", sessionId: session.s3 });
  await expect(history.json()).resolves.toEqual({ data: [] });
});

it("answers late with #lento (after the configured delay)", async () => {
  const started = Date.now();
  const response = await post({ action: "sendMessage", sessionId: session.s4, chatInput: "contacto #lento" });
  expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  expect(response.status).toBe(200);
});

it("stops waiting when the browser gives up on a #lento request", async () => {
  const controller = new AbortController();
  const pending = post({ action: "sendMessage", sessionId: session.s5, chatInput: "#lento" }, undefined, {
    signal: controller.signal,
  });
  setTimeout(() => controller.abort(), 50);
  await expect(pending).rejects.toThrow();
  await delay(400);
  const history = await post({ action: "loadPreviousSession", sessionId: session.s5 });
  await expect(history.json()).resolves.toEqual({ data: [] });
});

it("answers CORS preflights and rejects malformed requests", async () => {
  const preflight = await fetch(`${base}/webhook/local-maxi/chat`, {
    method: "OPTIONS",
    headers: { Origin: "http://127.0.0.1:9000" },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:9000");
  expect((await post({ action: "sendMessage", chatInput: "hola" })).status).toBe(400);
  expect((await post({ action: "sendMessage", sessionId: session.s1, chatInput: " " })).status).toBe(400);
  expect((await post({ action: "borrar", sessionId: session.s1 })).status).toBe(400);
  expect((await fetch(`${base}/webhook/local-maxi/chat`)).status).toBe(405);
  expect((await post({}, "/rest/v1/contacts")).status).toBe(404);
});

it("picks each service's own passage, and a FAQ answer for its question", () => {
  const marketing = loadContent("marketing-digital.json") as {
    services: { items: { title: string; description: string }[] };
  };
  for (const [question, service] of [
    ["¿Hacéis campañas en TikTok?", marketing.services.items[0]!],
    ["Quiero vídeos virales para Instagram", marketing.services.items[1]!],
    ["¿Me dais informes de KPI?", marketing.services.items[2]!],
  ] as const) {
    expect(localReply(question)).toContain(`› ${service.title}**\n\n${service.description}`);
  }
  const faq = (loadContent("contact.json") as { faq: { items: { question: string; answer: string }[] } }).faq.items[2]!;
  expect(localReply("¿Trabajáis con pymes?")).toContain(faq.answer);
});

it("offers the free consultation for prices (the site publishes none) and the contact data when nothing matches", () => {
  expect(localReply("¿Qué precio tiene un chatbot?")).toMatch(
    /^\(respuesta de prueba local\) La web no publica precios: .*\*\*presupuesto a medida\*\*/,
  );
  expect(localReply("¿Tenéis perro?")).toMatch(
    /^\(respuesta de prueba local\) No encuentro eso en el contenido de la web\..*\(\/contacto\/\)/,
  );
});

it("follows an edit of the content files without a restart", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maxi-content-"));
  fs.cpSync(path.resolve(__dirname, "../../../content"), dir, { recursive: true });
  const file = path.join(dir, "inteligencia-artificial.json");
  const ai = JSON.parse(fs.readFileSync(file, "utf8")) as { services: { items: { description: string }[] } };
  expect(localReply("chatbots", dir)).not.toContain("Asistentes que ahora también reservan citas.");
  ai.services.items[0]!.description = "Asistentes que ahora también reservan citas.";
  fs.writeFileSync(file, JSON.stringify(ai));
  expect(localReply("chatbots", dir)).toContain("Asistentes que ahora también reservan citas.");
  fs.rmSync(dir, { recursive: true, force: true });
});
