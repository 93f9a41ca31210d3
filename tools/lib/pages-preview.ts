import { once } from "node:events";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startChild } from "./child-process";

/** A fixed date the bundled workerd supports; wrangler refuses to start with a newer one (today's, by default). */
export const COMPATIBILITY_DATE = "2025-11-01";

export interface PagesPreview {
  url: string;
  /** What wrangler printed (warnings and errors only: it runs with --log-level=warn). */
  output(): string;
  close(): Promise<void>;
}

async function assertPortFree(port: number): Promise<void> {
  const probe = net.createServer().listen(port, "127.0.0.1");
  await once(probe, "listening").catch(() => {
    throw new Error(
      `127.0.0.1:${port} is already in use: stop whatever serves it (another preview or test run?) and retry`,
    );
  });
  await new Promise((closed) => probe.close(closed));
}

const PROJECT_ROOT = path.resolve(__dirname, "../..");

/**
 * Serves a build through `wrangler pages dev`: Cloudflare's own asset server running in workerd, which
 * applies _headers, _redirects and the 404.html fallback as Cloudflare Pages does, and runs the project's
 * functions/ (/api/chat, /api/auth…) with `bindings` as the Pages project's environment variables.
 * Requests pass from a ProxyWorker (one workerd) to the Pages worker (another) over pooled connections
 * that both sides close after 5 s idle. Before wrangler 4.114 a GET that lost that race waited for a
 * reload that never came, hanging until the browser gave up (an accessibility test pauses about 5 s
 * between loads, so it met the race); 4.114–4.12x then made the same race fatal (an empty "[ERROR]", the
 * preview gone). In 4.164 (the version used) the ProxyWorker retries a GET/HEAD on a fresh connection,
 * and Miniflare's loopback server (every file goes workerd → Node through it) no longer closes idle connections
 * (workers-sdk#14593, #14850, #15252). docs/deployment.md has the measurements.
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
  const url = `http://127.0.0.1:${port}`;
  const child = await startChild({
    name: "wrangler pages dev",
    command: path.join(PROJECT_ROOT, "node_modules/.bin/wrangler"),
    args: [
      "pages",
      "dev",
      root,
      "--ip=127.0.0.1",
      `--port=${port}`,
      `--compatibility-date=${COMPATIBILITY_DATE}`,
      `--persist-to=${stateDir}`,
      "--show-interactive-dev-session=false",
      "--log-level=warn",
      ...Object.entries(bindings).flatMap(([name, value]) => ["--binding", `${name}=${value}`]),
    ],
    // functions/ is found beside the working directory.
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: "false",
      WRANGLER_SEND_ERROR_REPORTS: "false",
      WRANGLER_HIDE_BANNER: "true",
      WRANGLER_LOG_PATH: path.join(stateDir, "logs"),
      // Otherwise it downloads a sample Request.cf object from workers.cloudflare.com at every start.
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      // The local data explorer and observability pages: unused here, and their writes under .wrangler/
      // can restart the functions bundler mid-run.
      X_LOCAL_EXPLORER: "false",
      X_LOCAL_OBSERVABILITY: "false",
    },
    startTimeoutMs: 90_000,
    pollMs: 250,
    ready: async (output) => {
      const status = await fetch(`${url}/`).then(
        (response) => {
          void response.body?.cancel();
          return response.status;
        },
        () => null, // not listening yet
      );
      if (status !== null && status !== 200)
        throw new Error(`wrangler pages dev answered ${status} for ${url}/:\n${output}`);
      return status === 200;
    },
  }).catch((error: Error) => {
    fs.rmSync(stateDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url,
    output: child.output,
    close: async () => {
      await child.stop();
      fs.rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
