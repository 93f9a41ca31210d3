/**
 * Checks an n8n workflow export against n8n's own node descriptions (see node-types.ts): node types and
 * versions exist, every parameter is one the node shows for the given settings, option values are
 * allowed, required parameters are set, credentials are ones the node accepts and carry no secrets,
 * connections join existing nodes and AI sub-nodes (model, memory, tools) connect with the kind they supply.
 * Returns one line per problem; an empty list means n8n will load the workflow as written.
 */
import {
  versionsOf,
  type DisplayOptions,
  type NodeDescription,
  type NodeProperty,
  type NodeTypesFixture,
} from "./node-types";

export interface WorkflowNode {
  id: string;
  name: string;
  type: string;
  typeVersion: number;
  position: [number, number];
  parameters: Record<string, unknown>;
  credentials?: Record<string, { id?: string; name?: string } & Record<string, unknown>>;
  onError?: string;
  disabled?: boolean;
}

export interface Workflow {
  name: string;
  nodes: WorkflowNode[];
  connections: Record<string, Record<string, { node: string; type: string; index: number }[][]>>;
}

const ON_ERROR = ["stopWorkflow", "continueRegularOutput", "continueErrorOutput"];
const isExpression = (value: unknown) => typeof value === "string" && value.startsWith("=");
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

type Condition = unknown;

/** One displayOptions value test: a literal, or n8n's {_cnd: {op: operand}} form. */
export function matches(actual: unknown, expected: Condition): boolean {
  if (!isRecord(expected) || !("_cnd" in expected)) return actual === expected;
  const [[op, operand]] = Object.entries(expected._cnd as Record<string, unknown>) as [[string, unknown]];
  const value = actual as number & string;
  switch (op) {
    case "eq":
      return actual === operand;
    case "not":
      return actual !== operand;
    case "gte":
      return value >= (operand as number);
    case "lte":
      return value <= (operand as number);
    case "gt":
      return value > (operand as number);
    case "lt":
      return value < (operand as number);
    case "between": {
      const { from, to } = operand as { from: number; to: number };
      return value >= from && value <= to;
    }
    case "startsWith":
      return typeof actual === "string" && actual.startsWith(operand as string);
    case "endsWith":
      return typeof actual === "string" && actual.endsWith(operand as string);
    case "includes":
      return typeof actual === "string" && actual.includes(operand as string);
    case "regex":
      return typeof actual === "string" && new RegExp(operand as string).test(actual);
    case "exists":
      return actual !== undefined && actual !== null && actual !== "";
    default:
      throw new Error(`Unknown displayOptions condition ${op}`);
  }
}

interface Scope {
  version: number;
  /** The node is the AI-tool form of a node (`…Tool`): n8n's `@tool` in displayOptions. */
  tool: boolean;
  /** The node's top-level parameters, for `/name` references. */
  root: Record<string, unknown>;
  rootProperties: NodeProperty[];
  /** The parameters at this level and their descriptions (for defaults). */
  siblings: Record<string, unknown>;
  siblingProperties: NodeProperty[];
}

/** A parameter's value as n8n sees it: what the workflow sets, or the description's default. */
function valueOf(name: string, scope: Scope): unknown {
  if (name === "@version") return scope.version;
  if (name === "@tool") return scope.tool;
  const [values, properties] = name.startsWith("/")
    ? [scope.root, scope.rootProperties]
    : [scope.siblings, scope.siblingProperties];
  const key = name.replace(/^\//, "");
  if (key in values) return values[key];
  const visible = properties.find(
    (property) =>
      property.name === key &&
      isShown(property.displayOptions, { ...scope, siblings: values, siblingProperties: properties }),
  );
  return visible?.default;
}

function isShown(options: DisplayOptions | undefined, scope: Scope): boolean {
  if (!options) return true;
  const show = Object.entries(options.show ?? {}).every(([name, allowed]) =>
    allowed.some((condition) => matches(valueOf(name, scope), condition)),
  );
  const hide = Object.entries(options.hide ?? {}).some(([name, hidden]) =>
    hidden.some((condition) => matches(valueOf(name, scope), condition)),
  );
  return show && !hide;
}

function checkValue(property: NodeProperty, value: unknown, scope: Scope, where: string, problems: string[]): void {
  if (isExpression(value)) return;
  switch (property.type) {
    case "options": {
      const allowed = (property.options ?? []).map((option) => (option as { value?: unknown }).value);
      if (!allowed.includes(value))
        problems.push(`${where}: ${JSON.stringify(value)} is not one of ${JSON.stringify(allowed)}`);
      return;
    }
    case "boolean":
    case "number":
      if (typeof value !== property.type)
        problems.push(`${where}: expected a ${property.type}, got ${JSON.stringify(value)}`);
      return;
    case "string":
    case "json":
      if (typeof value !== "string") problems.push(`${where}: expected a string, got ${JSON.stringify(value)}`);
      return;
    case "collection": {
      if (!isRecord(value)) return void problems.push(`${where}: expected an object`);
      checkParameters(
        value,
        (property.options ?? []) as NodeProperty[],
        { ...scope, siblings: value, siblingProperties: (property.options ?? []) as NodeProperty[] },
        where,
        problems,
      );
      return;
    }
    case "fixedCollection": {
      if (!isRecord(value)) return void problems.push(`${where}: expected an object`);
      for (const [groupName, entries] of Object.entries(value)) {
        const group = (property.options ?? []).find((option) => option.name === groupName) as
          { values?: NodeProperty[] } | undefined;
        if (!group?.values) {
          problems.push(
            `${where}.${groupName}: no such group (has ${(property.options ?? []).map((option) => option.name).join(", ")})`,
          );
          continue;
        }
        const list = property.typeOptions?.multipleValues ? entries : [entries];
        if (!Array.isArray(list)) {
          problems.push(`${where}.${groupName}: expected a list`);
          continue;
        }
        list.forEach((entry, index) => {
          if (!isRecord(entry)) return void problems.push(`${where}.${groupName}[${index}]: expected an object`);
          checkParameters(
            entry,
            group.values ?? [],
            { ...scope, siblings: entry, siblingProperties: group.values ?? [] },
            `${where}.${groupName}[${index}]`,
            problems,
          );
        });
      }
      return;
    }
    case "resourceLocator": {
      const modes = ((property as { modes?: { name: string }[] }).modes ?? []).map((mode) => mode.name);
      if (!isRecord(value) || value.__rl !== true)
        return void problems.push(`${where}: expected a resource locator {__rl, mode, value}`);
      if (modes.length && !modes.includes(value.mode as string))
        problems.push(`${where}: mode ${JSON.stringify(value.mode)} is not one of ${JSON.stringify(modes)}`);
      return;
    }
    case "assignmentCollection": {
      const assignments = isRecord(value) ? value.assignments : undefined;
      if (!Array.isArray(assignments)) return void problems.push(`${where}: expected {assignments: [...]}`);
      assignments.forEach((assignment, index) => {
        const { name, type } = (assignment ?? {}) as { name?: unknown; type?: unknown };
        if (typeof name !== "string" || !name) problems.push(`${where}.assignments[${index}]: needs a name`);
        if (!["string", "number", "boolean", "array", "object"].includes(type as string))
          problems.push(`${where}.assignments[${index}]: unknown type ${JSON.stringify(type)}`);
      });
      return;
    }
    default:
      return;
  }
}

function checkParameters(
  values: Record<string, unknown>,
  properties: NodeProperty[],
  scope: Scope,
  where: string,
  problems: string[],
): void {
  for (const [name, value] of Object.entries(values)) {
    const candidates = properties.filter((property) => property.name === name);
    if (candidates.length === 0) {
      problems.push(`${where}: unknown parameter "${name}"`);
      continue;
    }
    const shown = candidates.find((property) => isShown(property.displayOptions, scope));
    if (!shown) {
      problems.push(`${where}: parameter "${name}" is not used with these settings (n8n hides it)`);
      continue;
    }
    checkValue(shown, value, scope, `${where}.${name}`, problems);
  }
}

function outputCount(node: WorkflowNode, description: NodeDescription): number {
  const declared = Array.isArray(description.outputs) ? description.outputs.length : 1;
  return declared + (node.onError === "continueErrorOutput" ? 1 : 0);
}

/** Required parameters n8n shows for these settings that the workflow leaves without a value. */
function missingRequired(node: WorkflowNode, description: NodeDescription, scope: Scope): string[] {
  return description.properties
    .filter(
      (property) => property.required && !(property.name in node.parameters) && isShown(property.displayOptions, scope),
    )
    .filter(
      (property) =>
        property.default === undefined ||
        property.default === "" ||
        (isRecord(property.default) && property.default.value === ""),
    )
    .map((property) => `node "${node.name}": required parameter "${property.name}" is not set`);
}

const outputTypes = (description: NodeDescription): string[] | null =>
  Array.isArray(description.outputs)
    ? description.outputs.map((output) =>
        typeof output === "string" ? output : String((output as { type?: unknown }).type),
      )
    : null;

export function checkWorkflow(workflow: Workflow, packages: readonly NodeTypesFixture[]): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  const described = new Map<string, NodeDescription>();

  for (const node of workflow.nodes) {
    const where = `node "${node.name}"`;
    if (names.has(node.name)) problems.push(`${where}: duplicate name`);
    names.add(node.name);
    const types = packages.find((candidate) => node.type.startsWith(`${candidate.package}.`));
    if (!types) {
      problems.push(
        `${where}: ${node.type} is in none of ${packages.map((candidate) => candidate.package).join(", ")}`,
      );
      continue;
    }
    const typeName = node.type.slice(types.package.length + 1);
    const versions = types.index[typeName];
    if (!versions) {
      problems.push(`${where}: ${types.package} ${types.version} has no node type ${node.type}`);
      continue;
    }
    if (!versions.includes(node.typeVersion)) {
      problems.push(`${where}: ${node.type} has versions ${versions.join(", ")}, not ${node.typeVersion}`);
      continue;
    }
    const description = types.nodes.find(
      (candidate) => candidate.name === typeName && versionsOf(candidate).includes(node.typeVersion),
    );
    if (!description) {
      problems.push(`${where}: the fixture lacks ${node.type} v${node.typeVersion}: run npm run n8n:node-types`);
      continue;
    }
    described.set(node.name, description);
    if (node.onError !== undefined && !ON_ERROR.includes(node.onError))
      problems.push(`${where}: onError ${node.onError} is not one of ${ON_ERROR.join(", ")}`);

    const scope: Scope = {
      version: node.typeVersion,
      tool: outputTypes(description)?.includes("ai_tool") ?? false,
      root: node.parameters,
      rootProperties: description.properties,
      siblings: node.parameters,
      siblingProperties: description.properties,
    };
    checkParameters(node.parameters, description.properties, scope, where, problems);
    problems.push(...missingRequired(node, description, scope));

    for (const [credentialType, reference] of Object.entries(node.credentials ?? {})) {
      const extra = Object.keys(reference).filter((key) => key !== "id" && key !== "name");
      if (extra.length)
        problems.push(
          `${where}: credential ${credentialType} holds ${extra.join(", ")}: only {id, name} belong in a workflow`,
        );
      const credential = packages
        .flatMap((candidate) => candidate.credentials)
        .find((candidate) => candidate.name === credentialType);
      if (!credential) {
        problems.push(
          `${where}: ${packages.map((candidate) => `${candidate.package} ${candidate.version}`).join(" and ")} have no credential type ${credentialType} (or the fixtures lack it)`,
        );
        continue;
      }
      const viaHttp = typeName === "httpRequest" && node.parameters.authentication === "predefinedCredentialType";
      if (viaHttp) {
        if (node.parameters.nodeCredentialType !== credentialType)
          problems.push(
            `${where}: uses ${credentialType} but nodeCredentialType is ${String(node.parameters.nodeCredentialType)}`,
          );
        if (!credential.authenticate)
          problems.push(`${where}: ${credentialType} cannot authenticate an HTTP Request (no generic authenticate)`);
        continue;
      }
      const accepted = (description.credentials ?? [])
        .filter((candidate) => isShown(candidate.displayOptions, scope))
        .map((candidate) => candidate.name);
      if (!accepted.includes(credentialType))
        problems.push(`${where}: accepts credentials ${accepted.join(", ") || "none"}, not ${credentialType}`);
    }
  }

  for (const [source, outputs] of Object.entries(workflow.connections)) {
    const node = workflow.nodes.find((candidate) => candidate.name === source);
    const description = described.get(source);
    if (!node) {
      problems.push(`connections: no node named "${source}"`);
      continue;
    }
    const main = outputs.main ?? [];
    if (description && main.length > outputCount(node, description))
      problems.push(
        `connections: "${source}" has ${outputCount(node, description)} output(s), ${main.length} are connected`,
      );
    const supplies = description ? outputTypes(description) : null;
    for (const [kind, lists] of Object.entries(outputs)) {
      if (kind !== "main" && supplies && !supplies.includes(kind))
        problems.push(`connections: "${source}" supplies ${supplies.join(", ")}, not ${kind}`);
      for (const target of lists.flat()) {
        if (!names.has(target.node)) problems.push(`connections: "${source}" → unknown node "${target.node}"`);
        if (target.type !== kind)
          problems.push(`connections: "${source}" → "${target.node}" is listed under ${kind} but typed ${target.type}`);
      }
    }
  }
  return problems;
}
