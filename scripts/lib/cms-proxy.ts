import { spawn } from "node:child_process";
import path from "node:path";

const STARTUP_TIMEOUT_MS = 20_000;

export interface CmsProxy {
  url: string;
  close(): Promise<void>;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs Decap's local proxy (decap-server) on 127.0.0.1:`port`, reading and writing the files of
 * `repoDir` (its content/ folder is what /admin/ edits), as `npm start` does for the working copy.
 * Resolves once it answers Decap's "info" request.
 */
export async function startCmsProxy(port: number, repoDir: string): Promise<CmsProxy> {
  const child = spawn(process.execPath, [path.resolve(__dirname, "../../node_modules/decap-server/dist/index.js")], {
    cwd: repoDir,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: "127.0.0.1",
      GIT_REPO_DIRECTORY: repoDir,
      MODE: "fs",
      LOG_LEVEL: "warn",
    },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const close = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
  };
  const url = `http://127.0.0.1:${port}/api/v1`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`decap-server exited before serving ${url}:\n${output}`);
    const info = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"action":"info"}',
    }).then(
      (response) => (response.ok ? (response.json() as Promise<{ repo?: string }>) : null),
      () => null,
    );
    // decap-server names the folder it serves: anything else on this port is another process's proxy.
    if (info?.repo === path.basename(repoDir)) return { url, close };
    if (info) {
      await close();
      throw new Error(`127.0.0.1:${port} is already serving ${String(info.repo)}: stop that proxy and retry`);
    }
    await delay(200);
  }
  await close();
  throw new Error(`decap-server did not answer on ${url} within ${STARTUP_TIMEOUT_MS / 1000} s:\n${output}`);
}
