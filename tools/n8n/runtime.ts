import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { answers, startChild } from "../lib/child-process";
import { N8N_VERSION } from "./node-types";

/**
 * A real n8n (the version docs/deployment.md names) for the end-to-end test of the workflows, installed once
 * outside the project (≈7 minutes, 3.3 GB) and run on 127.0.0.1 with SQLite, telemetry off. n8n needs
 * Node ≥ 22.22, so the install brings its own Node from npm (the `node` package) and n8n runs on that.
 */
export const N8N_HOME = process.env.N8N_RUNTIME_DIR ?? path.join(os.homedir(), ".cache", `n8n-${N8N_VERSION}`);

const RUNTIME_PACKAGE = {
  name: "n8n-runtime",
  private: true,
  dependencies: { n8n: N8N_VERSION, node: "^22.22.0" },
  // n8n pins xlsx to a CDN tarball (cdn.sheetjs.com) that an offline registry mirror cannot serve.
  overrides: { xlsx: "0.18.5" },
};

const n8nBin = () => path.join(N8N_HOME, "node_modules/n8n/bin/n8n");
const nodeBin = () => path.join(N8N_HOME, "node_modules/.bin/node");

const n8nInstalled = () => fs.existsSync(n8nBin()) && fs.existsSync(nodeBin());

/** Installs n8n and its Node into N8N_HOME unless they are there; prints npm's output. */
export function ensureN8n(): void {
  if (n8nInstalled()) return;
  fs.mkdirSync(N8N_HOME, { recursive: true });
  fs.writeFileSync(path.join(N8N_HOME, "package.json"), `${JSON.stringify(RUNTIME_PACKAGE, null, 2)}\n`);
  console.log(`Installing n8n ${N8N_VERSION} into ${N8N_HOME} (once; about 7 minutes and 3.3 GB)…`);
  // npm itself runs on Node 22 here: n8n's install scripts check the engine.
  const install = ["-y", "-p", "node@22", "--", "npm", "install", "--no-audit", "--no-fund", "--loglevel=error"];
  const result = spawnSync("npx", install, { cwd: N8N_HOME, stdio: "inherit" });
  if (result.status !== 0 || !n8nInstalled())
    throw new Error(`Installing n8n into ${N8N_HOME} failed (exit ${result.status})`);
}

export type N8nInstance = Awaited<ReturnType<typeof startN8n>>;

export interface N8nOptions {
  port: number;
  /** n8n's own folder: its SQLite database, encryption key and settings. Kept across restarts. */
  userFolder: string;
}

function n8nEnv({ port, userFolder }: N8nOptions): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    N8N_USER_FOLDER: userFolder,
    N8N_PORT: String(port),
    N8N_LISTEN_ADDRESS: "127.0.0.1",
    N8N_HOST: "127.0.0.1",
    N8N_PROTOCOL: "http",
    WEBHOOK_URL: `http://127.0.0.1:${port}/`,
    N8N_SECURE_COOKIE: "false",
    DB_TYPE: "sqlite",
    GENERIC_TIMEZONE: "Europe/Madrid",
    N8N_DIAGNOSTICS_ENABLED: "false",
    N8N_VERSION_NOTIFICATIONS_ENABLED: "false",
    N8N_TEMPLATES_ENABLED: "false",
    N8N_PERSONALIZATION_ENABLED: "false",
    N8N_RUNNERS_ENABLED: "false",
    N8N_LOG_LEVEL: "warn",
    // The execution settings docs/maxi.md asks for: a run that is not to be kept (every
    // successful one of our workflows) is only marked deleted when it ends, and erased, with the message
    // or lead it carried, by the next hard-delete cycle: every minute instead of n8n's default 15.
    EXECUTIONS_DATA_PRUNE: "true",
    EXECUTIONS_DATA_MAX_AGE: "720",
    EXECUTIONS_DATA_PRUNE_HARD_DELETE_INTERVAL: "1",
  };
}

/** Runs one n8n command line (import:workflow, publish:workflow, …) to completion. */
export function n8nCommand(options: N8nOptions, args: string[]): string {
  const result = spawnSync(nodeBin(), [n8nBin(), ...args], {
    env: n8nEnv(options),
    encoding: "utf8",
    timeout: 180_000,
  });
  if (result.status !== 0)
    throw new Error(`n8n ${args.join(" ")} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  return `${result.stdout}${result.stderr}`;
}

/**
 * Starts `n8n start` and resolves once /healthz answers and the given webhook path is registered for POST
 * (probed without credentials: only for a webhook that requires them, like Maxi's Chat Trigger).
 */
export async function startN8n(options: N8nOptions, readyWebhook?: string) {
  const url = `http://127.0.0.1:${options.port}`;
  const child = await startChild({
    name: "n8n",
    command: nodeBin(),
    args: [n8nBin(), "start"],
    env: n8nEnv(options),
    startTimeoutMs: 180_000,
    pollMs: 500,
    stopTimeoutMs: 20_000,
    ready: async () => {
      if (!(await answers(`${url}/healthz`))) return false;
      if (!readyWebhook) return true;
      // Until its workflow is active, a production webhook's POST answers 404 ("not registered for POST
      // requests"), even once OPTIONS and GET on the same path answer. An unauthenticated POST is what
      // tells: a Chat Trigger with Basic Auth refuses it (401) without running anything.
      const probe = await fetch(`${url}${readyWebhook}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      }).catch(() => null);
      void probe?.body?.cancel();
      return probe !== null && probe.status !== 404;
    },
  });
  return { url, port: options.port, output: child.output, stop: child.stop };
}

/**
 * Rows of n8n's own SQLite database (its executions, for instance), read-only, through n8n's Node
 * (node:sqlite), so no SQLite tool is needed on the machine. `sql` must be one SELECT.
 */
export function n8nDatabaseRows(options: N8nOptions, sql: string): Record<string, unknown>[] {
  const database = path.join(options.userFolder, ".n8n", "database.sqlite");
  const script = [
    'const { DatabaseSync } = require("node:sqlite");',
    "const [file, sql] = process.argv.slice(1);",
    "const db = new DatabaseSync(file, { readOnly: true });",
    "process.stdout.write(JSON.stringify(db.prepare(sql).all()));",
  ].join("\n");
  const result = spawnSync(nodeBin(), ["--no-warnings", "-e", script, database, sql], {
    encoding: "utf8",
    timeout: 30_000,
  });
  if (result.status !== 0) throw new Error(`Reading ${database} failed (exit ${result.status}):\n${result.stderr}`);
  return JSON.parse(result.stdout) as Record<string, unknown>[];
}
