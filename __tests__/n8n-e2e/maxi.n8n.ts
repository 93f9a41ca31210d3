import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import type { Browser, Page } from "playwright-core";
import site from "../../content/site.json";
import { clientKeys } from "../../gateway/client-key";
import { conversationId } from "../../gateway/conversation-id";
import type { CaughtMail } from "../../tools/lib/mail-catcher";
import { bestPassage } from "../../gateway/knowledge-passages";
import { maxiSystemMessage, readMaxiSources } from "../../tools/n8n/maxi-generate";
import { MAX_MESSAGE_CHARS, MAX_MESSAGES_PER_HOUR } from "../../src/contracts/chat-limits";
import { maxiRefusal } from "../../tools/n8n/maxi-refusal";
import { n8nDatabaseRows } from "../../tools/n8n/runtime";
import { SESSION_STORAGE_KEY } from "../../src/components/chat/session";
import { launchBrowser, openPage, waitForHydration } from "../e2e/support/browser";
import { chatLog, launcher, openConversation, sendMessage } from "../e2e/support/widgets";
import {
  basicAuth,
  inParallel,
  messagesAtModel,
  straightToN8n,
  throughGateway,
  type ChatReply,
} from "./support/chat-calls";
import { LEADS_ID, MAXI_ID, N8N_LOG_FILE, SITE, startN8nStack, type N8nStack } from "./support/n8n-stack";
import {
  ANSWER_PREFIX,
  ASK_FOR_DATA,
  KNOWLEDGE_TOOL,
  NOT_SAVED_REPLY,
  SAVED_REPLY,
  textOf,
  type LeadArguments,
} from "./support/scripted-model";

/**
 * Maxi and the lead notification on a real n8n (the version docs/deployment.md names), as deployed (see
 * support/n8n-stack.ts): a visitor uses the site's widget in Chromium, which calls the site's gateway
 * (/api/chat, the Pages Function under wrangler), which forwards to n8n's Chat Trigger with its Basic
 * Auth credential and the caller's client, network and provider keys; n8n admits each message in the
 * database as maxi_chat before its agent calls the model, and e-mails the team through the outbox as
 * lead_notifier.
 * Run by `npm run test:n8n` (tools/test-n8n.ts makes the test build first).
 */
jest.setTimeout(300_000);

const ROOT = path.resolve(__dirname, "../..");
const LEAD: LeadArguments = {
  name: "Rocío",
  last_name: "Vega Marín",
  email: `rocio.vega.${Date.now()}@bodegasvega.es`,
  phone: "612345678",
  company: "Bodegas Vega",
  company_sector: "Hostelería",
  interested_service: "Inteligencia Artificial y Automatizaciones",
  message: "Quieren un asistente que responda reservas por WhatsApp.",
};
/** Every refusal ends with these: the form, the e-mail and the phone. */
const CONTACT_WAYS = ["/contacto/", site.contact.email, site.contact.phoneDisplay];

const count = (sql: string) => Number(stack.postgres.query(sql)[0]?.[0]);
const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

let stack: N8nStack;
let browser: Browser;
let authorization = "";
/** What the report at the end prints: what each check measured. */
const measured: string[] = [];

beforeAll(async () => {
  process.env.E2E_BASE_URL = SITE;
  stack = await startN8nStack({ lead: LEAD });
  authorization = basicAuth(stack.chatCredential.user, stack.chatCredential.password);
  browser = await launchBrowser();
}, 420_000);

afterAll(async () => {
  if (measured.length) console.log(`What the real-n8n test measured:\n- ${measured.join("\n- ")}`);
  await browser?.close();
  await stack?.stop();
  console.log(`n8n's log: ${path.relative(ROOT, N8N_LOG_FILE)}`);
});

afterEach(() => {
  // n8n's log helps when a step fails; it is only printed then.
  const state = expect.getState();
  if (state.assertionCalls > state.numPassingAsserts) console.log(stack?.n8n.output().slice(-6000));
});

async function visit(): Promise<{
  page: Page;
  close: () => Promise<void>;
  problems: { pageErrors: string[]; consoleErrors: string[] };
}> {
  const { page, context, problems } = await openPage(browser, "desktop");
  await page.goto(`${SITE}/`);
  await waitForHydration(page);
  return { page, close: () => context.close(), problems };
}

const publishedKnowledge = () => fs.readFileSync(path.join(ROOT, "public/maxi/conocimiento.md"), "utf8");
const plain = (markdown: string) => markdown.replace(/\*\*|__|\*|`/g, "").replace(/^\s*[-\d.]+\s+/gm, "");
const admissions = (where: string) => count(`select count(*) from private.maxi_admissions where ${where}`);
/** The keys the gateway derives from an address (what n8n and the database see). */
const keysOf = async (address: string) => {
  const keys = await clientKeys(address, stack.clientKeySecret);
  if (keys === null) throw new Error(`${address} is not an address`);
  return keys;
};
/** What the workflow's refusal node answers for `reason`, as the local stand-in computes it: n8n must agree. */
/**
 * What a caller reads of n8n's refusal (chat-calls.ts reads output, limit and error; retryAfter and
 * busyKey are the gateway's), with the number the database names for a refusal by a bound.
 */
const answered = (reason: string, bound: number | null = null) => {
  const { output, limit } = maxiRefusal(stack.maxi, { reason, bound });
  return { status: 200, output, limit };
};
const chatMessage = (sessionId: string, chatInput: string, extra: object = {}) => ({
  action: "sendMessage",
  sessionId,
  chatInput,
  ...extra,
});

/** n8n's own records of the two workflows' runs (its SQLite database), deleted or not. */
const executions = (where = "true") =>
  n8nDatabaseRows(
    stack.n8nOptions,
    `select id, workflowId as workflow, status, deletedAt as deleted from execution_entity where workflowId in ('${MAXI_ID}', '${LEADS_ID}') and (${where}) order by id`,
  ) as { id: number; workflow: string; status: string; deleted: string | null }[];
const executionCount = () => executions().length;
/** A run that has ended and is not marked deleted: what n8n keeps and lists. */
const kept = () => executions("deletedAt is null and status not in ('new', 'running')");

let sessionId = "";

it("answers a visitor in the widget, through the site's gateway, from the knowledge file the site publishes, with the shipped instructions", async () => {
  const { page, close, problems } = await visit();
  await openConversation(page);
  const question = "¿Qué hacéis con la inteligencia artificial para automatizar procesos?";
  await sendMessage(page, question);
  // n8n's first run loads the agent's nodes: on a loaded 2-core machine that alone has taken over 30 s.
  await chatLog(page).getByText(ANSWER_PREFIX).waitFor({ timeout: 120_000 });
  sessionId = (await page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY)) ?? "";
  expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);

  // The model was given the system message (the file, its fields generated) and, through the workflow's tool, the site's own knowledge file.
  const [first] = stack.model.requests;
  const system = textOf(first?.messages.find((message) => message.role === "system")?.content ?? null);
  for (const line of maxiSystemMessage(readMaxiSources())
    .split("\n")
    .filter((text) => text.trim()))
    expect(system).toContain(line);
  expect(first?.tools?.map((tool) => tool.function.name).sort()).toEqual([
    "conocimiento_del_sitio",
    "guardar_contacto",
  ]);
  const toolResult = stack.model.requests
    .flatMap((request) => request.messages)
    .find((message) => message.role === "tool");
  expect(textOf(toolResult?.content ?? null)).toContain(
    publishedKnowledge()
      .split("\n")
      .find((line) => line.startsWith("## ")),
  );

  // What the visitor reads is the passage of that file that answers the question.
  const expected = bestPassage(publishedKnowledge(), question);
  expect(expected).not.toBeNull();
  const firstLine =
    plain(expected?.body ?? "")
      .split("\n")
      .find((line) => line.trim().length > 20) ?? "";
  await chatLog(page).getByText(firstLine.trim().slice(0, 60), { exact: false }).waitFor();
  expect(
    stack.model.requests.some((request) => request.tools?.some((tool) => tool.function.name === KNOWLEDGE_TOOL)),
  ).toBe(true);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  await close();

  // The message was admitted under the key the gateway derived from the browser's address (wrangler: 127.0.0.1).
  const key = (await keysOf("127.0.0.1")).clientKey;
  expect(
    stack.postgres.query(
      `select client_key from private.maxi_admissions where session_id = ${quoted(await conversationId(sessionId, stack.clientKeySecret))}`,
    ),
  ).toEqual([[key]]);
});

it("brings the conversation back after a reload and after n8n restarts (memory in PostgreSQL, written as maxi_chat through its view)", async () => {
  // n8n knows the conversation by the id the gateway derives from the browser's (gateway/conversation-id.ts).
  const held = await conversationId(sessionId, stack.clientKeySecret);
  expect(count(`select count(*) from public.maxi_chat_histories where session_id = ${quoted(held)}`)).toBe(2);
  // LangChain's CREATE TABLE IF NOT EXISTS found the view and created nothing: the one table stays public's.
  expect(
    stack.postgres.query(
      "select n.nspname, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relname = 'maxi_chat_histories' order by 1",
    ),
  ).toEqual([
    ["maxi_memory", "v"],
    ["public", "r"],
  ]);

  const restore = async () => {
    const { page, close } = await visit();
    await page.evaluate(([key, id]) => window.localStorage.setItem(key, id), [SESSION_STORAGE_KEY, sessionId] as const);
    await page.reload();
    await waitForHydration(page);
    await launcher(page).click();
    await chatLog(page).getByText("¿Qué hacéis con la inteligencia artificial para automatizar procesos?").waitFor();
    await chatLog(page).getByText(ANSWER_PREFIX).waitFor();
    await close();
  };
  await restore();
  await stack.restartN8n();
  await restore();
});

it("answers 401 to a call without the gateway's credential and 403 to a wrong one, and runs nothing", async () => {
  const session = crypto.randomUUID();
  const keys = await keysOf("192.0.2.10");
  const calls = stack.model.requests.length;
  const runs = executionCount();
  const refusals: Array<[string | undefined, number]> = [
    [undefined, 401],
    [`Bearer ${stack.chatCredential.password}`, 401],
    [basicAuth(stack.chatCredential.user, `${stack.chatCredential.password}x`), 403],
    [basicAuth("otro-usuario", stack.chatCredential.password), 403],
  ];
  for (const [credential, status] of refusals) {
    expect(
      (await straightToN8n(stack.n8n.url, chatMessage(session, "¿Qué servicios ofrecéis?", keys), credential)).status,
    ).toBe(status);
    // Nor can anyone who learns a session id read its conversation.
    expect((await straightToN8n(stack.n8n.url, { action: "loadPreviousSession", sessionId }, credential)).status).toBe(
      status,
    );
  }
  expect(stack.model.requests.length).toBe(calls);
  expect(admissions(`session_id = ${quoted(session)}`)).toBe(0);
  expect(executionCount()).toBe(runs);

  // The same call with the credential runs: the refusals were the credential's doing.
  const allowed = await straightToN8n(
    stack.n8n.url,
    chatMessage(session, "¿Qué servicios ofrecéis?", keys),
    authorization,
  );
  expect(allowed).toMatchObject({ status: 200, limit: undefined });
  expect(allowed.output).toContain(ANSWER_PREFIX);
  expect(admissions(`session_id = ${quoted(session)}`)).toBe(1);
});

it("lets one client (60 addresses of one IPv6 /64) reach the model 20 times with 60 fresh session ids; the rest are answered in reduced mode, without the model, with the form, e-mail and phone; another client is still answered", async () => {
  const burst = /^Contactadme, por favor \(ráfaga \d+\)$/;
  const replies = await inParallel(60, 4, (index) =>
    throughGateway(
      SITE,
      chatMessage(crypto.randomUUID(), `Contactadme, por favor (ráfaga ${index})`),
      `2001:db8:60:1::${index.toString(16)}`,
    ),
  );
  const answered = replies.filter((reply) => reply.status === 200 && reply.output === ASK_FOR_DATA);
  // Refused by the database as client_busy, then answered by the gateway from the published knowledge file.
  const reduced = replies.filter(
    (reply) => reply.status === 200 && reply.limit === undefined && reply.output?.includes("**modo reducido**"),
  );
  expect(answered).toHaveLength(20);
  expect(reduced).toHaveLength(40);
  for (const reply of reduced) expect(reply.output).toContain(site.chat.reduced.reasons.clientBusy);
  for (const way of CONTACT_WAYS) expect(reduced[0]?.output).toContain(way);
  const reached = messagesAtModel(stack.model.requests, burst);
  expect(reached).toBe(20);
  measured.push(
    `one client, 60 messages with 60 session ids from 60 addresses of one /64: ${reached} reached the model, ${reduced.length} answered in reduced mode (client_busy)`,
  );

  // A visitor elsewhere is not refused because of that client.
  const other = await throughGateway(
    SITE,
    chatMessage(crypto.randomUUID(), "Contactadme, por favor (otra red)"),
    "198.51.100.23",
  );
  expect(other).toMatchObject({ status: 200, output: ASK_FOR_DATA, limit: undefined });
});

it("refuses a malformed session id at the gateway (400), and in n8n as bad_session even with the credential, never reaching the model", async () => {
  const calls = stack.model.requests.length;
  const admitted = admissions("true");
  const malformed = [
    "no-es-una-sesion",
    crypto.randomUUID().toUpperCase(),
    "a".repeat(300),
    `${crypto.randomUUID()}'; select pg_sleep(5); --`,
    "x".repeat(5000),
  ];
  const keys = await keysOf("192.0.2.77");
  for (const session of malformed) {
    expect(await throughGateway(SITE, chatMessage(session, "¿Qué servicios ofrecéis?"), "192.0.2.77")).toMatchObject({
      status: 400,
      error: "bad_request",
    });
    const direct: ChatReply = await straightToN8n(
      stack.n8n.url,
      chatMessage(session, "¿Qué servicios ofrecéis?", keys),
      authorization,
    );
    expect(direct).toEqual(answered("bad_session"));
  }
  for (const way of CONTACT_WAYS) expect(answered("bad_session").output).toContain(way);
  // A client key that is not the gateway's (missing, or not 64 hex digits) is refused the same way.
  for (const extra of [
    {},
    { ...keys, clientKey: "192.0.2.77" },
    { ...keys, clientKey: keys.clientKey.toUpperCase() },
  ]) {
    expect(
      await straightToN8n(
        stack.n8n.url,
        chatMessage(crypto.randomUUID(), "¿Qué servicios ofrecéis?", extra),
        authorization,
      ),
    ).toEqual(answered("bad_client"));
  }
  expect(stack.model.requests.length).toBe(calls);
  expect(admissions("true")).toBe(admitted);
});

it("refuses a message over the length limit and a session's message past its hourly bound without calling the model (the last within it is answered), naming each number", async () => {
  const calls = stack.model.requests.length;
  const keys = await keysOf("192.0.2.88");
  const tooLong = await straightToN8n(
    stack.n8n.url,
    chatMessage(crypto.randomUUID(), "a".repeat(MAX_MESSAGE_CHARS + 1), keys),
    authorization,
  );
  expect(tooLong).toEqual(answered("too_long", MAX_MESSAGE_CHARS));
  expect(tooLong.output).toMatch(new RegExp(`demasiado largo.*${MAX_MESSAGE_CHARS} caracteres`));

  const busy = crypto.randomUUID();
  stack.postgres.query(
    `insert into private.maxi_admissions (session_id) select ${quoted(busy)} from generate_series(1, ${MAX_MESSAGES_PER_HOUR})`,
  );
  const tooMany = await straightToN8n(stack.n8n.url, chatMessage(busy, "¿Seguís ahí?", keys), authorization);
  expect(tooMany).toEqual(answered("too_many", MAX_MESSAGES_PER_HOUR));
  expect(tooMany.output).toContain(`límite de ${MAX_MESSAGES_PER_HOUR} mensajes por hora`);
  expect(stack.model.requests.length).toBe(calls);

  const almost = crypto.randomUUID();
  stack.postgres.query(
    `insert into private.maxi_admissions (session_id) select ${quoted(almost)} from generate_series(1, ${MAX_MESSAGES_PER_HOUR - 1})`,
  );
  const last = await straightToN8n(
    stack.n8n.url,
    chatMessage(almost, "¿Qué servicios de marketing digital ofrecéis?", keys),
    authorization,
  );
  expect(last).toMatchObject({ status: 200, limit: undefined });
  expect(last.output).toContain(ANSWER_PREFIX);
});

const FLOOD_EMAIL = `victima.${Date.now()}@ejemplo-inundado.es`;
const FLOOD_ADDRESS = "203.0.113.50";
const JUNK_ROWS = 1000;
/** E-mails of one lead alone (a grouped alert holding one lead has its Reply-To too, and says so in its subject). */
const mailsTo = (messages: CaughtMail[], address: string) =>
  messages.filter(
    (message) => message.replyTo?.[0]?.address === address && !message.subject.endsWith("(aviso agrupado)"),
  );
/** Grouped alerts listing `address`. */
const groupedAlertsFor = (messages: CaughtMail[], address: string) =>
  messages.filter(
    (message) =>
      /\(aviso agrupado\)$|^Nuevos leads: /.test(message.subject) && message.text.includes(`Email: ${address}`),
  );
const digests = (messages: CaughtMail[]) =>
  messages.filter(
    (message) =>
      message.subject.startsWith("Resumen diario") && message.to.some((to) => to.address === site.contact.email),
  );

it("30 chat conversations asking to store one e-mail store 10 rows and e-mail the team once alone (the rest grouped, at once); a genuine lead from another visitor meanwhile, behind 1,000 pending junk rows, is stored once with source maxi and e-mailed once within 2 minutes", async () => {
  // A backlog: 1,000 rows from one network waiting for e-mails of their own (as after a notifier
  // outage), older than an hour so they do not count against this hour's site-wide quota.
  stack.postgres.query(`
      insert into public.contacts (name, last_name, email, phone, company_sector, interested_service, message, created_at, network_hash)
      select 'Relleno', 'Atasco ' || g, 'atasco-' || g || '@bot.example', '600000000', 'Bots', 'Ambos', 'Fila de relleno', now() - interval '2 hours' + g * interval '1 millisecond', 'red-del-atasco'
        from generate_series(1, ${JUNK_ROWS}) g;
      update public.contacts set notify_mode = 'individual', notify_reason = null, notify_due_at = created_at where network_hash = 'red-del-atasco';
    `);

  // The flood: one client opens 30 conversations, each consenting to store the same e-mail.
  const flooded = inParallel(30, 3, (index) =>
    throughGateway(
      SITE,
      chatMessage(
        crypto.randomUUID(),
        `Soy Bot ${index}, ${FLOOD_EMAIL}, 612345678. Sí, acepto la política de privacidad.`,
      ),
      FLOOD_ADDRESS,
    ),
  );

  // Meanwhile a visitor on another connection asks Maxi to be contacted and consents, in the widget.
  const { page, close } = await visit();
  await openConversation(page);
  await sendMessage(page, "Contactadme, por favor: quiero una consulta");
  await chatLog(page).getByText(ASK_FOR_DATA.slice(0, 40), { exact: false }).waitFor();
  await sendMessage(
    page,
    `Soy ${LEAD.name} ${LEAD.last_name}, ${LEAD.email}, ${LEAD.phone}, hostelería, IA. Sí, acepto la política de privacidad.`,
  );
  await chatLog(page).getByText(SAVED_REPLY).waitFor();
  const storedAt = Date.now();
  await close();

  const genuine = stack.postgres.query(
    `select name, last_name, phone, source, interested_service, notify_mode from public.contacts where email = ${quoted(LEAD.email)}`,
  );
  expect(genuine).toEqual([[LEAD.name, LEAD.last_name, LEAD.phone, "maxi", LEAD.interested_service, "individual"]]);

  const replies = await flooded;
  const saved = replies.filter((reply) => reply.output === SAVED_REPLY).length;
  const notSaved = replies.filter((reply) => reply.output?.startsWith(NOT_SAVED_REPLY)).length;
  const busy = replies.filter((reply) => reply.output?.includes(site.chat.reduced.reasons.clientBusy)).length;
  // 20 admitted (the client's bound), of which the form's flood bound stored 10 (a Maxi lead counts
  // against its visitor's client, not n8n's address); the other 10 never reached the model (the
  // gateway answered them in reduced mode).
  expect([saved, notSaved, busy]).toEqual([10, 10, 10]);
  expect(messagesAtModel(stack.model.requests, new RegExp(FLOOD_EMAIL.replace(/\./g, "\\.")))).toBe(20);
  const floodRows = stack.postgres.query(
    `select id, notify_mode from public.contacts where email = ${quoted(FLOOD_EMAIL)}`,
  );
  expect(floodRows).toHaveLength(10);
  const groupedIds = floodRows.filter(([, mode]) => mode === "grouped").map(([id]) => id);
  expect(groupedIds).toHaveLength(9);

  // n8n's lead workflow runs every 20 s: the genuine lead must be in its first batch of 20, ahead
  // of the backlog, and the grouped rows go out together, at most one alert every 2 minutes.
  let genuineAfter: number | null = null;
  const deadline = storedAt + 180_000;
  let messages: CaughtMail[] = [];
  while (Date.now() < deadline) {
    messages = await stack.mail.messages();
    if (genuineAfter === null && mailsTo(messages, LEAD.email).length > 0) genuineAfter = Date.now() - storedAt;
    const floodPending = count(
      `select count(*) from public.contacts where email = ${quoted(FLOOD_EMAIL)} and notified_at is null`,
    );
    if (genuineAfter !== null && floodPending === 0) break;
    await delay(1_000);
  }
  expect(genuineAfter).not.toBeNull();
  expect(genuineAfter).toBeLessThan(120_000);
  // Sent in one batch, rows share their notified_at: those after it were still waiting when it went out.
  const junkWaiting = count(
    `select count(*) from public.contacts where network_hash = 'red-del-atasco' and (notified_at is null or notified_at > (select notified_at from public.contacts where email = ${quoted(LEAD.email)}))`,
  );
  measured.push(
    `the genuine lead was e-mailed ${(genuineAfter! / 1000).toFixed(1)} s after it was stored, while ${junkWaiting} of the ${JUNK_ROWS} junk rows before it were still waiting`,
  );

  // Wait one more round of the schedule: nothing goes out twice.
  await delay(65_000);
  messages = await stack.mail.messages();
  const team = mailsTo(messages, LEAD.email);
  expect(team).toHaveLength(1);
  expect(team[0]?.subject).toBe(`Nuevo lead: ${LEAD.name} ${LEAD.last_name} — ${LEAD.interested_service}`);
  expect(team[0]?.to.map((to) => to.address)).toEqual([site.contact.email]);
  expect(team[0]?.text).toContain("Origen: el chat con Maxi");
  expect(team[0]?.text).toContain(`Email: ${LEAD.email}`);
  // The whole e-mail is the database's one template (private.lead_email), as the local notifier sends it.
  const [[written = ""] = []] = stack.postgres.query(
    `select json_build_object('subject', e.subject, 'text', e.body_text, 'html', e.body_html) from public.contacts c cross join lateral private.lead_email(c) e where c.email = ${quoted(LEAD.email)}`,
  );
  const template = JSON.parse(written) as { subject: string; text: string; html: string };
  expect({ subject: team[0]?.subject, text: team[0]?.text.trimEnd(), html: team[0]?.html.trimEnd() }).toEqual({
    subject: template.subject,
    text: template.text,
    html: template.html,
  });

  const alone = mailsTo(messages, FLOOD_EMAIL);
  expect(alone).toHaveLength(1);
  const alerts = groupedAlertsFor(messages, FLOOD_EMAIL);
  expect(alerts.length).toBeGreaterThanOrEqual(1);
  expect(digests(messages)).toEqual([]);
  const listed = alerts
    .flatMap((alert) => [...alert.text.matchAll(/Referencia: ([0-9a-f-]{36})/g)].map((match) => match[1]))
    .sort();
  expect(listed).toEqual(groupedIds.sort());
  // Every flood row is delivered, alone or grouped: nothing lost, nothing pending.
  expect(
    count(`select count(*) from public.contacts where email = ${quoted(FLOOD_EMAIL)} and notified_at is null`),
  ).toBe(0);
  measured.push(
    `30 chat conversations for one e-mail: ${saved} stored, ${notSaved} refused by the flood bound, ${busy} refused before the model; team e-mails: ${alone.length} alone and ${alerts.length} grouped alert(s) listing ${listed.length} rows`,
  );
}, 420_000);

it("records an e-mail the mail server refused for a retry (the workflow's error branch), and sends it once the server accepts again", async () => {
  stack.smtp.refuse = true;
  const refusedSince = Date.now();
  const failedRows = () =>
    stack.postgres.query(
      "select id, email, notify_claimed_until is null and notify_retry_at is not null, left(notify_last_error, 120) from public.contacts where notified_at is null and notify_last_error is not null",
    );
  let failed = failedRows();
  while (failed.length === 0 && Date.now() - refusedSince < 100_000) {
    await delay(1_000);
    failed = failedRows();
  }
  // The next minute's batch failed, and each of its rows waits for a retry with the error written down.
  expect(failed.length).toBeGreaterThan(0);
  for (const [, , waiting, error] of failed) {
    expect(waiting).toBe("t");
    expect(error).not.toBe("");
  }

  stack.smtp.refuse = false;
  const acceptedSince = Date.now();
  const ids = failed.map(([id]) => quoted(id!)).join(",");
  while (
    count(`select count(*) from public.contacts where id in (${ids}) and notified_at is null`) > 0 &&
    Date.now() - acceptedSince < 180_000
  ) {
    await delay(1_000);
  }
  expect(count(`select count(*) from public.contacts where id in (${ids}) and notified_at is null`)).toBe(0);
  const messages = await stack.mail.messages();
  for (const [, email] of failed) expect(mailsTo(messages, email!)).toHaveLength(1);
  measured.push(
    `with the mail server refusing, ${failed.length} e-mails failed and were recorded for a retry («${failed[0]?.[3]}»); all went out once, ${((Date.now() - acceptedSince) / 1000).toFixed(0)} s after it accepted again`,
  );
}, 420_000);

it("keeps no run of either workflow: each is marked deleted the moment it ends (out of n8n's list) and erased within its one-minute hard-delete cycle; none failed", () => {
  // Every message that reached n8n above and every 20 s of the lead workflow was a run n8n recorded (ids
  // are never reused): at least the messages that reached the model.
  const [{ recorded } = { recorded: 0 }] = n8nDatabaseRows(
    stack.n8nOptions,
    "select seq as recorded from sqlite_sequence where name = 'execution_entity'",
  ) as { recorded: number }[];
  expect(recorded).toBeGreaterThan(messagesAtModel(stack.model.requests, /./));
  // Nothing ended and unmarked: a successful run kept, or a failed one (n8n keeps those).
  expect(kept()).toEqual([]);
  // Nothing older than two cycles is left, deleted or not, nor the data it carried (messages, leads).
  const old = "createdAt < strftime('%Y-%m-%d %H:%M:%f', 'now', '-2 minutes')";
  expect(executions(old)).toEqual([]);
  expect(
    n8nDatabaseRows(
      stack.n8nOptions,
      `select count(*) as n from execution_data d where not exists (select 1 from execution_entity e where e.id = d.executionId and not (e.${old}))`,
    ),
  ).toEqual([{ n: 0 }]);
  measured.push(
    `n8n recorded ${recorded} runs of the two workflows; at the end ${executions().length} remained, all from the last two minutes and marked deleted; none kept, none failed`,
  );
});
