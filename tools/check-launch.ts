/**
 * `npm run check:launch`: lists every placeholder a production build would refuse (gatsby/launch/),
 * reading the settings as `npm run build` does (.env.production, then the environment). Exits 1 while
 * any remains.
 */
import path from "node:path";
import dotenv from "dotenv";
import { launchProblems, launchReport } from "../gatsby/launch/launch-check";
import { readEnv } from "../src/config/env";

dotenv.config({ path: path.resolve(__dirname, "../.env.production"), quiet: true });
const problems = launchProblems({
  contentDir: path.resolve(__dirname, "../content"),
  env: readEnv(),
  processEnv: process.env,
});
if (problems.length === 0) {
  console.log("Comprobación de lanzamiento: ningún dato provisional. / Launch check: no placeholders left.");
} else {
  console.log(launchReport(problems));
  process.exitCode = 1;
}
