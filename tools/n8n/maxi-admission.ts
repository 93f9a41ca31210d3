/**
 * The admission Maxi's workflow runs before the agent: its «Admitir mensaje (límites)» node's query and
 * parameters, evaluated over the Chat Trigger's item as n8n evaluates them. The local stand-in runs exactly
 * this, so it calls the database as the real workflow does, with the same keys.
 */
import type { Workflow } from "./check-workflow";
import { evaluate } from "./maxi-refusal";

export const MAXI_ADMISSION_NODE = "Admitir mensaje (límites)";

export function maxiAdmission(workflow: Workflow, item: Record<string, unknown>): { query: string; values: unknown[] } {
  const node = workflow.nodes.find((candidate) => candidate.name === MAXI_ADMISSION_NODE);
  if (!node) throw new Error(`the workflow has no «${MAXI_ADMISSION_NODE}» node`);
  const { query, options } = node.parameters as { query: string; options: { queryReplacement: string } };
  const values = evaluate(options.queryReplacement, item, () => {
    throw new Error("the admission reads only the Chat Trigger's item");
  });
  if (!Array.isArray(values)) throw new Error("the admission's query parameters are not a list");
  return { query, values };
}
