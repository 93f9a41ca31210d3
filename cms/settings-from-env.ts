import type { CmsSettings } from "./src/settings";

/** decap-server's own default port; `npm start` runs it there unless CMS_PROXY_PORT says otherwise. */
export const DEFAULT_PROXY_PORT = 8081;

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

export function proxyPort(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.CMS_PROXY_PORT;
  if (value === undefined || value === "") return DEFAULT_PROXY_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1024 || port > 65535)
    throw new Error(`CMS_PROXY_PORT=${value} is not a usable port (1024–65535)`);
  return port;
}

/**
 * What the CMS is built for. A site served from this machine (development, the test build) edits the
 * working copy through the local proxy; a site on its real domain commits to the GitHub repository
 * named by CMS_GITHUB_REPO ("owner/name") on CMS_GITHUB_BRANCH (default main).
 */
export function cmsSettings(siteUrl: string, env: NodeJS.ProcessEnv = process.env): CmsSettings {
  const local = LOOPBACK.has(new URL(siteUrl).hostname);
  const repo = (env.CMS_GITHUB_REPO ?? "").trim();
  if (repo !== "" && !/^[\w.-]+\/[\w.-]+$/.test(repo))
    throw new Error(`CMS_GITHUB_REPO=${repo} is not of the form owner/name`);
  return {
    siteUrl,
    localProxyUrl: local ? `http://127.0.0.1:${proxyPort(env)}/api/v1` : null,
    github: repo === "" ? null : { repo, branch: (env.CMS_GITHUB_BRANCH ?? "").trim() || "main" },
  };
}
