import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { setTimeout as delay } from "node:timers/promises";

/**
 * The browsers and servers the browser tests start, found in /proc: a file that leaves one running slows
 * every file after it on a 2-core machine (and a leaked page can keep its CPU busy). A run tags what it
 * starts with an environment variable, which every child inherits, so a process is known to be this
 * run's even after its parent exits (init adopts it) and two runs side by side never count each other's.
 */
const KINDS = {
  chromium: /(^|\/)(chromium|chrome)(\s|$)/,
  workerd: /(^|\/)workerd\s/,
  wrangler: /wrangler-dist\/cli\.js/,
  esbuild: /(^|\/)esbuild\s/,
  gatsby: /(^|\/)(gatsby|gatsby-worker\/dist\/child\.js)(\s|$)|\/gatsby\/dist\//,
  "decap-server": /decap-server/,
  postgres: /(^|\/)postgres(\s|:|$)/,
} as const;
export type ProcessKind = keyof typeof KINDS;

const RUN_VARIABLE = "E2E_RUN";

export interface TestProcess {
  pid: number;
  kind: ProcessKind;
  command: string;
  /** Started by this run of the tests (it carries the run's tag). */
  ours: boolean;
}

/** Tags everything this process starts from now on as this run's. For a global setup, before it starts anything. */
export function tagThisRun(): void {
  process.env[RUN_VARIABLE] = randomUUID();
}

const read = (file: string): string | undefined => {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined; // exited while we looked, or not ours to read
  }
};

/** Every running process of the kinds above. */
export function testProcesses(): TestProcess[] {
  const tag = process.env[RUN_VARIABLE] ? `${RUN_VARIABLE}=${process.env[RUN_VARIABLE]}` : undefined;
  const found: TestProcess[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    const command = read(`/proc/${pid}/cmdline`)?.replace(/\0/g, " ").trim();
    const kind = command ? (Object.keys(KINDS) as ProcessKind[]).find((name) => KINDS[name].test(command)) : undefined;
    if (!command || !kind) continue;
    const ours = tag !== undefined && (read(`/proc/${pid}/environ`)?.split("\0").includes(tag) ?? false);
    found.push({ pid, kind, command, ours });
  }
  return found;
}

/** "chromium 0, workerd 1, …": a count for every kind, for the suite's log. */
export function countByKind(processes: TestProcess[]): string {
  return (Object.keys(KINDS) as ProcessKind[])
    .map((kind) => `${kind} ${processes.filter((found) => found.kind === kind).length}`)
    .join(", ");
}

const parentOf = (pid: number): number | undefined => {
  // /proc/<pid>/stat: "pid (command) state ppid …"; the command may hold spaces and parentheses.
  const stat = read(`/proc/${pid}/stat`);
  return stat ? Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) : undefined;
};

/** Whether one of `pids` started this process, directly or not (a server's own helper, e.g. wrangler's esbuild). */
function startedBy(pid: number, pids: ReadonlySet<number>): boolean {
  for (let parent = parentOf(pid); parent && parent > 1; parent = parentOf(parent)) if (pids.has(parent)) return true;
  return false;
}

/**
 * Resolves once none of this run's processes runs besides `allowed` (the global setup's servers, by pid)
 * and what they started; fails after `timeoutMs` naming the ones still running. Exiting takes a moment
 * after `browser.close()` or a server's stop, hence the wait for the condition rather than a single look.
 */
export async function expectNoLeftovers(allowed: ReadonlySet<number>, where: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = testProcesses().filter(
      (found) => found.ours && !allowed.has(found.pid) && !startedBy(found.pid, allowed),
    );
    if (left.length === 0) return;
    if (Date.now() > deadline) {
      const lines = left.map((found) => `  ${found.kind} ${found.pid}: ${found.command.slice(0, 160)}`);
      throw new Error(`${where} left ${left.length} process(es) running:\n${lines.join("\n")}`);
    }
    await delay(100);
  }
}
