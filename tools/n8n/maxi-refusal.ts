/**
 * What Maxi's workflow answers when the database refuses a message: its «Respuesta de límite» node,
 * evaluated here as n8n evaluates it (`={{ … }}` expressions over the admission row and the
 * «Configuración» node). The local stand-in answers with exactly this, and the tests read it, so the
 * refusal texts have one definition: the workflow file.
 */
import type { Workflow } from "./check-workflow";
import { assignmentsOf, SETTINGS_NODE } from "./configure-workflows";

export const MAXI_REFUSAL_NODE = "Respuesta de límite";

type NodeLookup = (name: string) => { first(): { json: Record<string, unknown> } };
type Expression = (json: Record<string, unknown>, lookup: NodeLookup) => unknown;

/** An n8n parameter value: plain text, or "=" followed by text with {{ expression }} parts. */
export function evaluate(value: unknown, $json: Record<string, unknown>, $: NodeLookup): unknown {
  if (typeof value !== "string" || !value.startsWith("=")) return value;
  const template = value.slice(1);
  const whole = /^\{\{([\s\S]*)\}\}$/.exec(template.trim());
  // The workflow file is ours, and its expressions are what n8n runs: evaluated the same way here.
  const run = (expression: string) =>
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the workflow's own expressions is this check's purpose
    (new Function("$json", "$", `return (${expression});`) as Expression)($json, $);
  if (whole && !whole[1]!.includes("}}")) return run(whole[1]!);
  return template.replace(/\{\{([\s\S]*?)\}\}/g, (_, expression: string) => String(run(expression)));
}

/** The admission row a refusal is answered from (public.maxi_admit_message's columns). */
export interface RefusedAdmission {
  reason: string;
  retry_after?: number | null;
  busy_key?: string | null;
  /** The number the refusal met (characters, messages): the workflow's texts print it. */
  bound?: number | null;
}

/**
 * The refusal node's output item for a refused admission (or just its reason), with the «Configuración»
 * values of the file overridden by `settings` (as `npm run n8n:configure` fills them in).
 */
export function maxiRefusal(
  workflow: Workflow,
  refused: string | RefusedAdmission,
  settings: Record<string, string> = {},
): Record<string, unknown> {
  const shipped = assignmentsOf(workflow, SETTINGS_NODE).map(({ name, value }) => [name, value]);
  const configuration = { ...Object.fromEntries(shipped), ...settings } as Record<string, unknown>;
  const $: NodeLookup = (name) => {
    if (name !== SETTINGS_NODE) throw new Error(`the refusal may only read «${SETTINGS_NODE}», not «${name}»`);
    return { first: () => ({ json: configuration }) };
  };
  const row = typeof refused === "string" ? { reason: refused } : refused;
  const $json = { admitted: false, retry_after: null, busy_key: null, bound: null, ...row };
  return Object.fromEntries(
    assignmentsOf(workflow, MAXI_REFUSAL_NODE).map(({ name, value }) => [name, evaluate(value, $json, $)]),
  );
}
