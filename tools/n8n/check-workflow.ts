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
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** n8n's condition operators; each test types its own operands (hence `never`: any of them may be passed). */
const CONDITIONS: Record<string, (actual: never, operand: never) => boolean> = {
  eq: (actual: unknown, operand: unknown) => actual === operand,
  not: (actual: unknown, operand: unknown) => actual !== operand,
  gte: (actual: number, operand: number) => actual >= operand,
  lte: (actual: number, operand: number) => actual <= operand,
  gt: (actual: number, operand: number) => actual > operand,
  lt: (actual: number, operand: number) => actual < operand,
  between: (actual: number, { from, to }: { from: number; to: number }) => actual >= from && actual <= to,
  startsWith: (actual: unknown, operand: string) => typeof actual === "string" && actual.startsWith(operand),
  endsWith: (actual: unknown, operand: string) => typeof actual === "string" && actual.endsWith(operand),
  includes: (actual: unknown, operand: string) => typeof actual === "string" && actual.includes(operand),
  regex: (actual: unknown, operand: string) => typeof actual === "string" && new RegExp(operand).test(actual),
  exists: (actual: unknown) => actual !== undefined && actual !== null && actual !== "",
};

/** One displayOptions value test: a literal, or n8n's {_cnd: {op: operand}} form. */
export function matches(actual: unknown, expected: unknown): boolean {
  if (!isRecord(expected) || !("_cnd" in expected)) return actual === expected;
  const [[op, operand]] = Object.entries(expected._cnd as Record<string, unknown>) as [[string, unknown]];
  if (!Object.hasOwn(CONDITIONS, op)) throw new Error(`Unknown displayOptions condition ${op}`);
  return CONDITIONS[op]!(actual as never, operand as never);
}

/** The parameters of one level (the node's, a collection's) and their descriptions (for defaults). */
interface Level {
  values: Record<string, unknown>;
  properties: NodeProperty[];
}

interface Scope {
  version: number;
  /** The node is the AI-tool form of a node (`…Tool`): n8n's `@tool` in displayOptions. */
  tool: boolean;
  /** The node's top level, for `/name` references. */
  root: Level;
  level: Level;
}

/** A parameter's value as n8n sees it: what the workflow sets, or the description's default. */
function valueOf(name: string, scope: Scope): unknown {
  if (name === "@version") return scope.version;
  if (name === "@tool") return scope.tool;
  const level = name.startsWith("/") ? scope.root : scope.level;
  const key = name.replace(/^\//, "");
  if (key in level.values) return level.values[key];
  return level.properties.find(
    (property) => property.name === key && isShown(property.displayOptions, { ...scope, level }),
  )?.default;
}

function isShown(options: DisplayOptions | undefined, scope: Scope): boolean {
  const met = (conditions: Record<string, unknown[]>) => (name: string) =>
    conditions[name]!.some((condition) => matches(valueOf(name, scope), condition));
  const { show = {}, hide = {} } = options ?? {};
  return Object.keys(show).every(met(show)) && !Object.keys(hide).some(met(hide));
}

function checkValue(property: NodeProperty, value: unknown, scope: Scope, where: string): string[] {
  if (typeof value === "string" && value.startsWith("=")) return [];
  const options = property.options ?? [];
  switch (property.type) {
    case "options": {
      const allowed = options.map((option) => (option as { value?: unknown }).value);
      return allowed.includes(value)
        ? []
        : [`${where}: ${JSON.stringify(value)} is not one of ${JSON.stringify(allowed)}`];
    }
    case "boolean":
    case "number":
    case "string":
    case "json": {
      const expected = property.type === "json" ? "string" : property.type;
      return typeof value === expected ? [] : [`${where}: expected a ${expected}, got ${JSON.stringify(value)}`];
    }
    case "collection":
      if (!isRecord(value)) return [`${where}: expected an object`];
      return checkParameters({ values: value, properties: options as NodeProperty[] }, scope, where);
    case "fixedCollection":
      if (!isRecord(value)) return [`${where}: expected an object`];
      return Object.entries(value).flatMap(([groupName, entries]) => {
        const group = `${where}.${groupName}`;
        const values = (options.find((option) => option.name === groupName) as { values?: NodeProperty[] } | undefined)
          ?.values;
        if (!values) return [`${group}: no such group (has ${options.map((option) => option.name).join(", ")})`];
        const list = property.typeOptions?.multipleValues ? entries : [entries];
        if (!Array.isArray(list)) return [`${group}: expected a list`];
        return list.flatMap((entry, index) =>
          isRecord(entry)
            ? checkParameters({ values: entry, properties: values }, scope, `${group}[${index}]`)
            : [`${group}[${index}]: expected an object`],
        );
      });
    case "resourceLocator": {
      const modes = ((property as { modes?: { name: string }[] }).modes ?? []).map((mode) => mode.name);
      if (!isRecord(value) || value.__rl !== true) return [`${where}: expected a resource locator {__rl, mode, value}`];
      if (modes.length && !modes.includes(value.mode as string))
        return [`${where}: mode ${JSON.stringify(value.mode)} is not one of ${JSON.stringify(modes)}`];
      return [];
    }
    case "assignmentCollection": {
      const assignments = isRecord(value) ? value.assignments : undefined;
      if (!Array.isArray(assignments)) return [`${where}: expected {assignments: [...]}`];
      return assignments.flatMap((assignment, index) => {
        const { name, type } = (assignment ?? {}) as { name?: unknown; type?: unknown };
        return [
          ...(typeof name !== "string" || !name ? [`${where}.assignments[${index}]: needs a name`] : []),
          ...(["string", "number", "boolean", "array", "object"].includes(type as string)
            ? []
            : [`${where}.assignments[${index}]: unknown type ${JSON.stringify(type)}`]),
        ];
      });
    }
    default:
      return [];
  }
}

/** Checks the parameters of one level against that level's descriptions. */
function checkParameters(level: Level, parent: Scope, where: string): string[] {
  const scope = { ...parent, level };
  return Object.entries(level.values).flatMap(([name, value]) => {
    const candidates = level.properties.filter((property) => property.name === name);
    if (candidates.length === 0) return [`${where}: unknown parameter "${name}"`];
    const shown = candidates.find((property) => isShown(property.displayOptions, scope));
    if (!shown) return [`${where}: parameter "${name}" is not used with these settings (n8n hides it)`];
    return checkValue(shown, value, scope, `${where}.${name}`);
  });
}

/** Required parameters n8n shows for these settings that the workflow leaves without a value. */
const missingRequired = (node: WorkflowNode, description: NodeDescription, scope: Scope): string[] =>
  description.properties
    .filter(
      (property) =>
        property.required &&
        !(property.name in node.parameters) &&
        isShown(property.displayOptions, scope) &&
        (property.default === undefined ||
          property.default === "" ||
          (isRecord(property.default) && property.default.value === "")),
    )
    .map((property) => `node "${node.name}": required parameter "${property.name}" is not set`);

const outputTypes = (description: NodeDescription): string[] | null =>
  Array.isArray(description.outputs)
    ? description.outputs.map((output) =>
        typeof output === "string" ? output : String((output as { type?: unknown }).type),
      )
    : null;

/** The node's description in the fixtures, or why there is none. */
function descriptionOf(node: WorkflowNode, packages: readonly NodeTypesFixture[]): NodeDescription | string {
  const types = packages.find((candidate) => node.type.startsWith(`${candidate.package}.`));
  if (!types) return `${node.type} is in none of ${packages.map((candidate) => candidate.package).join(", ")}`;
  const typeName = node.type.slice(types.package.length + 1);
  const versions = types.index[typeName];
  if (!versions) return `${types.package} ${types.version} has no node type ${node.type}`;
  if (!versions.includes(node.typeVersion))
    return `${node.type} has versions ${versions.join(", ")}, not ${node.typeVersion}`;
  return (
    types.nodes.find((candidate) => candidate.name === typeName && versionsOf(candidate).includes(node.typeVersion)) ??
    `the fixture lacks ${node.type} v${node.typeVersion}: run npm run n8n:node-types`
  );
}

export function checkWorkflow(workflow: Workflow, packages: readonly NodeTypesFixture[]): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  const described = new Map<string, NodeDescription>();

  for (const node of workflow.nodes) {
    const where = `node "${node.name}"`;
    if (names.has(node.name)) problems.push(`${where}: duplicate name`);
    names.add(node.name);
    const description = descriptionOf(node, packages);
    if (typeof description === "string") {
      problems.push(`${where}: ${description}`);
      continue;
    }
    described.set(node.name, description);
    if (node.onError !== undefined && !ON_ERROR.includes(node.onError))
      problems.push(`${where}: onError ${node.onError} is not one of ${ON_ERROR.join(", ")}`);

    const root = { values: node.parameters, properties: description.properties };
    const tool = outputTypes(description)?.includes("ai_tool") ?? false;
    const scope: Scope = { version: node.typeVersion, tool, root, level: root };
    problems.push(...checkParameters(root, scope, where));
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
      const viaHttp =
        description.name === "httpRequest" && node.parameters.authentication === "predefinedCredentialType";
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
    const count = description
      ? (Array.isArray(description.outputs) ? description.outputs.length : 1) +
        (node.onError === "continueErrorOutput" ? 1 : 0)
      : Infinity;
    if (main.length > count)
      problems.push(`connections: "${source}" has ${count} output(s), ${main.length} are connected`);
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
