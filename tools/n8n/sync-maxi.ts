/**
 * `npm run n8n:sync-maxi`: copies n8n/maxi-system-message.md, the one place Maxi's instructions are
 * edited, into the AI Agent node of n8n/maxi.json (n8n imports a workflow as one file).
 */
import fs from "node:fs";
import path from "node:path";
import type { Workflow } from "./check-workflow";
import { MAXI_AGENT_NODE, MAXI_SYSTEM_MESSAGE_FILE, MAXI_WORKFLOW_FILE } from "./maxi-files";

const workflow = JSON.parse(fs.readFileSync(MAXI_WORKFLOW_FILE, "utf8")) as Workflow;
const agent = workflow.nodes.find((node) => node.name === MAXI_AGENT_NODE);
if (!agent) throw new Error(`${MAXI_WORKFLOW_FILE} has no node "${MAXI_AGENT_NODE}"`);
agent.parameters.options = {
  ...(agent.parameters.options as object),
  systemMessage: fs.readFileSync(MAXI_SYSTEM_MESSAGE_FILE, "utf8"),
};
fs.writeFileSync(MAXI_WORKFLOW_FILE, `${JSON.stringify(workflow, null, 1)}\n`);
console.log(
  `Copied ${path.basename(MAXI_SYSTEM_MESSAGE_FILE)} into the "${MAXI_AGENT_NODE}" node of ${path.basename(MAXI_WORKFLOW_FILE)}.`,
);
