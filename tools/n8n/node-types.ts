/**
 * n8n's own description of its nodes and credentials, as the n8n editor loads it (dist/types/nodes.json
 * and credentials.json of n8n-nodes-base and @n8n/n8n-nodes-langchain), cut down to what our workflows
 * use. `npm run n8n:node-types` writes them from the pinned npm packages; the tests read the committed copies.
 */
import fs from "node:fs";
import path from "node:path";

export const N8N_VERSION = "2.30.8";
/** The n8n-nodes-base release that n8n N8N_VERSION depends on (`npm view n8n@2.30.8 dependencies`). */
export const NODES_BASE_VERSION = "2.30.5";
export const NODES_BASE_INTEGRITY =
  "sha512-j4kHSroKxGIgzs5QVLXnQi2w6y1Kgrz9yOiENV428CPrLGHMTIC765k4i/QkVwY5DRjmpg3tmgsvA2OfTT6K3w==";
/** The @n8n/n8n-nodes-langchain release that n8n N8N_VERSION depends on (AI Agent, Chat Trigger, models, memories). */
export const LANGCHAIN_VERSION = "2.30.6";
export const LANGCHAIN_INTEGRITY =
  "sha512-3SsKV15tyT31S2lKv7eMa637kBwnZIafSqrOT0oYssefPJMvlQChhA8XR0eTqBkp4+XNYv+rvvQBHu7eU5GQHw==";

export type NodePackage = Pick<NodeTypesFixture, "package" | "version" | "integrity"> & { fixture: string };

const nodePackage = (name: string, version: string, integrity: string): NodePackage => ({
  package: name,
  version,
  integrity,
  fixture: path.resolve(__dirname, `../../__tests__/fixtures/n8n/${name.replace("@n8n/", "")}-${version}.json`),
});

export const NODE_PACKAGES: readonly NodePackage[] = [
  nodePackage("n8n-nodes-base", NODES_BASE_VERSION, NODES_BASE_INTEGRITY),
  nodePackage("@n8n/n8n-nodes-langchain", LANGCHAIN_VERSION, LANGCHAIN_INTEGRITY),
];

/** The committed fixtures of every node package, as checkWorkflow takes them. */
export const loadNodeTypes = (): NodeTypesFixture[] =>
  NODE_PACKAGES.map(({ fixture }) => JSON.parse(fs.readFileSync(fixture, "utf8")) as NodeTypesFixture);

export type DisplayOptions = Partial<Record<"show" | "hide", Record<string, unknown[]>>>;

export interface NodeProperty {
  name: string;
  required?: boolean;
  type: string;
  default?: unknown;
  displayOptions?: DisplayOptions;
  /** options: {name, value}; collection: properties; fixedCollection: {name, values: properties}. */
  options?: (NodeProperty | { name: string; value?: unknown; values?: NodeProperty[] })[];
  typeOptions?: { multipleValues?: boolean };
}

export interface NodeDescription {
  name: string;
  version: number | number[];
  outputs?: unknown;
  credentials?: { name: string; displayOptions?: DisplayOptions }[];
  properties: NodeProperty[];
  /** Set on the nodes n8n also offers as an AI tool (`<name>Tool`). */
  usableAsTool?: unknown;
  description?: string;
}

export interface CredentialDescription {
  name: string;
  authenticate?: unknown;
}

export interface NodeTypesFixture {
  package: string;
  version: string;
  integrity: string;
  /** Every node type in the package with its versions, so a wrong type name is told from a missing detail. */
  index: Record<string, number[]>;
  nodes: NodeDescription[];
  credentials: CredentialDescription[];
}

export const versionsOf = (node: Pick<NodeDescription, "version">) =>
  Array.isArray(node.version) ? node.version : [node.version];
