/**
 * `npm run n8n:configure`: writes n8n/configured/maxi.json, lead-notification.json and funnel-report.json, the shipped
 * workflows with the deployment's values already in their «Configuración» node, read from
 * .env.production (the same GATSBY_* values the site is built with), content/site.json (the contact
 * data Maxi's refusals offer) plus:
 *   MAXI_MODEL            the provider's model id (default gpt-4.1-mini)
 *   LEADS_NOTIFY_TO       the team's inbox for lead e-mails (default: the contact e-mail of content/site.json)
 *   FUNNEL_REPORT_TO      the inbox for the Monday report (default: LEADS_NOTIFY_TO's)
 *   SITE_BUILD_HOOK_URL   the host's deploy hook: when set, also scheduled-publish.json (docs/blog.md)
 * Credentials are not touched: pick them in n8n after importing.
 */
import fs from "node:fs";
import path from "node:path";
import dotenv from "dotenv";
import site from "../../content/site.json";
import { envProblems } from "../../src/config/env-problems";
import { readEnv } from "../../src/config/env";
import type { Workflow } from "./check-workflow";
import {
  configureFunnelReport,
  configureLeadNotification,
  configureMaxi,
  configureScheduledPublish,
} from "./configure-workflows";
import { MAXI_WORKFLOW_FILE } from "./maxi-files";
import { generateMaxiWorkflow, readMaxiSources } from "./maxi-generate";

const ROOT = path.resolve(__dirname, "../..");
const OUT_DIR = path.join(ROOT, "n8n/configured");
dotenv.config({ path: path.join(ROOT, ".env.production"), quiet: true });

const env = readEnv();
const problems = envProblems(env);
// readEnv falls back to the agency's address for the site; here it must be said, not assumed.
const missing = !process.env.GATSBY_SITE_URL?.trim() || env.supabaseUrl === "" || env.supabaseAnonKey === "";
if (missing || problems.length) {
  console.error(
    [
      "n8n:configure needs GATSBY_SITE_URL, GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY (in .env.production or the environment).",
      ...problems,
    ].join("\n"),
  );
  process.exit(1);
}

const read = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Workflow;

// Generated again here, so what is deployed carries the contract and the form's help texts as they are now,
// even after a content edit nobody ran `npm run n8n:sync-maxi` for.
const maxi = configureMaxi(generateMaxiWorkflow(read(MAXI_WORKFLOW_FILE), readMaxiSources()), {
  siteUrl: env.siteUrl,
  supabaseUrl: env.supabaseUrl,
  supabaseAnonKey: env.supabaseAnonKey,
  model: process.env.MAXI_MODEL?.trim() || "gpt-4.1-mini",
  contact: site.contact,
});
const notifyTo = process.env.LEADS_NOTIFY_TO?.trim() || site.contact.email;
const leads = configureLeadNotification(read(path.join(ROOT, "n8n/lead-notification.json")), { notifyTo });
const reportTo = process.env.FUNNEL_REPORT_TO?.trim() || notifyTo;
const report = configureFunnelReport(read(path.join(ROOT, "n8n/funnel-report.json")), { reportTo });

fs.mkdirSync(OUT_DIR, { recursive: true });
fs.writeFileSync(path.join(OUT_DIR, "maxi.json"), `${JSON.stringify(maxi, null, 1)}\n`);
fs.writeFileSync(path.join(OUT_DIR, "lead-notification.json"), `${JSON.stringify(leads, null, 2)}\n`);
fs.writeFileSync(path.join(OUT_DIR, "funnel-report.json"), `${JSON.stringify(report, null, 2)}\n`);
const buildHookUrl = process.env.SITE_BUILD_HOOK_URL?.trim();
if (buildHookUrl) {
  const scheduled = configureScheduledPublish(read(path.join(ROOT, "n8n/scheduled-publish.json")), {
    siteUrl: env.siteUrl,
    buildHookUrl,
  });
  fs.writeFileSync(path.join(OUT_DIR, "scheduled-publish.json"), `${JSON.stringify(scheduled, null, 2)}\n`);
  console.log(`Wrote ${path.relative(ROOT, OUT_DIR)}/scheduled-publish.json (site ${env.siteUrl}).`);
} else {
  console.log(
    "SITE_BUILD_HOOK_URL is not set: scheduled-publish.json not written (docs/blog.md, «Publicación programada»).",
  );
}
console.log(
  `Wrote ${path.relative(ROOT, OUT_DIR)}/maxi.json (site ${env.siteUrl}), lead-notification.json and funnel-report.json.`,
);
console.log(
  "Import them in n8n, pick the credentials in the nodes that ask for one (Maxi's Chat Trigger: the Basic Auth credential the site's gateway sends, MAXI_N8N_BASIC_AUTH; its Postgres nodes: the maxi_chat role; the lead workflow: lead_notifier; the weekly report: funnel_reporter), and publish.",
);
