import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import site from "../../content/site.json";
import { SESSION_STORAGE_KEY } from "../../src/components/chat/session";
import { startMailCatcher, type CaughtMail, type MailCatcher } from "../../scripts/lib/mail-catcher";
import { startPagesPreview, type PagesPreview } from "../../scripts/lib/pages-preview";
import { startPostgres, type PostgresServer } from "../../scripts/lib/postgres-server";
import {
  N8N_CHAT_PATH,
  TEST_BACKEND_PORT,
  TEST_MAIL_SMTP_PORT,
  TEST_MAIL_WEB_PORT,
  TEST_MODEL_PORT,
  TEST_N8N_PORT,
  TEST_POSTGRES_PORT,
  TEST_SITE_PORT,
} from "../../scripts/lib/test-env";
import { connectPostgres } from "../../scripts/local-backend/postgres-db";
import { startLocalBackend, type LocalBackend } from "../../scripts/local-backend/server";
import { bestPassage } from "../../scripts/local-backend/knowledge-passages";
import type { Workflow } from "../../scripts/n8n/check-workflow";
import { configureLeadNotification, configureMaxi } from "../../scripts/n8n/configure-workflows";
import { MAXI_SYSTEM_MESSAGE_FILE, MAXI_WORKFLOW_FILE } from "../../scripts/n8n/maxi-files";
import { n8nCommand, startN8n, type N8nInstance, type N8nOptions } from "../../scripts/n8n/runtime";
import { launchBrowser, openPage, waitForHydration } from "../e2e/support/browser";
import { chatLog, launcher, openConversation, sendMessage } from "../e2e/support/widgets";
import { ANSWER_PREFIX, ASK_FOR_DATA, KNOWLEDGE_TOOL, SAVED_REPLY, startScriptedModel, textOf, type LeadArguments, type ScriptedModel } from "./support/scripted-model";

/**
 * Maxi on a real n8n (the version the README names), as deployed: both shipped workflows imported with
 * n8n's own command line, the chat model pointed at a scripted OpenAI-compatible provider, memory and
 * limits in a real PostgreSQL with the project's migrations, leads stored by the local backend (Supabase's
 * stand-in) and e-mailed through the mail catcher, and a visitor using the site's widget in Chromium.
 * Run by `npm run test:n8n` (scripts/test-n8n.ts builds the site with Maxi pointed at this n8n).
 */
jest.setTimeout(240_000);

const ROOT = path.resolve(__dirname, "../..");
const SITE = `http://127.0.0.1:${TEST_SITE_PORT}`;
const SERVICE_KEY = "n8n-test-service-role-key";
const MAXI_ID = "MaxiWebChat00001";
const LEADS_ID = "LeadNotify000001";
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

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Workflow;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let postgres: PostgresServer;
let mail: MailCatcher;
let backend: LocalBackend;
let model: ScriptedModel;
let preview: PagesPreview;
let n8n: N8nInstance;
let n8nOptions: N8nOptions;
let browser: Browser;

beforeAll(async () => {
  process.env.E2E_BASE_URL = SITE;
  postgres = await startPostgres({ port: TEST_POSTGRES_PORT });
  mail = await startMailCatcher({ smtpPort: TEST_MAIL_SMTP_PORT, webPort: TEST_MAIL_WEB_PORT });
  // No notifier of its own: the lead-notification workflow in n8n is what e-mails the team here. The leads
  // go into the PostgreSQL that n8n uses for Maxi, one database as in production (lead tokens need it).
  backend = await startLocalBackend({
    port: TEST_BACKEND_PORT,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "n8n-e2e-db-")),
    keys: { serviceRole: SERVICE_KEY },
    database: connectPostgres({ host: "127.0.0.1", port: postgres.port, user: postgres.user, database: postgres.database }),
  });
  model = await startScriptedModel({ port: TEST_MODEL_PORT, lead: LEAD });
  preview = await startPagesPreview(path.join(ROOT, "public"), TEST_SITE_PORT);

  const work = fs.mkdtempSync(path.join(os.tmpdir(), "n8n-e2e-"));
  n8nOptions = { port: TEST_N8N_PORT, userFolder: path.join(work, "n8n") };
  const credentials = {
    openAiApi: { id: "maxiModelCred01", name: "Proveedor de IA (compatible con OpenAI)" },
    postgres: { id: "maxiPostgres001", name: "Supabase Postgres (Maxi)" },
    supabaseApi: { id: "leadsSupabase01", name: "Supabase service role" },
    smtp: { id: "leadsSmtp000001", name: "SMTP avisos" },
  };
  const credentialsFile = path.join(work, "credentials.json");
  fs.writeFileSync(
    credentialsFile,
    JSON.stringify([
      { ...credentials.openAiApi, type: "openAiApi", data: { apiKey: "sk-test-not-a-real-key", url: model.baseUrl } },
      {
        ...credentials.postgres,
        type: "postgres",
        data: { host: "127.0.0.1", port: postgres.port, database: postgres.database, user: postgres.user, password: "local", ssl: "disable" },
      },
      { ...credentials.supabaseApi, type: "supabaseApi", data: { host: backend.url, serviceRole: SERVICE_KEY } },
      { ...credentials.smtp, type: "smtp", data: { host: "127.0.0.1", port: TEST_MAIL_SMTP_PORT, secure: false, disableStartTls: true, user: "", password: "" } },
    ]),
  );
  const maxi = configureMaxi(readJson(MAXI_WORKFLOW_FILE), {
    siteUrl: SITE,
    supabaseUrl: backend.url,
    supabaseAnonKey: backend.keys.anon,
    model: "scripted-model",
    allowedOrigins: [SITE],
    credentials,
  });
  const leads = configureLeadNotification(readJson(path.join(ROOT, "n8n/lead-notification.json")), {
    supabaseUrl: backend.url,
    notifyTo: site.contact.email,
    credentials,
  });
  const maxiFile = path.join(work, "maxi.json");
  const leadsFile = path.join(work, "lead-notification.json");
  fs.writeFileSync(maxiFile, JSON.stringify({ ...maxi, id: MAXI_ID }));
  fs.writeFileSync(leadsFile, JSON.stringify({ ...leads, id: LEADS_ID }));

  n8nCommand(n8nOptions, ["import:credentials", `--input=${credentialsFile}`]);
  n8nCommand(n8nOptions, ["import:workflow", `--input=${maxiFile}`]);
  n8nCommand(n8nOptions, ["import:workflow", `--input=${leadsFile}`]);
  n8nCommand(n8nOptions, ["publish:workflow", `--id=${MAXI_ID}`]);
  n8nCommand(n8nOptions, ["publish:workflow", `--id=${LEADS_ID}`]);
  n8n = await startN8n(n8nOptions, N8N_CHAT_PATH);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await n8n?.stop();
  await preview?.close();
  await model?.close();
  await backend?.close();
  await mail?.stop();
  await postgres?.stop();
});

afterEach(() => {
  // n8n's log helps when a step fails; it is only printed then.
  const state = expect.getState();
  if (state.assertionCalls > state.numPassingAsserts) console.log(n8n.output().slice(-6000));
});

async function visit(): Promise<{ page: Page; close: () => Promise<void>; problems: { pageErrors: string[]; consoleErrors: string[] } }> {
  const { page, context, problems } = await openPage(browser, "desktop");
  await page.goto(`${SITE}/`);
  await waitForHydration(page);
  return { page, close: () => context.close(), problems };
}

const publishedKnowledge = () => fs.readFileSync(path.join(ROOT, "public/maxi/conocimiento.md"), "utf8");
const plain = (markdown: string) => markdown.replace(/\*\*|__|\*|`/g, "").replace(/^\s*[-\d.]+\s+/gm, "");

const chat = (body: object, origin = SITE) =>
  fetch(`${n8n.url}${N8N_CHAT_PATH}`, { method: "POST", headers: { "Content-Type": "application/json", Origin: origin }, body: JSON.stringify(body) });

let sessionId = "";

it("answers a visitor in the widget from the knowledge file the site publishes, with the shipped instructions", async () => {
  const { page, close, problems } = await visit();
  await openConversation(page);
  const question = "¿Qué hacéis con la inteligencia artificial para automatizar procesos?";
  await sendMessage(page, question);
  await chatLog(page).getByText(ANSWER_PREFIX).waitFor();
  sessionId = (await page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY)) ?? "";
  expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);

  // The model was given the system message file and, through the workflow's tool, the site's own knowledge file.
  const [first] = model.requests;
  const system = textOf(first?.messages.find((message) => message.role === "system")?.content ?? null);
  for (const line of fs.readFileSync(MAXI_SYSTEM_MESSAGE_FILE, "utf8").split("\n").filter((text) => text.trim())) expect(system).toContain(line);
  expect(first?.tools?.map((tool) => tool.function.name).sort()).toEqual(["conocimiento_del_sitio", "guardar_contacto"]);
  const toolResult = model.requests.flatMap((request) => request.messages).find((message) => message.role === "tool");
  expect(textOf(toolResult?.content ?? null)).toContain(publishedKnowledge().split("\n").find((line) => line.startsWith("## ")));

  // What the visitor reads is the passage of that file that answers the question.
  const expected = bestPassage(publishedKnowledge(), question);
  expect(expected).not.toBeNull();
  const firstLine = plain(expected?.body ?? "").split("\n").find((line) => line.trim().length > 20) ?? "";
  await chatLog(page).getByText(firstLine.trim().slice(0, 60), { exact: false }).waitFor();
  expect(model.requests.some((request) => request.tools?.some((tool) => tool.function.name === KNOWLEDGE_TOOL))).toBe(true);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  await close();
});

it("brings the conversation back after a reload and after n8n restarts (memory in PostgreSQL)", async () => {
  const stored = postgres.query(`select count(*) from public.maxi_chat_histories where session_id = '${sessionId}'`);
  expect(Number(stored[0]?.[0])).toBe(2);

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
  await n8n.stop();
  n8n = await startN8n(n8nOptions, N8N_CHAT_PATH);
  await restore();
});

it("stores a consented lead with source maxi, although someone used up the n8n server's address limit, and the team gets exactly one e-mail", async () => {
  // Every lead of Maxi reaches the API from n8n's address (127.0.0.1 here), as these direct posts do.
  const post = (index: number) =>
    fetch(`${backend.url}/rest/v1/contacts`, {
      method: "POST",
      headers: { apikey: backend.keys.anon, Authorization: `Bearer ${backend.keys.anon}`, "Content-Type": "application/json", Prefer: "return=minimal" },
      body: JSON.stringify({ ...LEAD, email: `flood-${index}@bot.example`, source: "maxi" }),
    });
  for (let index = 0; index < 10; index += 1) expect((await post(index)).status).toBe(201);
  expect((await post(10)).status).toBe(429);

  const { page, close } = await visit();
  await openConversation(page);
  await sendMessage(page, "Contactadme, por favor: quiero una consulta");
  await chatLog(page).getByText(ASK_FOR_DATA.slice(0, 40), { exact: false }).waitFor();
  const rowsBefore = await leadsFor(LEAD.email);
  expect(rowsBefore).toEqual([]);

  await sendMessage(page, `Soy ${LEAD.name} ${LEAD.last_name}, ${LEAD.email}, ${LEAD.phone}, hostelería, IA. Sí, acepto la política de privacidad.`);
  await chatLog(page).getByText(SAVED_REPLY).waitFor();
  await close();

  const rows = await leadsFor(LEAD.email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ name: LEAD.name, last_name: LEAD.last_name, phone: LEAD.phone, source: "maxi", interested_service: LEAD.interested_service });

  // The workflow claims pending leads every minute; wait for one round to deliver, then one more to prove it sends once.
  const started = Date.now();
  let received: CaughtMail[] = [];
  while (received.length === 0 && Date.now() - started < 100_000) {
    await delay(1_000);
    received = (await mail.messages()).filter((message) => message.replyTo?.[0]?.address === LEAD.email);
  }
  expect(received).toHaveLength(1);
  await delay(65_000);
  received = (await mail.messages()).filter((message) => message.replyTo?.[0]?.address === LEAD.email);
  expect(received).toHaveLength(1);
  expect(received[0]?.subject).toBe(`Nuevo lead: ${LEAD.name} ${LEAD.last_name} — ${LEAD.interested_service}`);
  expect(received[0]?.text).toContain("Origen: el chat con Maxi");
  expect(received[0]?.text).toContain(`Email: ${LEAD.email}`);
});

async function leadsFor(email: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${backend.url}/rest/v1/contacts?select=*&email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

it("refuses a message over the length limit and a session over the hourly limit without calling the model", async () => {
  const calls = model.requests.length;
  const tooLong = await chat({ action: "sendMessage", sessionId: "limits-long-0001", chatInput: "a".repeat(1001) });
  expect(tooLong.status).toBe(200);
  expect(((await tooLong.json()) as { output: string }).output).toMatch(/demasiado largo.*1000 caracteres/);

  const busy = "limits-busy-0001";
  postgres.query(`insert into private.maxi_admissions (session_id) select '${busy}' from generate_series(1, 30)`);
  const tooMany = await chat({ action: "sendMessage", sessionId: busy, chatInput: "¿Seguís ahí?" });
  expect(((await tooMany.json()) as { output: string }).output).toMatch(/límite de 30 mensajes por hora/);
  expect(model.requests.length).toBe(calls);

  // The 30th message of an hour is still answered.
  const almost = "limits-busy-0002";
  postgres.query(`insert into private.maxi_admissions (session_id) select '${almost}' from generate_series(1, 29)`);
  const last = await chat({ action: "sendMessage", sessionId: almost, chatInput: "¿Qué servicios de marketing digital ofrecéis?" });
  expect(((await last.json()) as { output: string }).output).toContain(ANSWER_PREFIX);
});

it("lets only the site's origin use the chat from a browser", async () => {
  const preflight = (origin: string) =>
    fetch(`${n8n.url}${N8N_CHAT_PATH}`, { method: "OPTIONS", headers: { Origin: origin, "Access-Control-Request-Method": "POST" } });
  expect((await preflight(SITE)).headers.get("access-control-allow-origin")).toBe(SITE);
  expect((await preflight("https://otra-web.example")).headers.get("access-control-allow-origin")).not.toBe("https://otra-web.example");
});
