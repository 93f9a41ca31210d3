import path from "node:path";
import { startChild } from "../../tools/lib/child-process";

export interface CmsProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * Runs Decap's local proxy (decap-server) on 127.0.0.1:`port`, reading and writing the files of
 * `repoDir` (its content/ folder is what /admin/ edits), as `npm start` does for the working copy.
 * Resolves once it answers Decap's "info" request.
 */
export async function startCmsProxy(port: number, repoDir: string): Promise<CmsProxy> {
  const url = `http://127.0.0.1:${port}/api/v1`;
  const child = await startChild({
    name: "decap-server",
    command: process.execPath,
    args: [path.resolve(__dirname, "../../node_modules/decap-server/dist/index.js")],
    cwd: repoDir,
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: "127.0.0.1",
      GIT_REPO_DIRECTORY: repoDir,
      MODE: "fs",
      LOG_LEVEL: "warn",
    },
    startTimeoutMs: 20_000,
    pollMs: 200,
    ready: async () => {
      const info = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: '{"action":"info"}',
      }).then(
        (response) => (response.ok ? (response.json() as Promise<{ repo?: string }>) : null),
        () => null,
      );
      // decap-server names the folder it serves: anything else on this port is another process's proxy.
      if (info && info.repo !== path.basename(repoDir))
        throw new Error(`127.0.0.1:${port} is already serving ${String(info.repo)}: stop that proxy and retry`);
      return Boolean(info);
    },
  });
  return { url, close: child.stop };
}
