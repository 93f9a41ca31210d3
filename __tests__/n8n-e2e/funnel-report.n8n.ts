import { execFileSync, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startMailCatcher, type CaughtMail, type MailCatcher } from "../../tools/lib/mail-catcher";
import { startPostgres, type PostgresServer } from "../support/postgres-server";
import { TEST_MAIL_SMTP_PORT, TEST_MAIL_WEB_PORT, TEST_N8N_PORT, TEST_POSTGRES_PORT } from "../../tools/lib/test-env";
import type { Workflow } from "../../tools/n8n/check-workflow";
import { configureFunnelReport } from "../../tools/n8n/configure-workflows";
import { N8N_HOME } from "../../tools/n8n/runtime";

/**
 * The Monday report on a real n8n (the version docs/deployment.md names): n8n/funnel-report.json imported with
 * n8n's own command line, its Postgres credential logged in as funnel_reporter on a real PostgreSQL with
 * the project's migrations and a week of counters, its SMTP credential on the mail catcher. Each run is
 * what one tick of its schedule does: `n8n execute` needs a manual trigger to start from, so the test's
 * copy gets one beside the schedule, leading into the same «Configuración» node; every shipped node runs
 * as imported. One e-mail, with the database's words; run again, nothing more. No `n8n start` (nothing
 * here needs a webhook), so it never competes with another n8n for a port. Part of `npm run test:n8n`.
 */
jest.setTimeout(300_000);

const ROOT = path.resolve(__dirname, "../..");
const WORKFLOW_ID = "FunnelReport0001";
const TEAM = "equipo@azahardigital.test";

let postgres: PostgresServer;
let mail: MailCatcher;
let userFolder: string;

/**
 * The environment of one n8n command line, as tools/n8n/runtime.ts runs them but with a task-broker port of this
 * checkout's own (TEST_N8N_PORT + 1): n8n's default, 5679, is taken by any other n8n on the machine.
 */
function n8nEnv(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    N8N_USER_FOLDER: userFolder,
    DB_TYPE: "sqlite",
    GENERIC_TIMEZONE: "Europe/Madrid",
    N8N_RUNNERS_ENABLED: "false",
    N8N_RUNNERS_BROKER_PORT: String(TEST_N8N_PORT + 1),
    N8N_DIAGNOSTICS_ENABLED: "false",
    N8N_VERSION_NOTIFICATIONS_ENABLED: "false",
    N8N_TEMPLATES_ENABLED: "false",
    N8N_PERSONALIZATION_ENABLED: "false",
    N8N_LOG_LEVEL: "warn",
  };
}
const N8N_ARGS = (args: string[]) => [path.join(N8N_HOME, "node_modules/n8n/bin/n8n"), ...args];
const N8N_NODE = () => path.join(N8N_HOME, "node_modules/.bin/node");

function n8n(args: string[]): string {
  const result = spawnSync(N8N_NODE(), N8N_ARGS(args), { env: n8nEnv(), encoding: "utf8", timeout: 180_000 });
  if (result.status !== 0)
    throw new Error(`n8n ${args.join(" ")} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  return `${result.stdout}${result.stderr}`;
}

/**
 * The same, without blocking this process: the mail catcher runs in it and must greet n8n's SMTP
 * connection while the command runs (a blocked event loop made n8n give up: "Greeting never received").
 */
async function n8nAsync(args: string[]): Promise<string> {
  const child = spawn(N8N_NODE(), N8N_ARGS(args), { env: n8nEnv() });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`n8n ${args.join(" ")} failed (exit ${code}):\n${output}`);
  return output;
}

beforeAll(async () => {
  // Another `n8n start` (another checkout's test:n8n) would share this machine's CPU and the test ports.
  const running = (() => {
    try {
      return execFileSync("pgrep", ["-f", "n8n start"], { encoding: "utf8" }).trim();
    } catch {
      return "";
    }
  })();
  if (running)
    throw new Error(
      `Another n8n is running (pids ${running.split("\n").join(", ")}): run this test once it has stopped.`,
    );

  postgres = await startPostgres({ port: TEST_POSTGRES_PORT });
  mail = await startMailCatcher({ smtpPort: TEST_MAIL_SMTP_PORT, webPort: TEST_MAIL_WEB_PORT });
  // What the deploy does (docs/deployment.md → 1, step 3); the test server trusts local connections.
  postgres.query("alter role funnel_reporter with login password 'informe-local'");

  const work = fs.mkdtempSync(path.join(os.tmpdir(), "n8n-funnel-"));
  userFolder = path.join(work, "n8n");
  const credentials = {
    postgres: { id: "funnelPostgres01", name: "Supabase Postgres (informe semanal)" },
    smtp: { id: "funnelSmtp000001", name: "SMTP avisos" },
  };
  const credentialsFile = path.join(work, "credentials.json");
  fs.writeFileSync(
    credentialsFile,
    JSON.stringify([
      {
        ...credentials.postgres,
        type: "postgres",
        data: {
          host: "127.0.0.1",
          port: postgres.port,
          database: postgres.database,
          user: "funnel_reporter",
          password: "informe-local",
          ssl: "disable",
        },
      },
      {
        ...credentials.smtp,
        type: "smtp",
        data: {
          host: "127.0.0.1",
          port: TEST_MAIL_SMTP_PORT,
          secure: false,
          disableStartTls: true,
          user: "",
          password: "",
        },
      },
    ]),
  );
  const source = JSON.parse(fs.readFileSync(path.join(ROOT, "n8n/funnel-report.json"), "utf8")) as Workflow;
  const configured = configureFunnelReport(source, { reportTo: TEAM, credentials });
  const tick = {
    id: "7b4e1d63-2a66-4f2f-8b1e-3c6e8f2d1bff",
    name: "Una pasada del horario",
    type: "n8n-nodes-base.manualTrigger",
    typeVersion: 1,
    position: [200, 500] as [number, number],
    parameters: {},
  };
  const workflowFile = path.join(work, "funnel-report.json");
  fs.writeFileSync(
    workflowFile,
    JSON.stringify({
      ...configured,
      id: WORKFLOW_ID,
      nodes: [...configured.nodes, tick],
      connections: { ...configured.connections, [tick.name]: configured.connections["Cada 15 minutos"] },
    }),
  );
  n8n(["import:credentials", `--input=${credentialsFile}`]);
  n8n(["import:workflow", `--input=${workflowFile}`]);
});

afterAll(async () => {
  await mail?.stop();
  await postgres?.stop();
});

const reports = async () =>
  (await mail.messages()).filter((message: CaughtMail) => message.subject.startsWith("Informe semanal"));
/** The reports once the catcher holds `expected` (it stores a message a moment after SMTP accepts it), or after 15 s. */
async function reportsOnce(expected: number) {
  for (let waited = 0; waited < 15_000; waited += 250) {
    const found = await reports();
    if (found.length >= expected) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return reports();
}
const run = () => n8nAsync(["execute", `--id=${WORKFLOW_ID}`]);

it("e-mails the due week's report once, as the database wrote it, logged in as funnel_reporter", async () => {
  const [[week] = []] = postgres.query("select private.funnel_due_week(now())::text");
  postgres.query(`update private.funnel_settings set first_week = '${week}'`);
  postgres.query(
    `insert into private.funnel_counts (day, page, event, cta, referrer, device, hits) values
       ('${week}'::date + 1, '/', 'view', '', 'google.com', 'phone', 42),
       ('${week}'::date + 2, '/contacto/', 'view', '', '', 'desktop', 9),
       ('${week}'::date + 2, '/', 'cta', 'hero.comenzar', '', '', 7),
       ('${week}'::date + 3, '*', 'form.stored', '', '', '', 2)`,
  );

  const output = await run();
  const [report, ...more] = await reportsOnce(1);
  if (!report) throw new Error(`no report e-mail; n8n execute said:\n${output.slice(-3000)}`);
  expect(more).toEqual([]);
  expect(report?.to).toEqual([{ address: TEAM, name: "" }]);
  expect(report?.subject).toMatch(/^Informe semanal de la web: 51 visitas, 2 solicitudes \(/);
  expect(report?.text).toMatch(/Inicio +█+ +42/);
  expect(report?.text).toMatch(/Portada: botón principal +█+ +7/);
  expect(report?.html).toContain('bgcolor="#6d28d9"');
  const [[sent] = []] = postgres.query(
    `select sent_at is not null from private.funnel_reports where week_start = '${week}'`,
  );
  expect(sent).toBe("t");

  // The next run of the schedule: the week was sent, nothing goes out.
  await run();
  expect(await reports()).toHaveLength(1);
});
