/**
 * `npm run test:n8n`: Maxi and the lead notification on a real n8n (__tests__/n8n-e2e/). Installs n8n
 * once outside the project (scripts/n8n/runtime.ts), builds the site with Maxi pointed at that n8n
 * (public/ then holds this build: `npm test` builds its own again), and runs the test. Not part of
 * `npm test`: n8n's install is 3.3 GB.
 */
import { spawnSync } from "node:child_process";
import { n8nTestBuildEnv } from "./lib/test-env";
import { ensureN8n } from "./n8n/runtime";

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

ensureN8n();
run("bash", ["scripts/ensure-test-tools.sh"]);
if (!process.argv.includes("--no-build")) {
  run("npx", ["gatsby", "build"], { ...process.env, ...n8nTestBuildEnv, GATSBY_TELEMETRY_DISABLED: "1" });
}
run("npx", ["jest", "--selectProjects", "n8n", "--runInBand", ...process.argv.slice(2).filter((arg) => arg !== "--no-build")]);
