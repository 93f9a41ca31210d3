/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { checkWorkflow, type Workflow, type WorkflowNode } from "../../scripts/n8n/check-workflow";
import { loadNodeTypes, N8N_VERSION, NODES_BASE_INTEGRITY, NODES_BASE_VERSION } from "../../scripts/n8n/node-types";
import { openDatabase } from "../../scripts/local-backend/db";

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, "../..");
const workflowFile = path.join(ROOT, "n8n/lead-notification.json");
const workflow = JSON.parse(fs.readFileSync(workflowFile, "utf8")) as Workflow;
const packages = loadNodeTypes();

const node = (name: string) => {
  const found = workflow.nodes.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no node ${name}`);
  return found;
};
const copy = (): Workflow => JSON.parse(JSON.stringify(workflow)) as Workflow;
const edit = (change: (draft: Workflow, find: (name: string) => WorkflowNode) => void) => {
  const draft = copy();
  change(draft, (name) => draft.nodes.find((candidate) => candidate.name === name) as WorkflowNode);
  return checkWorkflow(draft, packages);
};

describe("n8n/lead-notification.json against n8n's node descriptions", () => {
  it("uses the descriptions of the n8n release the README names", () => {
    expect(packages[0]).toMatchObject({ package: "n8n-nodes-base", version: NODES_BASE_VERSION, integrity: NODES_BASE_INTEGRITY });
    const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
    expect(readme).toContain(`n8n ${N8N_VERSION}`);
  });

  it("has only node types, versions, parameters, option values, credentials and connections n8n knows", () => {
    expect(checkWorkflow(workflow, packages)).toEqual([]);
  });

  it.each<[string, (draft: Workflow, find: (name: string) => WorkflowNode) => void, RegExp]>([
    ["a misspelt parameter", (_, find) => (find("Enviar e-mail al equipo").parameters.toEmial = "x"), /unknown parameter "toEmial"/],
    ["a version n8n lacks", (_, find) => (find("Enviar e-mail al equipo").typeVersion = 9), /has versions 1, 2, 2.1, not 9/],
    ["an unknown node type", (_, find) => (find("Cada minuto").type = "n8n-nodes-base.scheduleTriger"), /has no node type/],
    ["an option value n8n lacks", (_, find) => (find("Marcar entregado").parameters.method = "SEND"), /"SEND" is not one of/],
    ["a parameter hidden by the settings", (_, find) => (find("Enviar e-mail al equipo").parameters.html = "<p>x</p>"), /"html" is not used/],
    ["a misspelt option", (_, find) => ((find("Enviar e-mail al equipo").parameters.options as Record<string, unknown>).replyto = "x"), /unknown parameter "replyto"/],
    ["a wrong interval unit", (_, find) => ((find("Cada minuto").parameters.rule as { interval: { field: string }[] }).interval[0]!.field = "minute"), /"minute" is not one of/],
    ["an interval as text", (_, find) => ((find("Cada minuto").parameters.rule as { interval: { minutesInterval: unknown }[] }).interval[0]!.minutesInterval = "1"), /expected a number/],
    ["a secret in the file", (_, find) => Object.assign(find("Enviar e-mail al equipo").credentials?.smtp ?? {}, { password: "x" }), /only \{id, name\}/],
    ["a credential the node does not take", (_, find) => (find("Enviar e-mail al equipo").credentials = { slackApi: { id: "x", name: "x" } }), /accepts credentials smtp/],
    ["a connection to nowhere", (draft) => draft.connections["Configuración"]?.main?.[0]?.push({ node: "Nadie", type: "main", index: 0 }), /unknown node "Nadie"/],
  ])("would report %s", (_case, change, problem) => {
    expect(edit(change)).toContainEqual(expect.stringMatching(problem));
  });
});

describe("the workflow runs the database's delivery rule", () => {
  const rpcOf = (name: string) => /\/rest\/v1\/rpc\/(\w+)$/.exec(String(node(name).parameters.url))?.[1];
  const bodyKeys = (name: string) => {
    const body = String(node(name).parameters.jsonBody).replace(/^=/, "");
    const object = /JSON\.stringify\(\{(.*)\}\)/s.exec(body)?.[1];
    return (object ? [...object.matchAll(/(\w+):/g)].map((match) => match[1]) : Object.keys(JSON.parse(body) as object)).sort();
  };

  it("claims, marks and records failures through exactly the migration's functions and argument names", async () => {
    const db = await openDatabase();
    try {
      const functions = await db.asOwner<{ name: string; args: string[] }>(
        `select p.proname as name, (select array_agg(a order by a) from unnest(p.proargnames[1:p.pronargs]) a) as args
           from pg_proc p where p.pronamespace = 'public'::regnamespace
            and p.proname in ('claim_pending_leads', 'mark_lead_delivered', 'record_lead_failure')`,
      );
      const argsOf = Object.fromEntries(functions.map((fn) => [fn.name, fn.args]));
      expect(rpcOf("Reclamar leads pendientes")).toBe("claim_pending_leads");
      expect(rpcOf("Marcar entregado")).toBe("mark_lead_delivered");
      expect(rpcOf("Anotar fallo para reintentar")).toBe("record_lead_failure");
      expect(bodyKeys("Reclamar leads pendientes")).toEqual(argsOf.claim_pending_leads);
      expect(bodyKeys("Marcar entregado")).toEqual(argsOf.mark_lead_delivered);
      expect(bodyKeys("Anotar fallo para reintentar")).toEqual(argsOf.record_lead_failure);
    } finally {
      await db.close();
    }
  });

  it("sends every field, labels flagged leads, and marks delivered only after a sent e-mail", () => {
    const mail = node("Enviar e-mail al equipo");
    for (const field of ["name", "last_name", "email", "phone", "company", "company_sector", "interested_service", "message", "created_at", "id", "source"]) {
      expect(String(mail.parameters.text)).toContain(`$json.${field}`);
    }
    expect(String(mail.parameters.subject)).toContain("Posible spam");
    expect(String(mail.parameters.text)).toContain("$json.review_reason");
    expect(mail.onError).toBe("continueErrorOutput");
    expect(workflow.connections["Enviar e-mail al equipo"]?.main?.[0]?.map((target) => target.node)).toContain("Marcar entregado");
    expect(workflow.connections["Enviar e-mail al equipo"]?.main?.[1]?.map((target) => target.node)).toEqual(["Anotar fallo para reintentar"]);
  });

  it("polls every minute, keeps the chat branch off until configured, and commits no credential", () => {
    expect(node("Cada minuto").parameters.rule).toEqual({ interval: [{ field: "minutes", minutesInterval: 1 }] });
    expect(node("Avisar en Slack (opcional)").disabled).toBe(true);
    for (const { credentials } of workflow.nodes) {
      for (const reference of Object.values(credentials ?? {})) expect(reference).toEqual({ id: "REEMPLAZAR", name: expect.any(String) });
    }
  });
});
