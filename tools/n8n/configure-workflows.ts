/**
 * Fills in the deployment's values of the two shipped workflows (n8n/maxi.json and
 * n8n/lead-notification.json) — their «Configuración» node, the chat's allowed origin and which
 * credential each node uses — without touching anything else, so what is imported is what the tests check.
 */
import type { Workflow } from "./check-workflow";

export const SETTINGS_NODE = "Configuración";
export const MAXI_CHAT_TRIGGER = "Chat de la web";

export interface CredentialRef {
  id: string;
  name: string;
}

interface Assignment {
  name: string;
  value: unknown;
}

const clone = (workflow: Workflow): Workflow => JSON.parse(JSON.stringify(workflow)) as Workflow;

function nodeNamed(workflow: Workflow, name: string) {
  const node = workflow.nodes.find((candidate) => candidate.name === name);
  if (!node) throw new Error(`${workflow.name}: no node named «${name}»`);
  return node;
}

/** Sets the named values of the «Configuración» node; a name the node lacks is an error, not a new field. */
function setSettings(workflow: Workflow, values: Record<string, string>): void {
  const parameters = nodeNamed(workflow, SETTINGS_NODE).parameters as { assignments: { assignments: Assignment[] } };
  for (const [name, value] of Object.entries(values)) {
    const assignment = parameters.assignments.assignments.find((candidate) => candidate.name === name);
    if (!assignment) throw new Error(`${workflow.name}: «${SETTINGS_NODE}» has no value named ${name}`);
    assignment.value = value;
  }
}

/** Points every node that uses a credential of the given type at the given credential. */
function pointCredential(workflow: Workflow, type: string, ref: CredentialRef): void {
  const users = workflow.nodes.filter((node) => node.credentials?.[type]);
  if (users.length === 0) throw new Error(`${workflow.name}: no node uses a ${type} credential`);
  for (const node of users) (node.credentials as Record<string, CredentialRef>)[type] = { ...ref };
}

export interface MaxiSettings {
  siteUrl: string;
  supabaseUrl: string;
  supabaseAnonKey: string;
  model: string;
  /** What Maxi's refusals offer instead: content/site.json `contact`. */
  contact: { email: string; phone: string; phoneDisplay: string };
  /**
   * Absent: the nodes keep the shipped credential names, to be picked in n8n after import.
   * httpBasicAuth is the credential the site's gateway sends (MAXI_N8N_BASIC_AUTH); postgres logs in as
   * the maxi_chat role.
   */
  credentials?: { openAiApi: CredentialRef; postgres: CredentialRef; httpBasicAuth: CredentialRef };
}

/**
 * Maxi's values, and its Chat Trigger's CORS grant set to the site's origin only: the site's gateway
 * calls n8n server to server, so no browser needs one (the grant just never names another site).
 */
export function configureMaxi(source: Workflow, settings: MaxiSettings): Workflow {
  const workflow = clone(source);
  setSettings(workflow, {
    site_url: settings.siteUrl,
    supabase_url: settings.supabaseUrl,
    supabase_anon_key: settings.supabaseAnonKey,
    model: settings.model,
    contact_email: settings.contact.email,
    contact_phone: settings.contact.phone,
    contact_phone_display: settings.contact.phoneDisplay,
  });
  const trigger = nodeNamed(workflow, MAXI_CHAT_TRIGGER).parameters as { options: { allowedOrigins: string } };
  trigger.options.allowedOrigins = new URL(settings.siteUrl).origin;
  if (settings.credentials) {
    pointCredential(workflow, "openAiApi", settings.credentials.openAiApi);
    pointCredential(workflow, "postgres", settings.credentials.postgres);
    pointCredential(workflow, "httpBasicAuth", settings.credentials.httpBasicAuth);
  }
  return workflow;
}

export interface LeadNotificationSettings {
  notifyTo: string;
  /** Absent: the nodes keep the shipped credential names, to be picked in n8n after import. */
  credentials?: { postgres: CredentialRef; smtp: CredentialRef };
}

/** The team's inbox, and the credentials: Postgres as lead_notifier (the outbox functions only) and SMTP. */
export function configureLeadNotification(source: Workflow, settings: LeadNotificationSettings): Workflow {
  const workflow = clone(source);
  setSettings(workflow, { notify_to: settings.notifyTo });
  if (settings.credentials) {
    pointCredential(workflow, "postgres", settings.credentials.postgres);
    pointCredential(workflow, "smtp", settings.credentials.smtp);
  }
  return workflow;
}

export interface FunnelReportSettings {
  /** The team's inbox for the Monday report. */
  reportTo: string;
  /** Absent: the nodes keep the shipped credential names, to be picked in n8n after import. */
  credentials?: { postgres: CredentialRef; smtp: CredentialRef };
}

/** The team's inbox, and the credentials: Postgres as funnel_reporter (the report's functions only) and SMTP. */
export function configureFunnelReport(source: Workflow, settings: FunnelReportSettings): Workflow {
  const workflow = clone(source);
  setSettings(workflow, { report_to: settings.reportTo });
  if (settings.credentials) {
    pointCredential(workflow, "postgres", settings.credentials.postgres);
    pointCredential(workflow, "smtp", settings.credentials.smtp);
  }
  return workflow;
}
