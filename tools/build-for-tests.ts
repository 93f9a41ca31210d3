import { spawnSync } from "node:child_process";
import { testBuildEnv } from "./lib/test-env";

// The production build, compiled against the local test addresses. Extra arguments go to gatsby build.
const result = spawnSync("npx", ["gatsby", "build", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, ...testBuildEnv, GATSBY_TELEMETRY_DISABLED: "1" },
});
process.exit(result.status ?? 1);
