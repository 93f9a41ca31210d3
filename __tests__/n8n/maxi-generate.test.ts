/** @jest-environment node */
import fs from "node:fs";
import type { Workflow } from "../../tools/n8n/check-workflow";
import { MAXI_AGENT_NODE, MAXI_WORKFLOW_FILE } from "../../tools/n8n/maxi-files";
import {
  FORM_FIELDS_PLACEHOLDER,
  generateMaxiWorkflow,
  leadToolBody,
  maxiSystemMessage,
  MAXI_LEAD_TOOL_NODE,
  readMaxiSources,
  serializeWorkflow,
  type MaxiSources,
} from "../../tools/n8n/maxi-generate";
import { SERVICE_OPTIONS } from "../../src/contracts/contact-fields";

const file = fs.readFileSync(MAXI_WORKFLOW_FILE, "utf8");
const workflow = JSON.parse(file) as Workflow;
const sources = readMaxiSources();
const nodeOf = (generated: Workflow, name: string) => generated.nodes.find((node) => node.name === name)!;
const systemMessageOf = (generated: Workflow) =>
  (nodeOf(generated, MAXI_AGENT_NODE).parameters.options as { systemMessage: string }).systemMessage;

describe("npm run n8n:sync-maxi, the one generator of what n8n/maxi.json restates", () => {
  it("n8n/maxi.json equals the generator's output (out of step: run npm run n8n:sync-maxi)", () => {
    expect(file).toBe(serializeWorkflow(generateMaxiWorkflow(workflow, sources)));
  });

  it("gives Maxi the form's fields where n8n/maxi-system-message.md leaves the placeholder, and the rest as written", () => {
    const [before, after] = sources.systemMessageTemplate.split(FORM_FIELDS_PLACEHOLDER);
    const message = systemMessageOf(workflow);
    expect(message.startsWith(before!)).toBe(true);
    expect(message.endsWith(after!)).toBe(true);
    expect(message).not.toContain("{{");
  });

  it("takes the phone's shape from the form's help text, in the instructions and the tool alike", () => {
    const edited: MaxiSources = {
      ...sources,
      formFields: {
        ...sources.formFields,
        phone: { help: "Un móvil o fijo español: 9 cifras, empieza por 6, 7, 8 o 9." },
      },
    };
    expect(maxiSystemMessage(edited)).toContain(
      "teléfono (Un móvil o fijo español: 9 cifras, empieza por 6, 7, 8 o 9)",
    );
    expect(leadToolBody(edited)).toContain(
      "$fromAI('phone', 'Teléfono: Un móvil o fijo español: 9 cifras, empieza por 6, 7, 8 o 9', 'string')",
    );
  });

  it("lists the contract's services in both places, and refuses a description n8n's expression would break on", () => {
    const message = maxiSystemMessage(sources);
    expect(message).toContain(
      `que debe ser exactamente uno de estos: ${SERVICE_OPTIONS.slice(0, -1)
        .map((option) => `"${option}"`)
        .join(", ")} o "${SERVICE_OPTIONS.at(-1)}".`,
    );
    expect(leadToolBody(sources)).toContain(`'Exactamente uno de: ${SERVICE_OPTIONS.join(", ")}'`);
    expect(() =>
      leadToolBody({ ...sources, formFields: { ...sources.formFields, phone: { help: "9 cifras, sin '+34'." } } }),
    ).toThrow(/apostrophe/);
  });

  it("refuses instructions without the placeholder, rather than shipping Maxi without the form's fields", () => {
    expect(() => maxiSystemMessage({ ...sources, systemMessageTemplate: "Eres Maxi." })).toThrow(
      FORM_FIELDS_PLACEHOLDER,
    );
  });

  it("changes only the two generated parameters", () => {
    const generated = generateMaxiWorkflow(workflow, {
      ...sources,
      systemMessageTemplate: `Hola. ${FORM_FIELDS_PLACEHOLDER}`,
    });
    const strip = (draft: Workflow) => {
      const copy = JSON.parse(JSON.stringify(draft)) as Workflow;
      delete (nodeOf(copy, MAXI_AGENT_NODE).parameters.options as Record<string, unknown>).systemMessage;
      delete nodeOf(copy, MAXI_LEAD_TOOL_NODE).parameters.jsonBody;
      return copy;
    };
    expect(systemMessageOf(generated)).toMatch(/^Hola\. nombre, apellidos/);
    expect(strip(generated)).toEqual(strip(workflow));
  });
});
