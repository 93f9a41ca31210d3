/**
 * @jest-environment node
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createChatWebhookHandler, localReply, LOCAL_REPLY_PREFIX } from "../../../scripts/local-backend/chat-webhook";
import { loadContent } from "../../support/content";
import { applyCors, sendJson } from "../../../scripts/local-backend/http";

let server: http.Server;
let base: string;

beforeAll(async () => {
  const { handle } = createChatWebhookHandler({ slowReplyMs: 300 });
  server = http.createServer(async (req, res) => {
    if (applyCors(req, res)) return;
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (!(await handle(req, res, url))) sendJson(res, 404, { message: "not here" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (body: unknown, path = "/webhook/local-maxi/chat", init: RequestInit = {}) =>
  fetch(`${base}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), ...init });

it("answers sendMessage with the knowledge file's passage about the service asked for, marked as a local fallback", async () => {
  const response = await post({ action: "sendMessage", sessionId: "s1", chatInput: "¿Hacéis CHATBOTS para la web?" });
  expect(response.status).toBe(200);
  const { output } = (await response.json()) as { output: string };
  expect(output.startsWith(LOCAL_REPLY_PREFIX)).toBe(true);
  const chatbots = (loadContent("inteligencia-artificial.json") as { services: { items: { title: string; description: string; features: string[] }[] } }).services.items[0]!;
  expect(output).toContain(`**Servicios › Inteligencia Artificial › ${chatbots.title}**`);
  expect(output).toContain(chatbots.description);
  for (const feature of chatbots.features) expect(output).toContain(`- ${feature}`);
});

it("keeps each session's history for loadPreviousSession, as LangChain messages", async () => {
  await post({ action: "sendMessage", sessionId: "s2", chatInput: "Servicios" });
  const response = await post({ action: "loadPreviousSession", sessionId: "s2" }, "/webhook/any-other-id/chat");
  const { data } = (await response.json()) as { data: { id: string[]; kwargs: { content: string } }[] };
  expect(data.map((message) => message.id.at(-1))).toEqual(["HumanMessage", "AIMessage"]);
  expect(data[0]!.kwargs.content).toBe("Servicios");
  expect(data[1]!.kwargs.content).toBe(localReply("Servicios"));
  const empty = await post({ action: "loadPreviousSession", sessionId: "unknown" });
  await expect(empty.json()).resolves.toEqual({ data: [] });
});

it("fails on purpose with #error and leaves no history", async () => {
  const response = await post({ action: "sendMessage", sessionId: "s3", chatInput: "hola #error" });
  expect(response.status).toBe(500);
  const history = await post({ action: "loadPreviousSession", sessionId: "s3" });
  await expect(history.json()).resolves.toEqual({ data: [] });
});

it("answers late with #lento (after the configured delay)", async () => {
  const started = Date.now();
  const response = await post({ action: "sendMessage", sessionId: "s4", chatInput: "contacto #lento" });
  expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  expect(response.status).toBe(200);
});

it("stops waiting when the browser gives up on a #lento request", async () => {
  const controller = new AbortController();
  const pending = post({ action: "sendMessage", sessionId: "s5", chatInput: "#lento" }, undefined, { signal: controller.signal });
  setTimeout(() => controller.abort(), 50);
  await expect(pending).rejects.toThrow();
  await new Promise((resolve) => setTimeout(resolve, 400));
  const history = await post({ action: "loadPreviousSession", sessionId: "s5" });
  await expect(history.json()).resolves.toEqual({ data: [] });
});

it("answers CORS preflights and rejects malformed requests", async () => {
  const preflight = await fetch(`${base}/webhook/local-maxi/chat`, { method: "OPTIONS", headers: { Origin: "http://127.0.0.1:9000" } });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:9000");
  expect((await post({ action: "sendMessage", chatInput: "hola" })).status).toBe(400);
  expect((await post({ action: "sendMessage", sessionId: "s", chatInput: " " })).status).toBe(400);
  expect((await post({ action: "borrar", sessionId: "s" })).status).toBe(400);
  expect((await fetch(`${base}/webhook/local-maxi/chat`)).status).toBe(405);
  expect((await post({}, "/rest/v1/contacts")).status).toBe(404);
});

it("picks each service's own passage, and a FAQ answer for its question", () => {
  const marketing = loadContent("marketing-digital.json") as { services: { items: { title: string; description: string }[] } };
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
  expect(localReply("¿Qué precio tiene un chatbot?")).toMatch(/^\(respuesta de prueba local\) La web no publica precios: .*\*\*presupuesto a medida\*\*/);
  expect(localReply("¿Tenéis perro?")).toMatch(/^\(respuesta de prueba local\) No encuentro eso en el contenido de la web\..*\(\/contacto\/\)/);
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
