import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** A fixed date the bundled workerd supports; wrangler refuses to start with a newer one (today's, by default). */
export const COMPATIBILITY_DATE = "2025-11-01";
const STARTUP_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

export interface PagesPreview {
  url: string;
  close(): Promise<void>;
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () =>
      reject(
        new Error(
          `127.0.0.1:${port} is already in use: stop whatever serves it (another preview or test run?) and retry`,
        ),
      ),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const PROJECT_ROOT = path.resolve(__dirname, "../..");

/**
 * Serves a build through `wrangler pages dev`: Cloudflare's own asset server running in workerd, which
 * applies _headers, _redirects and the 404.html fallback as Cloudflare Pages does, and runs the project's
 * functions/ (/api/chat, /api/auth…) with `bindings` as the Pages project's environment variables.
 * Resolves once the home page answers 200; rejects with wrangler's output if it exits, answers anything
 * else, or never becomes ready.
 */
export async function startPagesPreview(
  root: string,
  port: number,
  bindings: Record<string, string> = {},
): Promise<PagesPreview> {
  if (!fs.existsSync(path.join(root, "index.html")))
    throw new Error(`${root} holds no build (no index.html): run a build first`);
  await assertPortFree(port);
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), "wrangler-state-"));
  const wrangler = path.resolve(__dirname, "../../node_modules/.bin/wrangler");
  // Its own process group, so stopping it also stops the workerd processes it starts.
  const child = spawn(
    wrangler,
    [
      "pages",
      "dev",
      root,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--compatibility-date",
      COMPATIBILITY_DATE,
      "--persist-to",
      stateDir,
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn",
      ...Object.entries(bindings).flatMap(([name, value]) => ["--binding", `${name}=${value}`]),
    ],
    {
      // functions/ is found beside the working directory.
      cwd: PROJECT_ROOT,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        WRANGLER_SEND_ERROR_REPORTS: "false",
        WRANGLER_HIDE_BANNER: "true",
        WRANGLER_LOG_PATH: path.join(stateDir, "logs"),
        // Otherwise it downloads a sample Request.cf object from workers.cloudflare.com at every start.
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
      },
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));
  // A detached group outlives its parent: never leave it holding the port if this process dies first.
  const killOnExit = () => {
    if (running && child.pid) process.kill(-child.pid, "SIGKILL");
  };
  process.once("exit", killOnExit);

  const stop = async () => {
    process.removeListener("exit", killOnExit);
    if (running && child.pid) {
      process.kill(-child.pid, "SIGTERM");
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), STOP_TIMEOUT_MS)));
      const stopped = await Promise.race([exited.then(() => true), timeout]);
      clearTimeout(timer);
      if (!stopped && running) process.kill(-child.pid, "SIGKILL");
    }
    fs.rmSync(stateDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!running) {
      await stop();
      throw new Error(`wrangler pages dev exited before serving ${url}:\n${output}`);
    }
    const status = await fetch(`${url}/`).then(
      (response) => {
        void response.body?.cancel();
        return response.status;
      },
      () => null, // not listening yet
    );
    if (status === 200) return { url, close: stop };
    if (status !== null) {
      await stop();
      throw new Error(`wrangler pages dev answered ${status} for ${url}/:\n${output}`);
    }
    await delay(250);
  }
  await stop();
  throw new Error(`wrangler pages dev did not serve ${url} within ${STARTUP_TIMEOUT_MS / 1000} s:\n${output}`);
}
