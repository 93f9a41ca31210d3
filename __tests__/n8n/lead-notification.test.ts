/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { checkWorkflow, type Workflow, type WorkflowNode } from "../../tools/n8n/check-workflow";
import { loadNodeTypes, N8N_VERSION, NODES_BASE_INTEGRITY, NODES_BASE_VERSION } from "../../tools/n8n/node-types";
import { openDatabase, type LocalDatabase } from "../../tools/local-backend/db";
import { fromClient, insertAs, leadRow } from "../support/database";

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, "../..");
const workflowFile = path.join(ROOT, "n8n/lead-notification.json");
const workflow = JSON.parse(fs.readFileSync(workflowFile, "utf8")) as Workflow & { settings: Record<string, unknown> };
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
const targets = (name: string, output = 0) =>
  workflow.connections[name]?.main?.[output]?.map((target) => target.node) ?? [];

describe("n8n/lead-notification.json against n8n's node descriptions", () => {
  it("uses the descriptions of the n8n release docs/deployment.md names", () => {
    expect(packages[0]).toMatchObject({
      package: "n8n-nodes-base",
      version: NODES_BASE_VERSION,
      integrity: NODES_BASE_INTEGRITY,
    });
    const doc = fs.readFileSync(path.join(ROOT, "docs/deployment.md"), "utf8");
    expect(doc).toContain(`n8n ${N8N_VERSION}`);
  });

  it("has only node types, versions, parameters, option values, credentials and connections n8n knows", () => {
    expect(checkWorkflow(workflow, packages)).toEqual([]);
  });

  it.each<[string, (draft: Workflow, find: (name: string) => WorkflowNode) => void, RegExp]>([
    [
      "a misspelt parameter",
      (_, find) => (find("Enviar e-mail al equipo").parameters.toEmial = "x"),
      /unknown parameter "toEmial"/,
    ],
    [
      "a version n8n lacks",
      (_, find) => (find("Enviar e-mail al equipo").typeVersion = 9),
      /has versions 1, 2, 2.1, not 9/,
    ],
    [
      "an unknown node type",
      (_, find) => (find("Cada 20 segundos").type = "n8n-nodes-base.scheduleTriger"),
      /has no node type/,
    ],
    [
      "an option value n8n lacks",
      (_, find) => (find("Marcar entregado").parameters.operation = "run"),
      /"run" is not one of/,
    ],
    [
      "a parameter hidden by the settings",
      (_, find) => (find("Enviar resumen diario").parameters.emailFormat = "text"),
      /"html" is not used/,
    ],
    [
      "a misspelt option",
      (_, find) => ((find("Enviar e-mail al equipo").parameters.options as Record<string, unknown>).replyto = "x"),
      /unknown parameter "replyto"/,
    ],
    [
      "a wrong interval unit",
      (_, find) =>
        ((find("Cada 20 segundos").parameters.rule as { interval: { field: string }[] }).interval[0]!.field = "second"),
      /"second" is not one of/,
    ],
    [
      "an interval as text",
      (_, find) =>
        ((
          find("Cada 20 segundos").parameters.rule as { interval: { secondsInterval: unknown }[] }
        ).interval[0]!.secondsInterval = "20"),
      /expected a number/,
    ],
    [
      "a secret in the file",
      (_, find) => Object.assign(find("Reclamar leads pendientes").credentials?.postgres ?? {}, { password: "x" }),
      /only \{id, name\}/,
    ],
    [
      "a credential the node does not take",
      (_, find) => (find("Enviar e-mail al equipo").credentials = { slackApi: { id: "x", name: "x" } }),
      /accepts credentials smtp/,
    ],
    [
      "a connection to nowhere",
      (draft) => draft.connections["Configuración"]?.main?.[0]?.push({ node: "Nadie", type: "main", index: 0 }),
      /unknown node "Nadie"/,
    ],
  ])("would report %s", (_case, change, problem) => {
    expect(edit(change)).toContainEqual(expect.stringMatching(problem));
  });
});

interface MailParameters extends Record<string, unknown> {
  fromEmail: string;
  toEmail: string;
  subject: string;
  emailFormat: string;
  text: string;
  html: string;
  options: { replyTo?: string };
}
const mailParameters = (name: string) => node(name).parameters as MailParameters;

/** The Postgres nodes' SQL, as n8n runs it: the query with $1… and the values of its replacement expression. */
const postgresNodes = workflow.nodes.filter((candidate) => candidate.type === "n8n-nodes-base.postgres");
const queryOf = (name: string) => String(node(name).parameters.query);
const replacementOf = (name: string) =>
  (node(name).parameters.options as { queryReplacement?: string }).queryReplacement;

/** Evaluates an n8n `={{ expr }}` expression with `$json` and `$('Node').item.json` / `.first().json`. */
function evaluate(
  expression: string,
  json: Record<string, unknown>,
  items: Record<string, Record<string, unknown>>,
): unknown {
  const body = /^=\{\{(.*)\}\}$/s.exec(expression)?.[1];
  if (!body) throw new Error(`not a single expression: ${expression}`);
  const $ = (name: string) => ({ item: { json: items[name] }, first: () => ({ json: items[name] }) });
  return new Function("$json", "$", `return (${body});`)(json, $);
}
/** Renders an n8n text parameter (`=…{{ expr }}…`). */
const render = (template: string, json: Record<string, unknown>, items: Record<string, Record<string, unknown>> = {}) =>
  template
    .replace(/^=/, "")
    .replace(/\{\{(.*?)\}\}/gs, (_, body: string) => String(evaluate(`={{${body}}}`, json, items)));

describe("the workflow runs the database's delivery rule, logged in as lead_notifier", () => {
  let db: LocalDatabase;
  beforeAll(async () => {
    db = await openDatabase();
  });
  afterAll(() => db.close());
  /** One Postgres node's statement, run as n8n runs it (pg-promise formats $1… from the values). */
  const run = (name: string, values: unknown[] = []) =>
    db.asRole("lead_notifier", async (tx) => (await tx.query<Record<string, unknown>>(queryOf(name), values)).rows);

  it("calls exactly the migration's outbox functions with their own argument names, through one Postgres credential", async () => {
    const functions = await db.asOwner<{ name: string; args: string[] }>(
      `select p.proname as name, p.proargnames[1:p.pronargs] as args from pg_proc p
        where p.pronamespace = 'public'::regnamespace and has_function_privilege('lead_notifier', p.oid, 'execute')`,
    );
    const argsOf = Object.fromEntries(functions.map((fn) => [fn.name, fn.args]));
    const called = postgresNodes.map((candidate) => {
      const [, name, args] = /public\.(\w+)\((.*)\)/.exec(String(candidate.parameters.query)) ?? [];
      return [name, [...(args ?? "").matchAll(/(\w+) =>/g)].map((match) => match[1])] as const;
    });
    // Every function lead_notifier may run is called (a grouped alert is marked or failed like a digest part).
    expect([...new Set(called.map(([name]) => name))].sort()).toEqual(Object.keys(argsOf).sort());
    for (const [name, args] of called) expect(args).toEqual(argsOf[name ?? ""]);
    const credentials = new Set(
      workflow.nodes
        .filter((candidate) => !candidate.disabled)
        .flatMap((candidate) => Object.keys(candidate.credentials ?? {})),
    );
    expect([...credentials].sort()).toEqual(["postgres", "smtp"]);
    expect(new Set(postgresNodes.map((candidate) => candidate.credentials?.postgres?.name)).size).toBe(1);
    // No HTTP call with a service-role key any more.
    expect(workflow.nodes.map((candidate) => candidate.type)).not.toContain("n8n-nodes-base.httpRequest");
  });

  it("claims a lead, sends the e-mail the database wrote to the team, reply-to the visitor, and marks it delivered", async () => {
    await insertAs(db, leadRow({ email: "workflow@naranjos.es" }), { request: fromClient("192.0.2.200") });
    const [claimed] = await run("Reclamar leads pendientes");
    expect(claimed).toMatchObject({
      email: "workflow@naranjos.es",
      email_subject: "Nuevo lead: Lucía García Romero — Marketing Digital",
    });
    const lead = claimed as Record<string, unknown>;
    const settings = { notify_to: "equipo@ejemplo.es", notify_from: "Web <avisos@ejemplo.es>" };
    const mail = mailParameters("Enviar e-mail al equipo");
    const items = { Configuración: settings, "Reclamar leads pendientes": lead };
    expect(render(mail.toEmail, lead, items)).toBe("equipo@ejemplo.es");
    expect(render(mail.fromEmail, lead, items)).toBe("Web <avisos@ejemplo.es>");
    expect(render(mail.subject, lead, items)).toBe(lead.email_subject);
    expect(render(mail.text, lead, items)).toBe(lead.email_text);
    expect(render(mail.html, lead, items)).toBe(lead.email_html);
    expect(mail.emailFormat).toBe("both");
    expect(render(String(mail.options.replyTo), lead, items)).toBe("workflow@naranjos.es");

    // The e-mail node failed: its error output records the failure for a retry.
    const failure = evaluate(
      String(replacementOf("Anotar fallo para reintentar")),
      { error: { message: "SMTP 421, try later" } },
      items,
    ) as unknown[];
    expect(failure).toEqual([lead.id, lead.claim_token, "SMTP 421, try later"]);
    const [retry] = await run("Anotar fallo para reintentar", failure);
    expect(retry?.reintento).toEqual(expect.any(Date));
    // Retried after its backoff and sent: marked delivered.
    await db.asOwner(
      "update public.contacts set notify_retry_at = now() - interval '1 second' where email = 'workflow@naranjos.es'",
    );
    const [again] = await run("Reclamar leads pendientes");
    const delivered = evaluate(
      String(replacementOf("Marcar entregado")),
      {},
      { "Reclamar leads pendientes": again as Record<string, unknown> },
    ) as unknown[];
    await expect(run("Marcar entregado", delivered)).resolves.toEqual([{ entregado: true }]);
    await expect(run("Reclamar leads pendientes")).resolves.toEqual([]);
  });

  it("claims the daily digest when it is due, sends it without a reply-to, and marks it sent", async () => {
    await insertAs(db, leadRow({ email: "digest-bot@spam.example", website: "x" }), {
      request: fromClient("192.0.2.201"),
    });
    await expect(run("Reclamar resumen diario")).resolves.toEqual([]); // not before 08:00
    await db.asOwner(
      "update public.contacts set notify_due_at = now() - interval '1 second' where email = 'digest-bot@spam.example'",
    );
    const [digest] = await run("Reclamar resumen diario");
    expect(digest).toMatchObject({ lead_count: 1, email_subject: "Resumen diario: 1 solicitud sin aviso individual" });
    const part = digest as Record<string, unknown>;
    const mail = mailParameters("Enviar resumen diario");
    expect(render(mail.subject, part)).toBe(part.email_subject);
    expect(render(mail.text, part)).toBe(part.email_text);
    expect(render(mail.html, part)).toBe(part.email_html);
    expect(mail.options.replyTo).toBeUndefined();
    const items = { "Reclamar resumen diario": part };
    expect(evaluate(String(replacementOf("Anotar fallo del resumen")), { error: "timeout" }, items)).toEqual([
      part.digest_id,
      part.claim_token,
      "timeout",
    ]);
    await expect(
      run("Marcar resumen enviado", evaluate(String(replacementOf("Marcar resumen enviado")), {}, items) as unknown[]),
    ).resolves.toEqual([{ enviado: true }]);
    await expect(run("Reclamar resumen diario")).resolves.toEqual([]);
  });

  it("claims a grouped alert at once, sends it with the visitor as reply-to when it holds one lead, and marks it sent", async () => {
    for (let index = 1; index <= 4; index += 1)
      await insertAs(db, leadRow({ email: `grouped-${index}@naranjos.es` }), { request: fromClient("192.0.2.202") });
    await run("Reclamar leads pendientes"); // the first three go alone
    const [alert] = await run("Reclamar aviso agrupado");
    expect(alert).toMatchObject({ lead_count: 1, reply_to: "grouped-4@naranjos.es" });
    const part = alert as Record<string, unknown>;
    const mail = mailParameters("Enviar aviso agrupado");
    expect(render(mail.subject, part)).toBe(part.email_subject);
    expect(render(mail.text, part)).toBe(part.email_text);
    expect(render(mail.html, part)).toBe(part.email_html);
    expect(render(String(mail.options.replyTo), part)).toBe("grouped-4@naranjos.es");
    expect(render(String(mail.options.replyTo), { ...part, reply_to: null })).toBe("");
    const items = { "Reclamar aviso agrupado": part };
    expect(evaluate(String(replacementOf("Anotar fallo del aviso agrupado")), { error: "timeout" }, items)).toEqual([
      part.alert_id,
      part.claim_token,
      "timeout",
    ]);
    await expect(
      run(
        "Marcar aviso agrupado enviado",
        evaluate(String(replacementOf("Marcar aviso agrupado enviado")), {}, items) as unknown[],
      ),
    ).resolves.toEqual([{ enviado: true }]);
    await expect(run("Reclamar aviso agrupado")).resolves.toEqual([]);
  });

  it("marks delivered only after a sent e-mail, and records failures from the error output", () => {
    for (const [send, mark, record] of [
      ["Enviar e-mail al equipo", "Marcar entregado", "Anotar fallo para reintentar"],
      ["Enviar aviso agrupado", "Marcar aviso agrupado enviado", "Anotar fallo del aviso agrupado"],
      ["Enviar resumen diario", "Marcar resumen enviado", "Anotar fallo del resumen"],
    ] as const) {
      expect(node(send).onError).toBe("continueErrorOutput");
      expect(targets(send, 0)).toContain(mark);
      expect(targets(send, 1)).toEqual([record]);
    }
    expect(targets("Configuración").sort()).toEqual([
      "Reclamar aviso agrupado",
      "Reclamar leads pendientes",
      "Reclamar resumen diario",
    ]);
    expect(targets("Reclamar leads pendientes")).toEqual(["Enviar e-mail al equipo"]);
    expect(targets("Reclamar aviso agrupado")).toEqual(["Enviar aviso agrupado"]);
    expect(targets("Reclamar resumen diario")).toEqual(["Enviar resumen diario"]);
  });

  it("polls every 20 seconds, keeps no data of successful runs, keeps the chat branch off, and commits no credential", () => {
    // A grouped alert may wait 2 minutes for its turn; polling adds at most 20 s to that.
    expect(node("Cada 20 segundos").parameters.rule).toEqual({ interval: [{ field: "seconds", secondsInterval: 20 }] });
    // A successful run holds every lead's personal data: n8n must not keep it (the privacy policy).
    expect(workflow.settings).toMatchObject({
      saveDataSuccessExecution: "none",
      saveManualExecutions: false,
      timezone: "Europe/Madrid",
    });
    expect(node("Avisar en Slack (opcional)").disabled).toBe(true);
    for (const { credentials } of workflow.nodes) {
      for (const reference of Object.values(credentials ?? {}))
        expect(reference).toEqual({ id: "REEMPLAZAR", name: expect.any(String) });
    }
  });
});
