/**
 * `npm run test:n8n`: Maxi and the lead notification on a real n8n (__tests__/n8n-e2e/). Installs n8n
 * once outside the project (tools/n8n/runtime.ts), makes the test build (`npm run build:test`: the
 * widget calls the preview's /api/chat, whose gateway bindings the test points at n8n; `-- --no-build`
 * reuses the build in public/), and runs the test. Not part of `npm test`: n8n's install is 3.3 GB.
 */
import { spawnSync } from "node:child_process";
import { ensureN8n } from "./n8n/runtime";

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const args = process.argv.slice(2);
ensureN8n();
run("bash", ["tools/ensure-test-tools.sh"]);
if (!args.includes("--no-build")) run("npx", ["tsx", "tools/build-for-tests.ts"]);
run("npx", ["jest", "--selectProjects", "n8n", "--runInBand", ...args.filter((arg) => arg !== "--no-build")]);
