/**
 * Everything n8n/maxi.json restates from elsewhere, generated from its one source; `npm run n8n:sync-maxi`
 * writes it into the file, and a test checks that the file equals this output:
 *   - the AI Agent's system message: n8n/maxi-system-message.md, where {{datos_del_formulario}} becomes the
 *     contact contract's fields in Maxi's words, with a pattern field's shape taken from the form's help
 *     text (content/contact.json) and the services the database accepts;
 *   - the lead tool's JSON body: one $fromAI argument per field of the contract, in its order, an optional
 *     one defaulting to null.
 * The refusal texts restate nothing: they print the number the database names (public.maxi_admit_message's
 * bound).
 */
import fs from "node:fs";
import path from "node:path";
import { CONTACT_FIELDS, fieldRule, type ContactField } from "../../src/contracts/contact-fields";
import type { Workflow } from "./check-workflow";
import { MAXI_AGENT_NODE, MAXI_SYSTEM_MESSAGE_FILE, MAXI_WORKFLOW_FILE } from "./maxi-files";
import { MAXI_FIELD_WORDS } from "./maxi-lead-fields";

export const MAXI_LEAD_TOOL_NODE = "guardar_contacto";
export const FORM_FIELDS_PLACEHOLDER = "{{datos_del_formulario}}";
const CONTACT_CONTENT_FILE = path.resolve(__dirname, "../../content/contact.json");

/** What the generator reads besides the contract: Maxi's instructions and the form's help texts. */
export interface MaxiSources {
  systemMessageTemplate: string;
  /** content/contact.json's form.fields: a field's help states its shape to the visitor. */
  formFields: Partial<Record<ContactField, { help?: string }>>;
}

export const readMaxiSources = (): MaxiSources => ({
  systemMessageTemplate: fs.readFileSync(MAXI_SYSTEM_MESSAGE_FILE, "utf8"),
  formFields: (
    JSON.parse(fs.readFileSync(CONTACT_CONTENT_FILE, "utf8")) as { form: { fields: MaxiSources["formFields"] } }
  ).form.fields,
});

/** "a, b y c" */
const spanishList = (items: readonly string[], last = "y") =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;

/** What a field must be, in the visitor's words: a pattern field's help text, or the options. */
function shapeOf(field: ContactField, sources: MaxiSources): { quoted: string; plain: string } | null {
  const rule = fieldRule(field);
  if (rule.options) {
    return {
      quoted: `que debe ser exactamente uno de estos: ${spanishList(
        rule.options.map((option) => `"${option}"`),
        "o",
      )}`,
      plain: rule.options.join(", "),
    };
  }
  const help = sources.formFields[field]?.help?.trim().replace(/\.$/, "");
  if (rule.pattern && help) return { quoted: `(${help})`, plain: help };
  return null;
}

/** The sentence Maxi's instructions use to ask for a lead's data. */
export function formFieldsSentence(sources: MaxiSources): string {
  const asked = (field: ContactField) => {
    const shape = shapeOf(field, sources);
    const words = MAXI_FIELD_WORDS[field].asked;
    if (!shape) return words;
    return fieldRule(field).options ? `${words}, ${shape.quoted}` : `${words} ${shape.quoted}`;
  };
  const required = CONTACT_FIELDS.filter((field) => fieldRule(field).required).map(asked);
  const optional = CONTACT_FIELDS.filter((field) => !fieldRule(field).required).map(asked);
  const optionalSentence = spanishList(optional);
  return [
    `${spanishList(required)}.`,
    optional.length === 0
      ? ""
      : ` ${optionalSentence[0]!.toUpperCase()}${optionalSentence.slice(1)} ${optional.length === 1 ? "es opcional" : "son opcionales"}.`,
  ].join("");
}

export function maxiSystemMessage(sources: MaxiSources): string {
  const { systemMessageTemplate: template } = sources;
  if (template.split(FORM_FIELDS_PLACEHOLDER).length !== 2)
    throw new Error(`n8n/maxi-system-message.md must contain ${FORM_FIELDS_PLACEHOLDER} exactly once`);
  return template.replace(FORM_FIELDS_PLACEHOLDER, () => formFieldsSentence(sources));
}

/** The lead tool's body: the contract's fields as the model fills them, then the lead's source. */
export function leadToolBody(sources: MaxiSources): string {
  const lines = CONTACT_FIELDS.map((field) => {
    const shape = shapeOf(field, sources);
    const words = MAXI_FIELD_WORDS[field].argument;
    const description = shape ? `${words}: ${shape.plain}` : words;
    if (description.includes("'")) throw new Error(`the description of ${field} may not contain an apostrophe`);
    return fieldRule(field).required
      ? `  "${field}": {{ JSON.stringify(String($fromAI('${field}', '${description}', 'string')).trim()) }},`
      : `  "${field}": {{ JSON.stringify(String($fromAI('${field}', '${description}', 'string', '') || '').trim() || null) }},`;
  });
  return `={\n${lines.join("\n")}\n  "source": "maxi"\n}`;
}

/** The workflow with every generated part in place (a copy; `workflow` is left as it was). */
export function generateMaxiWorkflow(workflow: Workflow, sources: MaxiSources): Workflow {
  const draft = JSON.parse(JSON.stringify(workflow)) as Workflow;
  const node = (name: string) => {
    const found = draft.nodes.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`${MAXI_WORKFLOW_FILE} has no node "${name}"`);
    return found;
  };
  const agent = node(MAXI_AGENT_NODE);
  agent.parameters.options = { ...(agent.parameters.options as object), systemMessage: maxiSystemMessage(sources) };
  node(MAXI_LEAD_TOOL_NODE).parameters.jsonBody = leadToolBody(sources);
  return draft;
}

/** The file's text as the generator writes it. */
export const serializeWorkflow = (workflow: Workflow) => `${JSON.stringify(workflow, null, 1)}\n`;
