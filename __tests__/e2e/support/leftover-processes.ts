import fs from "node:fs";
import { setTimeout as delay } from "node:timers/promises";

/**
 * The browsers and servers the browser tests start, found by command line in /proc: a file that leaves
 * one running slows every file after it on a 2-core machine (and a leaked page can keep its CPU busy).
 * Counted by name, not as descendants of Jest: a process whose parent exits is adopted by init.
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

export interface TestProcess {
  pid: number;
  kind: ProcessKind;
  command: string;
}

/** Every running process of the kinds above. */
export function testProcesses(): TestProcess[] {
  const found: TestProcess[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    let command: string;
    try {
      command = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim();
    } catch {
      continue; // exited while we looked
    }
    const kind = (Object.keys(KINDS) as ProcessKind[]).find((name) => KINDS[name].test(command));
    if (kind) found.push({ pid, kind, command });
  }
  return found;
}

const parentOf = (pid: number): number | undefined => {
  try {
    // /proc/<pid>/stat: "pid (command) state ppid …"; the command may hold spaces and parentheses.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return undefined;
  }
};

/** Whether one of `pids` started this process, directly or not (a server's own helper, e.g. wrangler's esbuild). */
function startedBy(pid: number, pids: ReadonlySet<number>): boolean {
  for (let parent = parentOf(pid); parent && parent > 1; parent = parentOf(parent)) if (pids.has(parent)) return true;
  return false;
}

/** "chromium 0, workerd 1, …": a count for every kind, for the suite's log. */
export function countByKind(processes: TestProcess[]): string {
  return (Object.keys(KINDS) as ProcessKind[])
    .map((kind) => `${kind} ${processes.filter((found) => found.kind === kind).length}`)
    .join(", ");
}

/**
 * Resolves once no process of these kinds runs besides `allowed` (pids); fails after `timeoutMs`
 * naming the ones still running. Exiting takes a moment after `browser.close()` or a server's stop,
 * hence the wait for the condition rather than a single look.
 */
export async function expectNoLeftovers(allowed: ReadonlySet<number>, where: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = testProcesses().filter((found) => !allowed.has(found.pid) && !startedBy(found.pid, allowed));
    if (left.length === 0) return;
    if (Date.now() > deadline) {
      const lines = left.map((found) => `  ${found.kind} ${found.pid}: ${found.command.slice(0, 160)}`);
      throw new Error(`${where} left ${left.length} process(es) running:\n${lines.join("\n")}`);
    }
    await delay(100);
  }
}
