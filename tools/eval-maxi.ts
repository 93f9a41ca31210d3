/**
 * `npm run eval:maxi`: runs n8n/maxi-evals.json against the OpenAI-compatible endpoint in
 * MAXI_EVAL_BASE_URL (e.g. https://api.openai.com/v1), MAXI_EVAL_API_KEY and MAXI_EVAL_MODEL, with
 * Maxi's system message and the knowledge file built from content/, and reports each case as passed,
 * failed or not run. Without those variables it runs nothing and says so (exit 0); any failed case
 * exits 1.
 */
import fs from "node:fs";
import path from "node:path";
import { buildKnowledge, readKnowledgeSources } from "../gatsby/maxi-knowledge";
import type { EvalSet } from "./lib/maxi-eval/cases";
import { endpointFromEnv, formatReport, runCase, type CaseResult } from "./lib/maxi-eval/run";
import { MAXI_EVALS_FILE } from "./n8n/maxi-files";
import { maxiSystemMessage, readMaxiSources } from "./n8n/maxi-generate";

export async function evalMaxi(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  const evals = JSON.parse(fs.readFileSync(MAXI_EVALS_FILE, "utf8")) as EvalSet;
  const endpoint = endpointFromEnv(env);
  if (!endpoint) {
    log(
      `No endpoint configured (MAXI_EVAL_BASE_URL, MAXI_EVAL_API_KEY, MAXI_EVAL_MODEL): ran nothing, ${evals.cases.length} case(s) not run.`,
    );
    return 0;
  }
  const systemMessage = maxiSystemMessage(readMaxiSources());
  const knowledge = buildKnowledge(readKnowledgeSources(path.resolve(__dirname, "../content")));
  log(`Running ${evals.cases.length} conversation(s) against ${endpoint.baseUrl} with ${endpoint.model}…`);
  const results: CaseResult[] = [];
  // One at a time: providers rate-limit, and the report reads in the file's order.
  for (const evalCase of evals.cases)
    results.push(await runCase(evalCase, { endpoint, systemMessage, knowledge, fetch: fetchImpl }));
  log(formatReport(results));
  return results.some((result) => result.status === "failed") ? 1 : 0;
}

if (require.main === module) {
  evalMaxi(process.env, (line) => console.log(line)).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
