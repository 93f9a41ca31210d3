import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import site from "../../../content/site.json";
import { startMailCatcher, type MailCatcher } from "../../../tools/lib/mail-catcher";
import { startPagesPreview, type PagesPreview } from "../../../tools/lib/pages-preview";
import { startPostgres, type PostgresServer } from "../../support/postgres-server";
import {
  N8N_CHAT_PATH,
  TEST_BACKEND_PORT,
  TEST_MAIL_SMTP_PORT,
  TEST_MAIL_WEB_PORT,
  TEST_MODEL_PORT,
  TEST_N8N_PORT,
  TEST_POSTGRES_PORT,
  TEST_SITE_PORT,
} from "../../../tools/lib/test-env";
import { connectPostgres } from "../../support/postgres-db";
import { startLocalBackend, type LocalBackend } from "../../../tools/local-backend/server";
import type { Workflow } from "../../../tools/n8n/check-workflow";
import { configureLeadNotification, configureMaxi } from "../../../tools/n8n/configure-workflows";
import { MAXI_WORKFLOW_FILE } from "../../../tools/n8n/maxi-files";
import { n8nCommand, startN8n, type N8nInstance, type N8nOptions } from "../../../tools/n8n/runtime";
import { startScriptedModel, type LeadArguments, type ScriptedModel } from "./scripted-model";
import { startSmtpSwitch, type SmtpSwitch } from "./smtp-switch";

/**
 * Everything the real-n8n test runs, started as the deployment steps in docs/deployment.md say: a PostgreSQL with the
 * migrations whose n8n roles (maxi_chat, lead_notifier) get a login password; the local backend standing
 * in for Supabase's REST API on that same database (no notifier of its own: the lead workflow e-mails);
 * the mail catcher; a scripted OpenAI-compatible provider; the site's test build served by wrangler with
 * the gateway's bindings pointing at n8n; and n8n with both shipped workflows configured by
 * configure-workflows.ts, their credentials imported (Postgres as maxi_chat and as lead_notifier, the
 * Chat Trigger's Basic Auth, the provider, SMTP) and published.
 */
export const MAXI_ID = "MaxiWebChat00001";
export const LEADS_ID = "LeadNotify000001";
export const SITE = `http://127.0.0.1:${TEST_SITE_PORT}`;
const ROOT = path.resolve(__dirname, "../../..");
/** n8n's whole log of the run (every start), written when the stack stops: what to read when a step failed. */
export const N8N_LOG_FILE = path.join(ROOT, "reports/n8n-e2e-n8n.log");
const SERVICE_KEY = "n8n-test-service-role-key";

const secret = (bytes: number) => crypto.randomBytes(bytes).toString("hex");
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Workflow;

export interface N8nStack {
  postgres: PostgresServer;
  mail: MailCatcher;
  /** Between n8n and the mail catcher: `smtp.refuse = true` makes every e-mail fail. */
  smtp: SmtpSwitch;
  backend: LocalBackend;
  model: ScriptedModel;
  preview: PagesPreview;
  n8n: N8nInstance;
  n8nOptions: N8nOptions;
  /** The Chat Trigger's Basic Auth credential, as the gateway sends it (MAXI_N8N_BASIC_AUTH). */
  chatCredential: { user: string; password: string };
  /** n8n/maxi.json as configured and imported: what its refusal node answers is computed from it. */
  maxi: Workflow;
  /** MAXI_CLIENT_KEY_SECRET of the preview's gateway. */
  clientKeySecret: string;
  /** n8n stopped and started again with the same folder (its database, encryption key, workflows). */
  restartN8n(): Promise<void>;
  stop(): Promise<void>;
}

export async function startN8nStack({ lead }: { lead: LeadArguments }): Promise<N8nStack> {
  const stack: Partial<N8nStack> = {};
  const earlierLogs: string[] = [];
  const stop = async () => {
    await stack.n8n?.stop();
    fs.mkdirSync(path.dirname(N8N_LOG_FILE), { recursive: true });
    fs.writeFileSync(N8N_LOG_FILE, [...earlierLogs, stack.n8n?.output() ?? ""].join("\n--- n8n restarted ---\n"));
    await stack.preview?.close();
    await stack.model?.close();
    await stack.backend?.close();
    await stack.smtp?.close();
    await stack.mail?.stop();
    await stack.postgres?.stop();
  };
  try {
    const postgres = (stack.postgres = await startPostgres({ port: TEST_POSTGRES_PORT }));
    // Deployment → 1: the roles the migrations made NOLOGIN get a password once, by the owner.
    const passwords = { maxi_chat: secret(16), lead_notifier: secret(16) };
    for (const [role, password] of Object.entries(passwords))
      postgres.query(`alter role ${role} with login password '${password}'`);

    stack.mail = await startMailCatcher({ smtpPort: TEST_MAIL_SMTP_PORT, webPort: TEST_MAIL_WEB_PORT });
    stack.smtp = await startSmtpSwitch(TEST_MAIL_SMTP_PORT);
    stack.backend = await startLocalBackend({
      port: TEST_BACKEND_PORT,
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "n8n-e2e-db-")),
      keys: { serviceRole: SERVICE_KEY },
      database: connectPostgres({
        host: "127.0.0.1",
        port: postgres.port,
        user: postgres.user,
        database: postgres.database,
      }),
      // The test moves what it needs; nothing deletes behind its back.
      retentionIntervalMs: null,
    });
    stack.model = await startScriptedModel({ port: TEST_MODEL_PORT, lead });

    const chatCredential = { user: "maxi-gateway", password: secret(24) };
    const clientKeySecret = secret(32);
    stack.preview = await startPagesPreview(path.join(ROOT, "public"), TEST_SITE_PORT, {
      MAXI_N8N_WEBHOOK_URL: `http://127.0.0.1:${TEST_N8N_PORT}${N8N_CHAT_PATH}`,
      MAXI_N8N_BASIC_AUTH: `${chatCredential.user}:${chatCredential.password}`,
      MAXI_CLIENT_KEY_SECRET: clientKeySecret,
    });

    const work = fs.mkdtempSync(path.join(os.tmpdir(), "n8n-e2e-"));
    const n8nOptions: N8nOptions = { port: TEST_N8N_PORT, userFolder: path.join(work, "n8n") };
    const refs = {
      openAiApi: { id: "maxiModelCred01", name: "Proveedor de IA (compatible con OpenAI)" },
      maxiPostgres: { id: "maxiPostgres001", name: "Supabase Postgres (rol maxi_chat)" },
      httpBasicAuth: { id: "maxiGateway0001", name: "Pasarela del chat de la web (Basic Auth)" },
      leadsPostgres: { id: "leadsPostgres01", name: "Supabase Postgres (avisos)" },
      smtp: { id: "leadsSmtp000001", name: "SMTP avisos" },
    };
    const database = (user: keyof typeof passwords) => ({
      host: "127.0.0.1",
      port: postgres.port,
      database: postgres.database,
      user,
      password: passwords[user],
      ssl: "disable",
    });
    const credentialsFile = path.join(work, "credentials.json");
    fs.writeFileSync(
      credentialsFile,
      JSON.stringify([
        { ...refs.openAiApi, type: "openAiApi", data: { apiKey: "sk-test-not-a-real-key", url: stack.model.baseUrl } },
        { ...refs.maxiPostgres, type: "postgres", data: database("maxi_chat") },
        { ...refs.httpBasicAuth, type: "httpBasicAuth", data: chatCredential },
        { ...refs.leadsPostgres, type: "postgres", data: database("lead_notifier") },
        {
          ...refs.smtp,
          type: "smtp",
          data: {
            host: "127.0.0.1",
            port: stack.smtp.port,
            secure: false,
            disableStartTls: true,
            user: "",
            password: "",
          },
        },
      ]),
    );
    const maxi = configureMaxi(readJson(MAXI_WORKFLOW_FILE), {
      siteUrl: SITE,
      supabaseUrl: stack.backend.url,
      supabaseAnonKey: stack.backend.keys.anon,
      model: "scripted-model",
      contact: site.contact,
      credentials: { openAiApi: refs.openAiApi, postgres: refs.maxiPostgres, httpBasicAuth: refs.httpBasicAuth },
    });
    const leads = configureLeadNotification(readJson(path.join(ROOT, "n8n/lead-notification.json")), {
      notifyTo: site.contact.email,
      credentials: { postgres: refs.leadsPostgres, smtp: refs.smtp },
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
    stack.n8n = await startN8n(n8nOptions, N8N_CHAT_PATH);

    return Object.assign(stack as N8nStack, {
      maxi,
      n8nOptions,
      chatCredential,
      clientKeySecret,
      stop,
      restartN8n: async () => {
        await stack.n8n?.stop();
        earlierLogs.push(stack.n8n?.output() ?? "");
        stack.n8n = await startN8n(n8nOptions, N8N_CHAT_PATH);
      },
    });
  } catch (error) {
    await stop();
    throw error;
  }
}
