import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** What a fresh clone holds that `gatsby develop` reads (node_modules is linked, not copied). */
const SOURCES = [
  "content",
  "gatsby",
  "src",
  "gatsby-browser.tsx",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-ssr.tsx",
  "package.json",
  "tsconfig.json",
  ".env.development",
];

export interface DevelopServer {
  url: string;
  /** Everything the server printed, for a failure message. */
  output(): string;
  close(): Promise<void>;
}

/**
 * `gatsby develop` as `npm start` runs it, in a copy of the project in a temporary folder: the
 * development server writes .cache/ and public/, which must not touch the production build the other
 * browser tests serve. It talks to the backend at `backendUrl`.
 */
export async function startDevelop(projectDir: string, port: number, backendUrl: string, timeoutMs: number): Promise<DevelopServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-develop-"));
  for (const entry of SOURCES) fs.cpSync(path.join(projectDir, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(projectDir, "node_modules"), path.join(dir, "node_modules"), "dir");
  // The CMS workspace: gatsby/admin.ts serves /admin/ from it; its own packages (React 19) are linked.
  fs.cpSync(path.join(projectDir, "cms"), path.join(dir, "cms"), { recursive: true, filter: (source) => !source.includes("node_modules") });
  fs.symlinkSync(path.join(projectDir, "cms/node_modules"), path.join(dir, "cms/node_modules"), "dir");

  const env: NodeJS.ProcessEnv = { ...process.env };
  // Jest's own variables would turn Gatsby into a test build.
  for (const name of Object.keys(env)) if (name === "NODE_ENV" || name.startsWith("JEST")) delete env[name];
  Object.assign(env, {
    GATSBY_TELEMETRY_DISABLED: "1",
    GATSBY_SITE_URL: `http://127.0.0.1:${port}`,
    GATSBY_SUPABASE_URL: backendUrl,
    GATSBY_SUPABASE_ANON_KEY: "local-anon-key",
    GATSBY_CHAT_WEBHOOK_URL: `${backendUrl}/webhook/local-maxi/chat`,
  });
  let log = "";
  // Its own process group, so closing it stops Gatsby's worker processes too.
  const child: ChildProcess = spawn(path.join(dir, "node_modules/.bin/gatsby"), ["develop", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: dir,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const close = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      const killed = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, "SIGKILL"), 10_000);
      await exited;
      clearTimeout(killed);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`gatsby develop exited with ${child.exitCode}:\n${log.slice(-4000)}`);
    }
    // Gatsby prints this once the first compilation is done and the server answers pages.
    if (/You can now view .* in the browser/.test(log)) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error(`gatsby develop did not start within ${timeoutMs / 1000} s:\n${log.slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, output: () => log, close };
}
