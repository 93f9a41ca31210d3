/**
 * @jest-environment node
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { cannedReply, createChatWebhookHandler, LOCAL_REPLY_PREFIX } from "../../../scripts/local-backend/chat-webhook";
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

it("answers sendMessage with an output clearly marked as a local test reply, by keyword", async () => {
  const response = await post({ action: "sendMessage", sessionId: "s1", chatInput: "¿Qué PRECIO tiene?" });
  expect(response.status).toBe(200);
  const { output } = (await response.json()) as { output: string };
  expect(output.startsWith(LOCAL_REPLY_PREFIX)).toBe(true);
  expect(output).toContain("**presupuesto a medida**");
});

it("keeps each session's history for loadPreviousSession, as LangChain messages", async () => {
  await post({ action: "sendMessage", sessionId: "s2", chatInput: "Servicios" });
  const response = await post({ action: "loadPreviousSession", sessionId: "s2" }, "/webhook/any-other-id/chat");
  const { data } = (await response.json()) as { data: { id: string[]; kwargs: { content: string } }[] };
  expect(data.map((message) => message.id.at(-1))).toEqual(["HumanMessage", "AIMessage"]);
  expect(data[0]!.kwargs.content).toBe("Servicios");
  expect(data[1]!.kwargs.content).toBe(cannedReply("Servicios"));
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

it("falls back to a helpful canned answer", () => {
  expect(cannedReply("¿Tenéis perro?")).toMatch(/^\(respuesta de prueba local\) No tengo una respuesta preparada/);
  expect(cannedReply("¿Hacéis campañas en TikTok?")).toContain("*TikTok*");
});
