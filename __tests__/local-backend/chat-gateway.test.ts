/**
 * @jest-environment node
 *
 * Maxi's bounds through the real path on PGlite with the real migrations: a client (a loopback source
 * address, as the host sees it) → the gateway's /api/chat → the n8n stand-in with its Basic Auth → the
 * database's admission as maxi_chat. Each bound at its edge: the allowed message passes, the next is
 * refused, in Spanish, with nothing counted and nothing answered by the "model".
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import site from "../../content/site.json";
import { MAX_MESSAGE_CHARS, MAX_MESSAGES_PER_HOUR } from "../../src/contracts/chat-limits";
import { LOCAL_REPLY_PREFIX } from "../../tools/local-backend/chat-webhook";
import { openDatabase, type LocalDatabase } from "../../tools/local-backend/db";
import { startLocalBackend, type LocalBackend } from "../../tools/local-backend/server";
import { loopbackClient, requestFrom, type RawResponse } from "../support/local-backend";

jest.setTimeout(120_000);

const SITE = "http://127.0.0.1:8000";
let db: LocalDatabase;
let backend: LocalBackend;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "chat-gateway-db-"));
  db = await openDatabase();
  backend = await startLocalBackend({ port: 0, dataDir, database: db, siteOrigins: [SITE] });
});

afterAll(async () => {
  await backend.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// As if every window had passed: the database's admissions and the gateway's memory of its refusals.
beforeEach(async () => {
  await db.asOwner("delete from private.maxi_admissions");
  backend.chat.forgetGatewayMemory();
});

let clients = 0;
/** A new client: another loopback source address. */
const newClient = () => loopbackClient(100 + clients++);

interface Reply {
  output?: string;
  limit?: string;
  error?: string;
}

async function chat(
  from: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = { Origin: SITE },
): Promise<RawResponse & { reply: Reply }> {
  const response = await requestFrom(from, `${backend.url}/api/chat`, {
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { ...response, reply: JSON.parse(response.body) as Reply };
}

const say = (from: string, chatInput = "¿Qué servicios ofrecéis?", sessionId: string = crypto.randomUUID()) =>
  chat(from, { action: "sendMessage", sessionId, chatInput });

const admitted = async () =>
  (await db.asOwner<{ n: number }>("select count(*)::int as n from private.maxi_admissions"))[0]!.n;

/** Answered by the gateway without the model (gateway/reduced-answer.ts), for `reason`, with the ways to reach the team. */
const inReducedMode = (response: { status: number; reply: Reply }, reason: "clientBusy" | "networkBusy" | "siteBusy") =>
  response.status === 200 &&
  response.reply.limit === undefined &&
  !response.reply.output?.startsWith(LOCAL_REPLY_PREFIX) &&
  Boolean(response.reply.output?.includes("**modo reducido**")) &&
  Boolean(response.reply.output?.includes(site.chat.reduced.reasons[reason])) &&
  Boolean(response.reply.output?.includes(`[${site.contact.email}](mailto:${site.contact.email})`)) &&
  Boolean(response.reply.output?.includes(`[${site.contact.phoneDisplay}](tel:${site.contact.phone})`)) &&
  Boolean(response.reply.output?.includes("[formulario de contacto](/contacto/)"));

const answered = (response: { status: number; reply: Reply }) =>
  response.status === 200 &&
  response.reply.limit === undefined &&
  Boolean(response.reply.output?.startsWith(LOCAL_REPLY_PREFIX));

it("answers the site's page, with no cache, through the stand-in", async () => {
  const response = await say(newClient());
  expect(answered(response)).toBe(true);
  expect(response.headers["cache-control"]).toBe("no-store");
  expect(await admitted()).toBe(1);
});

it("gives one client 20 answers in 10 minutes whatever session ids it uses, then answers in reduced mode without the model, and keeps answering another client", async () => {
  const client = newClient();
  for (let index = 0; index < 20; index += 1) expect(answered(await say(client))).toBe(true);
  const reduced = await say(client, "¿Hacéis campañas en TikTok?");
  expect(inReducedMode(reduced, "clientBusy")).toBe(true);
  // The site's own words on the question, with the page they come from.
  expect(reduced.reply.output).toContain("TikTok");
  expect(reduced.reply.output).toContain("[Marketing Digital](/marketing-digital/)");
  // Refused by the database, so not counted: the client's allowance is exactly what it was.
  expect(await admitted()).toBe(20);
  expect(answered(await say(newClient()))).toBe(true);
});

it(`gives one conversation ${MAX_MESSAGES_PER_HOUR} answers an hour, whichever clients send them, and refuses the next`, async () => {
  const sessionId = crypto.randomUUID();
  // Ten messages per client, well under a client's own bound, so only the conversation's applies.
  const senders = Array.from({ length: Math.ceil(MAX_MESSAGES_PER_HOUR / 10) }, newClient);
  for (let index = 0; index < MAX_MESSAGES_PER_HOUR; index += 1)
    expect(answered(await say(senders[Math.floor(index / 10)]!, `Mensaje ${index}`, sessionId))).toBe(true);
  const refused = await say(newClient(), "Uno más", sessionId);
  expect(refused.reply.limit).toBe("too_many");
  expect(refused.reply.output).toContain(`${MAX_MESSAGES_PER_HOUR} mensajes por hora`);
});

it("stops one network at its share of the day, in reduced mode, and keeps answering the next network", async () => {
  // 1 % of 2,000: 20 messages a day for 127.0.9.0/24, each from a client of its own.
  await db.asOwner("update private.maxi_settings set network_share_percent = 1");
  try {
    const inNetwork = (index: number) => loopbackClient(256 * 9 + index);
    for (let index = 0; index < 20; index += 1) expect(answered(await say(inNetwork(index)))).toBe(true);
    expect(inReducedMode(await say(inNetwork(20)), "networkBusy")).toBe(true);
    expect(answered(await say(loopbackClient(256 * 10)))).toBe(true);
    expect(await admitted()).toBe(21);
  } finally {
    await db.asOwner("update private.maxi_settings set network_share_percent = 10");
  }
});

it("stops the whole site at its daily ceiling, set in the database", async () => {
  await db.asOwner("update private.maxi_settings set max_site_messages_per_day = 3");
  try {
    // Each from a /24 of its own: a network's share of this tiny day is one message.
    const fromNetwork = (index: number) => loopbackClient(256 * (index + 1));
    for (let index = 0; index < 3; index += 1) expect(answered(await say(fromNetwork(index)))).toBe(true);
    const reduced = await say(fromNetwork(3), "¿Cómo trabajáis con la inteligencia artificial?");
    expect(inReducedMode(reduced, "siteBusy")).toBe(true);
    expect(reduced.reply.output).toContain("[Inteligencia Artificial](/inteligencia-artificial/)");
    expect(await admitted()).toBe(3);
  } finally {
    await db.asOwner("update private.maxi_settings set max_site_messages_per_day = 2000");
  }
});

it("refuses, before n8n or the database, what the widget never sends", async () => {
  const client = newClient();
  const cases: [Record<string, unknown>, Record<string, string> | undefined, number, string][] = [
    [{ action: "sendMessage", sessionId: "x".repeat(300), chatInput: "Hola" }, undefined, 400, "bad_request"],
    [{ action: "sendMessage", sessionId: "a".repeat(5000), chatInput: "Hola" }, undefined, 400, "bad_request"],
    [
      { action: "sendMessage", sessionId: crypto.randomUUID(), chatInput: "a".repeat(MAX_MESSAGE_CHARS + 1) },
      undefined,
      400,
      "bad_request",
    ],
    [
      { action: "sendMessage", sessionId: crypto.randomUUID(), chatInput: "Hola" },
      { Origin: "https://otra-web.example" },
      403,
      "forbidden_origin",
    ],
  ];
  for (const [body, headers, status, error] of cases) {
    const response = await chat(client, body, headers);
    expect([response.status, response.reply.error]).toEqual([status, error]);
  }
  expect(await admitted()).toBe(0);
});

it("keys by the connection, not by headers the caller writes", async () => {
  const client = newClient();
  for (let index = 0; index < 20; index += 1) {
    const spoofed = {
      Origin: SITE,
      "X-Forwarded-For": `198.51.100.${index}`,
      "CF-Connecting-IP": `198.51.100.${index}`,
      "X-Real-IP": `198.51.100.${index}`,
    };
    expect(
      answered(
        await chat(client, { action: "sendMessage", sessionId: crypto.randomUUID(), chatInput: "Hola" }, spoofed),
      ),
    ).toBe(true);
  }
  const refused = await chat(
    client,
    { action: "sendMessage", sessionId: crypto.randomUUID(), chatInput: "Hola" },
    { Origin: SITE, "X-Forwarded-For": "203.0.113.1" },
  );
  expect(inReducedMode(refused, "clientBusy")).toBe(true);
});

it("hands the stand-in nothing without the gateway's credential", async () => {
  const body = JSON.stringify({
    action: "sendMessage",
    sessionId: crypto.randomUUID(),
    chatInput: "Hola",
    clientKey: "a".repeat(64),
  });
  const direct = await fetch(backend.chat.webhookUrl, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
  });
  expect(direct.status).toBe(401);
  const [user] = backend.chat.credential.split(":");
  const guessed = await fetch(backend.chat.webhookUrl, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Basic ${Buffer.from(`${user}:local`).toString("base64")}`,
    },
    body,
  });
  expect(guessed.status).toBe(401);
  expect(await admitted()).toBe(0);
});

it("returns a conversation's history to the browser that holds its id, and nothing to whoever replays the id the database shows", async () => {
  const client = newClient();
  const sessionId = crypto.randomUUID();
  expect(answered(await say(client, "Soy Lucía, mi correo es lucia@empresa.es", sessionId))).toBe(true);
  const history = async (from: string, id: string) => {
    const response = await chat(from, { action: "loadPreviousSession", sessionId: id });
    expect(response.status).toBe(200);
    return (JSON.parse(response.body) as { data: unknown[] }).data;
  };
  await expect(history(client, sessionId)).resolves.toHaveLength(2);
  const [admission] = await db.asOwner<{ session_id: string }>("select session_id from private.maxi_admissions");
  expect(admission?.session_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(admission?.session_id).not.toBe(sessionId);
  await expect(history(newClient(), admission!.session_id)).resolves.toEqual([]);
  await expect(history(client, admission!.session_id)).resolves.toEqual([]);
});

it("forgets the gateway's memory with the admissions when a browser test resets Maxi (/local/maxi/forget-admissions)", async () => {
  const client = newClient();
  for (let index = 0; index < 20; index += 1) expect(answered(await say(client))).toBe(true);
  expect(inReducedMode(await say(client), "clientBusy")).toBe(true);
  // Remembered by the gateway: refused without asking the stand-in (nothing more reaches the database).
  await db.asOwner("delete from private.maxi_admissions");
  expect(inReducedMode(await say(client), "clientBusy")).toBe(true);
  const reset = await fetch(`${backend.url}/local/maxi/forget-admissions`, {
    method: "POST",
    headers: { apikey: backend.keys.serviceRole },
  });
  expect(reset.status).toBe(200);
  expect(answered(await say(client))).toBe(true);
});
