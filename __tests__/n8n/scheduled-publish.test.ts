/** @jest-environment node */
import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import YAML from "yaml";
import {
  N8N_CADENCE_MINUTES,
  NEXT_PUBLICATION_PATH,
  publicationDue,
  PUBLISH_WITHIN_MINUTES,
} from "../../gatsby/scheduled-publication";
import { checkWorkflow, type Workflow, type WorkflowNode } from "../../tools/n8n/check-workflow";
import { configureScheduledPublish, SETTINGS_NODE, assignmentsOf } from "../../tools/n8n/configure-workflows";
import { loadNodeTypes } from "../../tools/n8n/node-types";

/**
 * The two ways an article dated in the future goes live without anyone opening the editor:
 * n8n/scheduled-publish.json (checked against n8n's node descriptions) and
 * .github/workflows/scheduled-publish.yml (its script run against local stand-ins of the site and the
 * host's deploy hook). Both decide with publicationDue (gatsby/scheduled-publication.ts).
 */
const ROOT = path.resolve(__dirname, "../..");
const workflow = JSON.parse(fs.readFileSync(path.join(ROOT, "n8n/scheduled-publish.json"), "utf8")) as Workflow & {
  settings: Record<string, unknown>;
};
const packages = loadNodeTypes();
const node = (name: string): WorkflowNode => {
  const found = workflow.nodes.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no node ${name}`);
  return found;
};
const targets = (name: string, output = 0) =>
  workflow.connections[name]?.main?.[output]?.map((target) => target.node) ?? [];
const trigger = workflow.nodes.find((candidate) => candidate.type === "n8n-nodes-base.scheduleTrigger")!;
const setting = (name: string) => assignmentsOf(workflow, SETTINGS_NODE).find((entry) => entry.name === name)?.value;

/** The IF node's condition, evaluated as n8n does, with `$json` the deployed file and `$now` a Luxon-like clock. */
function n8nDue(file: { next: string | null }, now: Date): boolean {
  const conditions = (node("¿Toca publicar?").parameters.conditions as { conditions: { leftValue: string }[] })
    .conditions;
  expect(conditions).toHaveLength(1);
  const body = /^=\{\{(.*)\}\}$/s.exec(conditions[0]!.leftValue)![1]!;
  return new Function("$json", "$now", `return (${body});`)(file, { toMillis: () => now.getTime() }) as boolean;
}

const minutes = (count: number) => count * 60_000;
/** Elapsed times around every edge of the rule: before, first run, retries, giving up. */
const ELAPSED = [-1_000, 0, 1_000, minutes(4.99), minutes(5), minutes(14.99), minutes(15), minutes(29.99), minutes(30)]
  .concat([minutes(34.99), minutes(35), minutes(44.99), minutes(45), minutes(60), minutes(23 * 60 + 30)])
  .concat([minutes(24 * 60), minutes(24 * 60 + 1)]);
const NEXT = "2026-11-27T09:00:00.000Z";

describe("n8n/scheduled-publish.json against n8n's node descriptions", () => {
  it("has only node types, versions, parameters, option values and connections n8n knows", () => {
    expect(checkWorkflow(workflow, packages)).toEqual([]);
  });

  it("would report a misspelt parameter, so the check above is not empty by accident", () => {
    const draft = structuredClone(workflow);
    (draft.nodes.find((candidate) => candidate.name === "Reconstruir la web") as WorkflowNode).parameters.methd =
      "POST";
    expect(checkWorkflow(draft, packages)).toContainEqual(expect.stringMatching(/unknown parameter "methd"/));
  });

  it(`runs every ${N8N_CADENCE_MINUTES} minutes: with a build of up to 10 minutes, live within ${PUBLISH_WITHIN_MINUTES}`, () => {
    expect(trigger.parameters.rule).toEqual({ interval: [{ field: "minutes", minutesInterval: N8N_CADENCE_MINUTES }] });
    expect(N8N_CADENCE_MINUTES).toBeLessThanOrEqual(PUBLISH_WITHIN_MINUTES);
    expect(PUBLISH_WITHIN_MINUTES - N8N_CADENCE_MINUTES).toBeGreaterThanOrEqual(10);
  });

  it("reads the deployed site's next publication, and only when it is due POSTs to the deploy hook", () => {
    expect(targets(trigger.name)).toEqual([SETTINGS_NODE]);
    expect(targets(SETTINGS_NODE)).toEqual(["Próxima publicación"]);
    expect(node("Próxima publicación").parameters.method ?? "GET").toBe("GET");
    expect(node("Próxima publicación").parameters.url).toBe(
      `={{ $('${SETTINGS_NODE}').first().json.site_url }}${NEXT_PUBLICATION_PATH}`,
    );
    expect(targets("Próxima publicación")).toEqual(["¿Toca publicar?"]);
    expect(targets("¿Toca publicar?", 0)).toEqual(["Reconstruir la web"]);
    expect(targets("¿Toca publicar?", 1)).toEqual([]);
    expect(node("Reconstruir la web").parameters).toMatchObject({
      method: "POST",
      url: `={{ $('${SETTINGS_NODE}').first().json.build_hook_url }}`,
    });
  });

  it("decides exactly as publicationDue does at its cadence, around every edge", () => {
    for (const next of [NEXT, null]) {
      for (const elapsed of ELAPSED) {
        const now = new Date(Date.parse(NEXT) + elapsed);
        expect([next, elapsed, n8nDue({ next }, now)]).toEqual([
          next,
          elapsed,
          publicationDue(next, now, N8N_CADENCE_MINUTES),
        ]);
      }
    }
    expect(n8nDue({ next: NEXT }, new Date(NEXT))).toBe(true);
  });

  it("commits no hook: the file holds a placeholder, n8n:configure fills the site and the hook and nothing else", () => {
    expect(setting("build_hook_url")).toMatch(/^REEMPLAZAR/);
    expect(setting("site_url")).toMatch(/^https:\/\/[^/]+$/);
    const hook = "https://api.cloudflare.com/client/v4/pages/webhooks/deploy_hooks/abc";
    const configured = configureScheduledPublish(workflow, { siteUrl: "https://ejemplo.es", buildHookUrl: hook });
    expect(assignmentsOf(configured, SETTINGS_NODE).map(({ name, value }) => [name, value])).toEqual([
      ["site_url", "https://ejemplo.es"],
      ["build_hook_url", hook],
    ]);
    const strip = (source: Workflow) => ({ ...source, nodes: source.nodes.filter((n) => n.name !== SETTINGS_NODE) });
    expect(strip(configured)).toEqual(strip(workflow));
    expect(workflow.nodes.every((candidate) => !candidate.credentials)).toBe(true);
  });

  it("keeps no data of its successful runs (one every few minutes), and the failed ones", () => {
    expect(workflow.settings).toMatchObject({
      saveDataSuccessExecution: "none",
      saveDataErrorExecution: "all",
      saveManualExecutions: false,
      timezone: "Europe/Madrid",
    });
  });
});

describe(".github/workflows/scheduled-publish.yml", () => {
  const file = path.join(ROOT, ".github/workflows/scheduled-publish.yml");
  const yml = YAML.parse(fs.readFileSync(file, "utf8")) as {
    on: { schedule: { cron: string }[]; workflow_dispatch: unknown };
    permissions: unknown;
    jobs: { publish: { steps: { env: Record<string, string>; run: string }[] } };
  };
  const [step] = yml.jobs.publish.steps;
  const script = /<<'SCRIPT'\n([\s\S]*?)\nSCRIPT/.exec(step!.run)![1]!;
  const cadence = Number(step!.env.CADENCE_MINUTES);

  it("runs at most 15 minutes apart, as its CADENCE_MINUTES says, and on demand, with no token permissions", () => {
    const [schedule] = yml.on.schedule;
    const [minuteField, ...rest] = schedule!.cron.split(" ");
    expect(rest).toEqual(["*", "*", "*", "*"]);
    const marks = minuteField!.split(",").map(Number);
    const gaps = marks.map((mark, index) => (marks[(index + 1) % marks.length]! - mark + 60) % 60 || 60);
    expect(Math.max(...gaps)).toBe(cadence);
    expect(cadence).toBeLessThanOrEqual(15);
    expect(yml.on).toHaveProperty("workflow_dispatch");
    expect(yml.permissions).toEqual({});
    expect(step!.env).toMatchObject({
      SITE_URL: "${{ vars.SITE_URL }}",
      SITE_BUILD_HOOK_URL: "${{ secrets.SITE_BUILD_HOOK_URL }}",
    });
  });

  /** Runs the step's script against a stand-in site serving `next` and a stand-in hook; returns the hook's calls. */
  async function runScript(next: string | null | undefined, now: Date) {
    const hookCalls: string[] = [];
    const server = http.createServer((req, res) => {
      if (req.url === NEXT_PUBLICATION_PATH && next !== undefined) {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ next }));
      } else if (req.url === "/hook/secreto") {
        hookCalls.push(req.method ?? "");
        res.writeHead(200).end("{}");
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const result = await new Promise<{ code: number; stdout: string }>((resolve) =>
        execFile(
          process.execPath,
          ["--input-type=module", "-e", script],
          {
            env: {
              PATH: process.env.PATH,
              SITE_URL: `${origin}/`,
              SITE_BUILD_HOOK_URL: `${origin}/hook/secreto`,
              CADENCE_MINUTES: String(cadence),
              NOW: now.toISOString(),
            },
          },
          (error, stdout) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
        ),
      );
      return { ...result, hookCalls };
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it("POSTs to the hook exactly when publicationDue says so at its cadence, and never prints the hook", async () => {
    for (const elapsed of [-1_000, 0, minutes(14.99), minutes(15), minutes(30), minutes(24 * 60)]) {
      const now = new Date(Date.parse(NEXT) + elapsed);
      const { code, stdout, hookCalls } = await runScript(NEXT, now);
      expect([elapsed, code, hookCalls]).toEqual([elapsed, 0, publicationDue(NEXT, now, cadence) ? ["POST"] : []]);
      expect(stdout).not.toContain("secreto");
    }
    const none = await runScript(null, new Date(NEXT));
    expect([none.code, none.hookCalls, none.stdout]).toEqual([0, [], "No hay artículos programados.\n"]);
  });

  it("fails the run, calling nothing, when the site does not publish the file", async () => {
    const { code, hookCalls } = await runScript(undefined, new Date(NEXT));
    expect(code).not.toBe(0);
    expect(hookCalls).toEqual([]);
  });
});
