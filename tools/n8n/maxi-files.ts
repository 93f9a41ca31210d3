import path from "node:path";

/** Maxi's workflow, its instructions and its evaluation set, as the scripts and tests find them. */
export const MAXI_WORKFLOW_FILE = path.resolve(__dirname, "../../n8n/maxi.json");
export const MAXI_SYSTEM_MESSAGE_FILE = path.resolve(__dirname, "../../n8n/maxi-system-message.md");
export const MAXI_EVALS_FILE = path.resolve(__dirname, "../../n8n/maxi-evals.json");
/** The AI Agent node: its system message is the file's text. */
export const MAXI_AGENT_NODE = "Maxi";
