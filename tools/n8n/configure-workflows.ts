/**
 * Fills in the deployment's values of the two shipped workflows (n8n/maxi.json and
 * n8n/lead-notification.json) — their «Configuración» node, the chat's allowed origin and which
 * credential each node uses — without touching anything else, so what is imported is what the tests check.
 */
import type { Workflow } from "./check-workflow";

export const SETTINGS_NODE = "Configuración";
export const MAXI_CHAT_TRIGGER = "Chat de la web";

export type CredentialRef = { id: string; name: string };

function nodeNamed(workflow: Workflow, name: string) {
  const node = workflow.nodes.find((candidate) => candidate.name === name);
  if (!node) throw new Error(`${workflow.name}: no node named «${name}»`);
  return node;
}

/** The named values of a Set node (the «Configuración» node, Maxi's refusal). */
export const assignmentsOf = (workflow: Workflow, name: string) =>
  (nodeNamed(workflow, name).parameters as { assignments: { assignments: { name: string; value: unknown }[] } })
    .assignments.assignments;

/**
 * A copy of `source` with the named values of its «Configuración» node set (a name the node lacks is an
 * error, not a new field) and, given credentials, every node that uses one of `types` pointed at its credential.
 */
function configure<Type extends string>(
  source: Workflow,
  values: Record<string, string>,
  types: Type[],
  credentials?: Record<Type, CredentialRef>,
): Workflow {
  const workflow = structuredClone(source);
  const settings = assignmentsOf(workflow, SETTINGS_NODE);
  for (const [name, value] of Object.entries(values)) {
    const assignment = settings.find((candidate) => candidate.name === name);
    if (!assignment) throw new Error(`${workflow.name}: «${SETTINGS_NODE}» has no value named ${name}`);
    assignment.value = value;
  }
  for (const type of credentials ? types : []) {
    const users = workflow.nodes.filter((node) => node.credentials?.[type]);
    if (users.length === 0) throw new Error(`${workflow.name}: no node uses a ${type} credential`);
    for (const node of users) node.credentials![type] = { ...credentials![type] };
  }
  return workflow;
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
  const workflow = configure(
    source,
    {
      site_url: settings.siteUrl,
      supabase_url: settings.supabaseUrl,
      supabase_anon_key: settings.supabaseAnonKey,
      model: settings.model,
      contact_email: settings.contact.email,
      contact_phone: settings.contact.phone,
      contact_phone_display: settings.contact.phoneDisplay,
    },
    ["openAiApi", "postgres", "httpBasicAuth"],
    settings.credentials,
  );
  const trigger = nodeNamed(workflow, MAXI_CHAT_TRIGGER).parameters as { options: { allowedOrigins: string } };
  trigger.options.allowedOrigins = new URL(settings.siteUrl).origin;
  return workflow;
}

/** Absent: the nodes keep the shipped credential names, to be picked in n8n after import. */
type MailCredentials = { postgres: CredentialRef; smtp: CredentialRef } | undefined;

/** The team's inbox, and the credentials: Postgres as lead_notifier (the outbox functions only) and SMTP. */
export const configureLeadNotification = (
  source: Workflow,
  settings: { notifyTo: string; credentials?: MailCredentials },
): Workflow => configure(source, { notify_to: settings.notifyTo }, ["postgres", "smtp"], settings.credentials);

/** The Monday report's inbox, and the credentials: Postgres as funnel_reporter (its functions only) and SMTP. */
export const configureFunnelReport = (
  source: Workflow,
  settings: { reportTo: string; credentials?: MailCredentials },
): Workflow => configure(source, { report_to: settings.reportTo }, ["postgres", "smtp"], settings.credentials);

/**
 * The scheduled publication's site (whose /blog/proxima-publicacion.json it reads) and the host's deploy
 * hook it calls: a secret, since whoever holds it can start builds, so it is never committed.
 */
export const configureScheduledPublish = (
  source: Workflow,
  settings: { siteUrl: string; buildHookUrl: string },
): Workflow => configure(source, { site_url: settings.siteUrl, build_hook_url: settings.buildHookUrl }, []);
