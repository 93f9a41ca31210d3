/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { checkWorkflow, type Workflow, type WorkflowNode } from "../../tools/n8n/check-workflow";
import {
  configureLeadNotification,
  configureMaxi,
  MAXI_CHAT_TRIGGER,
  SETTINGS_NODE,
} from "../../tools/n8n/configure-workflows";
import { MAXI_WORKFLOW_FILE } from "../../tools/n8n/maxi-files";
import { loadNodeTypes } from "../../tools/n8n/node-types";
import { N8N_CHAT_PATH } from "../../tools/lib/test-env";

const read = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Workflow;
const maxi = read(MAXI_WORKFLOW_FILE);
const leads = read(path.resolve(__dirname, "../../n8n/lead-notification.json"));
const credentials = {
  openAiApi: { id: "m1", name: "Proveedor" },
  postgres: { id: "p1", name: "Base de datos" },
  smtp: { id: "e1", name: "Correo" },
  httpBasicAuth: { id: "b1", name: "Pasarela" },
};
const maxiSettings = {
  siteUrl: "https://www.ejemplo.es",
  supabaseUrl: "https://abc.supabase.co",
  supabaseAnonKey: "anon-publica",
  model: "mistral-small-latest",
  contact: { email: "equipo@ejemplo.es", phone: "+34911222333", phoneDisplay: "911 22 23 33" },
  credentials,
};

const node = (workflow: Workflow, name: string) =>
  workflow.nodes.find((candidate) => candidate.name === name) as WorkflowNode;
const settingsOf = (workflow: Workflow) =>
  Object.fromEntries(
    (
      node(workflow, SETTINGS_NODE).parameters as { assignments: { assignments: { name: string; value: unknown }[] } }
    ).assignments.assignments.map(({ name, value }) => [name, value]),
  );

it("fills Maxi's settings, allowed origin and credentials (the gateway's Basic Auth among them), and nothing else", () => {
  const before = JSON.stringify(maxi);
  const configured = configureMaxi(maxi, maxiSettings);
  expect(JSON.stringify(maxi)).toBe(before);
  expect(settingsOf(configured)).toEqual({
    site_url: "https://www.ejemplo.es",
    supabase_url: "https://abc.supabase.co",
    supabase_anon_key: "anon-publica",
    model: "mistral-small-latest",
    contact_email: "equipo@ejemplo.es",
    contact_phone: "+34911222333",
    contact_phone_display: "911 22 23 33",
  });
  const origins = (workflow: Workflow) =>
    (node(workflow, MAXI_CHAT_TRIGGER).parameters.options as { allowedOrigins: string }).allowedOrigins;
  // Only the site's origin, whatever path its URL has: the gateway calls n8n server to server.
  expect(origins(configured)).toBe("https://www.ejemplo.es");
  expect(origins(configureMaxi(maxi, { ...maxiSettings, siteUrl: "https://www.ejemplo.es/es" }))).toBe(
    "https://www.ejemplo.es",
  );
  const used = configured.nodes.flatMap((candidate) => Object.entries(candidate.credentials ?? {}));
  expect(used.map(([type]) => type).sort()).toEqual(["httpBasicAuth", "openAiApi", "postgres", "postgres"]);
  expect(node(configured, MAXI_CHAT_TRIGGER).credentials).toEqual({ httpBasicAuth: credentials.httpBasicAuth });
  for (const [type, ref] of used) expect(ref).toEqual(credentials[type as keyof typeof credentials]);
  // Only the settings, the origins and the credential references differ from the shipped file.
  const strip = (workflow: Workflow) =>
    JSON.stringify(
      workflow.nodes.map(({ credentials: _credentials, ...rest }) =>
        rest.name === SETTINGS_NODE || rest.name === MAXI_CHAT_TRIGGER ? { name: rest.name } : rest,
      ),
    );
  expect(strip(configured)).toBe(strip(maxi));
  expect(configured.connections).toEqual(maxi.connections);
  expect(checkWorkflow(configured, loadNodeTypes())).toEqual([]);
});

it("fills the lead notification's recipient and its two credentials: Postgres as lead_notifier, and SMTP", () => {
  const notifier = { postgres: { id: "p2", name: "Postgres lead_notifier" }, smtp: credentials.smtp };
  const configured = configureLeadNotification(leads, { notifyTo: "equipo@ejemplo.es", credentials: notifier });
  expect(settingsOf(configured)).toEqual({
    notify_to: "equipo@ejemplo.es",
    notify_from: settingsOf(leads).notify_from,
  });
  const used = configured.nodes
    .filter((candidate) => !candidate.disabled)
    .flatMap((candidate) => Object.entries(candidate.credentials ?? {}));
  expect(new Set(used.map(([type]) => type))).toEqual(new Set(["postgres", "smtp"]));
  for (const [type, ref] of used) expect(ref).toEqual(notifier[type as keyof typeof notifier]);
  expect(checkWorkflow(configured, loadNodeTypes())).toEqual([]);
});

it("refuses a setting the workflow does not have instead of adding it", () => {
  const renamed = JSON.parse(JSON.stringify(maxi)) as Workflow;
  const settings = node(renamed, SETTINGS_NODE).parameters as { assignments: { assignments: { name: string }[] } };
  settings.assignments.assignments = settings.assignments.assignments.filter(
    (assignment) => assignment.name !== "model",
  );
  expect(() => configureMaxi(renamed, maxiSettings)).toThrow(/no value named model/);
});

it("gives the real-n8n test the webhook path of the shipped Chat Trigger", () => {
  const trigger = node(maxi, MAXI_CHAT_TRIGGER) as WorkflowNode & { webhookId?: string };
  expect(N8N_CHAT_PATH).toBe(`/webhook/${trigger.webhookId}/chat`);
});
