import { spawn } from "node:child_process";
import { setTimeout as delay } from "node:timers/promises";

/**
 * Start–wait–stop of a server run as a child process (wrangler, decap-server, PostgreSQL, n8n, gatsby
 * develop): its output is kept for error messages; it runs in its own process group, so stopping it
 * also stops what it started (workerd, n8n's task runner, Gatsby's workers), and the group is killed if
 * this process exits first.
 */
export interface ChildOptions {
  /** The program's name in error messages. */
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Polled until true; may throw to give up (another program answering on the port). */
  ready(output: string): Promise<boolean> | boolean;
  startTimeoutMs: number;
  pollMs: number;
  /** How long SIGTERM has before SIGKILL. */
  stopTimeoutMs?: number;
}

export interface Child {
  output(): string;
  /** SIGTERM to the group, SIGKILL after the grace period; resolves once the process has exited. */
  stop(): Promise<void>;
}

/** True once `url` answers 2xx (false while nothing listens). */
export const answers = (url: string, init?: RequestInit): Promise<boolean> =>
  fetch(url, init).then(
    (response) => {
      void response.body?.cancel();
      return response.ok;
    },
    () => false,
  );

export async function startChild(options: ChildOptions): Promise<Child> {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let running = true;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve())).then(() => void (running = false));
  const signal = (name: NodeJS.Signals) => {
    try {
      if (running && child.pid) process.kill(-child.pid, name);
    } catch {
      // the group is already gone
    }
  };
  const killOnExit = () => signal("SIGKILL");
  process.once("exit", killOnExit);

  const stop = async () => {
    process.removeListener("exit", killOnExit);
    if (!running) return;
    signal("SIGTERM");
    const stopped = await Promise.race([
      exited.then(() => true),
      delay(options.stopTimeoutMs ?? 10_000, false, { ref: false }),
    ]);
    if (!stopped) {
      signal("SIGKILL");
      await exited;
    }
  };

  const deadline = Date.now() + options.startTimeoutMs;
  try {
    for (;;) {
      if (!running) throw new Error(`${options.name} exited before it was ready:\n${output.slice(-4000)}`);
      if (await options.ready(output)) return { output: () => output, stop };
      if (Date.now() > deadline) {
        throw new Error(
          `${options.name} was not ready within ${options.startTimeoutMs / 1000} s:\n${output.slice(-4000)}`,
        );
      }
      await delay(options.pollMs);
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
