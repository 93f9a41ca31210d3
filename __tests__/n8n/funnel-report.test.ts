/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { checkWorkflow, type Workflow, type WorkflowNode } from "../../tools/n8n/check-workflow";
import { configureFunnelReport, SETTINGS_NODE } from "../../tools/n8n/configure-workflows";
import { loadNodeTypes } from "../../tools/n8n/node-types";
import { openDatabase, type LocalDatabase } from "../../tools/local-backend/db";
import { funnelHit } from "../support/funnel";

jest.setTimeout(60_000);

/**
 * n8n/funnel-report.json, the Monday e-mail in production: checked against n8n's own node descriptions,
 * and each of its Postgres nodes run as n8n runs it, logged in as funnel_reporter, on the real
 * migrations; the e-mail node sends what the database wrote.
 */
const workflowFile = path.resolve(__dirname, "../../n8n/funnel-report.json");
const workflow = JSON.parse(fs.readFileSync(workflowFile, "utf8")) as Workflow & { settings: Record<string, unknown> };
const packages = loadNodeTypes();

const node = (name: string): WorkflowNode => {
  const found = workflow.nodes.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no node ${name}`);
  return found;
};
const targets = (name: string, output = 0) =>
  workflow.connections[name]?.main?.[output]?.map((target) => target.node) ?? [];
const queryOf = (name: string) => String(node(name).parameters.query);
const replacementOf = (name: string) =>
  String((node(name).parameters.options as { queryReplacement?: string }).queryReplacement);

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

describe("n8n/funnel-report.json against n8n's node descriptions", () => {
  it("has only node types, versions, parameters, option values, credentials and connections n8n knows", () => {
    expect(checkWorkflow(workflow, packages)).toEqual([]);
  });

  it("would report a misspelt parameter, so the check above is not empty by accident", () => {
    const draft = JSON.parse(JSON.stringify(workflow)) as Workflow;
    (draft.nodes.find((candidate) => candidate.name === "Enviar informe semanal") as WorkflowNode).parameters.toEmial =
      "x";
    expect(checkWorkflow(draft, packages)).toContainEqual(expect.stringMatching(/unknown parameter "toEmial"/));
  });

  it("claims every 15 minutes, sends, then marks sent or records the failure; keeps no data of successful runs; commits no credential", () => {
    expect(node("Cada 15 minutos").parameters.rule).toEqual({ interval: [{ field: "minutes", minutesInterval: 15 }] });
    expect(targets("Cada 15 minutos")).toEqual([SETTINGS_NODE]);
    expect(targets(SETTINGS_NODE)).toEqual(["Reclamar informe semanal"]);
    expect(targets("Reclamar informe semanal")).toEqual(["Enviar informe semanal"]);
    expect(node("Enviar informe semanal").onError).toBe("continueErrorOutput");
    expect(targets("Enviar informe semanal", 0)).toEqual(["Marcar informe enviado"]);
    expect(targets("Enviar informe semanal", 1)).toEqual(["Anotar fallo del informe"]);
    expect(workflow.settings).toMatchObject({
      saveDataSuccessExecution: "none",
      saveManualExecutions: false,
      timezone: "Europe/Madrid",
    });
    for (const { credentials } of workflow.nodes) {
      for (const reference of Object.values(credentials ?? {}))
        expect(reference).toEqual({ id: "REEMPLAZAR", name: expect.any(String) });
    }
  });

  it("is configured with the team's inbox and the funnel_reporter credential, nothing else changed", () => {
    const postgres = { id: "p1", name: "Informe" };
    const smtp = { id: "e1", name: "Correo" };
    const configured = configureFunnelReport(workflow, {
      reportTo: "equipo@ejemplo.es",
      credentials: { postgres, smtp },
    });
    const settings = (
      configured.nodes.find((candidate) => candidate.name === SETTINGS_NODE)?.parameters as {
        assignments: { assignments: { name: string; value: unknown }[] };
      }
    ).assignments.assignments;
    expect(settings.find((assignment) => assignment.name === "report_to")?.value).toBe("equipo@ejemplo.es");
    const used = configured.nodes.flatMap((candidate) => Object.entries(candidate.credentials ?? {}));
    expect(used).toEqual([
      ["postgres", postgres],
      ["smtp", smtp],
      ["postgres", postgres],
      ["postgres", postgres],
    ]);
    expect(checkWorkflow(configured, packages)).toEqual([]);
  });
});

describe("the workflow runs the database's report rule, logged in as funnel_reporter", () => {
  let db: LocalDatabase;
  beforeAll(async () => {
    db = await openDatabase();
  });
  afterAll(() => db.close());
  const run = (name: string, values: unknown[] = []) =>
    db.asRole("funnel_reporter", async (tx) => (await tx.query<Record<string, unknown>>(queryOf(name), values)).rows);

  it("calls exactly the functions funnel_reporter may call for the report, with their own argument names", async () => {
    const functions = await db.asOwner<{ name: string; args: string[] }>(
      `select p.proname as name, p.proargnames[1:p.pronargs] as args from pg_proc p
        where p.pronamespace = 'public'::regnamespace and has_function_privilege('funnel_reporter', p.oid, 'execute')
          and p.proname <> 'funnel_figures'`,
    );
    const argsOf = Object.fromEntries(functions.map((fn) => [fn.name, fn.args]));
    const called = workflow.nodes
      .filter((candidate) => candidate.type === "n8n-nodes-base.postgres")
      .map((candidate) => {
        const [, name, args] = /public\.(\w+)\((.*)\)/.exec(String(candidate.parameters.query)) ?? [];
        return [name, [...(args ?? "").matchAll(/(\w+) =>/g)].map((match) => match[1])] as const;
      });
    expect(called.map(([name]) => name).sort()).toEqual(Object.keys(argsOf).sort());
    for (const [name, args] of called) expect(args).toEqual(argsOf[name ?? ""]);
  });

  it("claims the due week's report once, sends the database's words, marks it sent; a failure is recorded for a retry", async () => {
    const [{ week } = { week: "" }] = await db.asOwner<{ week: string }>(
      "select private.funnel_due_week(now())::text as week",
    );
    await db.asOwner("update private.funnel_settings set first_week = $1", [week]);
    await funnelHit(db, { p: "/", e: "view", d: "phone" });
    await db.asOwner("update private.funnel_counts set day = $1::date + 2", [week]);

    const [claimed] = await run("Reclamar informe semanal");
    expect(claimed).toMatchObject({
      week_start: week,
      email_subject: expect.stringMatching(/^Informe semanal de la web: 1 visita, 0 solicitudes/),
    });
    const report = claimed as Record<string, unknown>;
    const settings = { report_to: "equipo@ejemplo.es", report_from: "Web <avisos@ejemplo.es>" };
    const items = { [SETTINGS_NODE]: settings, "Reclamar informe semanal": report };
    const mail = node("Enviar informe semanal").parameters as Record<string, string>;
    expect(evaluate(mail.toEmail!, report, items)).toBe("equipo@ejemplo.es");
    expect(evaluate(mail.subject!, report, items)).toBe(report.email_subject);
    expect(evaluate(mail.text!, report, items)).toBe(report.email_text);
    expect(evaluate(mail.html!, report, items)).toBe(report.email_html);
    expect(mail.emailFormat).toBe("both");

    const failure = evaluate(
      replacementOf("Anotar fallo del informe"),
      { error: { message: "SMTP 421" } },
      items,
    ) as unknown[];
    expect(failure).toEqual([week, report.claim_token, "SMTP 421"]);
    const [retry] = await run("Anotar fallo del informe", failure);
    expect(retry?.reintento).toEqual(expect.any(Date));
    await expect(run("Reclamar informe semanal")).resolves.toEqual([]); // waits for its retry
    await db.asOwner("update private.funnel_reports set retry_at = now() - interval '1 second'");
    const [again] = await run("Reclamar informe semanal");
    const sent = evaluate(
      replacementOf("Marcar informe enviado"),
      {},
      { "Reclamar informe semanal": again as Record<string, unknown> },
    ) as unknown[];
    await expect(run("Marcar informe enviado", sent)).resolves.toEqual([{ enviado: true }]);
    await expect(run("Reclamar informe semanal")).resolves.toEqual([]);
  });
});
