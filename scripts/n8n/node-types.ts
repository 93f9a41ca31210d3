/**
 * n8n's own description of its nodes and credentials, as the n8n editor loads it
 * (n8n-nodes-base's dist/types/nodes.json and credentials.json), cut down to what our workflows use.
 * `npm run n8n:node-types` writes it from the pinned npm package; the tests read the committed copy.
 */
import path from "node:path";

export const N8N_VERSION = "2.30.8";
/** The n8n-nodes-base release that n8n N8N_VERSION depends on (`npm view n8n@2.30.8 dependencies`). */
export const NODES_BASE_VERSION = "2.30.5";
export const NODES_BASE_INTEGRITY =
  "sha512-j4kHSroKxGIgzs5QVLXnQi2w6y1Kgrz9yOiENV428CPrLGHMTIC765k4i/QkVwY5DRjmpg3tmgsvA2OfTT6K3w==";
export const NODE_TYPES_FIXTURE = path.resolve(__dirname, `../../__tests__/fixtures/n8n/n8n-nodes-base-${NODES_BASE_VERSION}.json`);

export interface DisplayOptions {
  show?: Record<string, unknown[]>;
  hide?: Record<string, unknown[]>;
}

export interface NodeProperty {
  name: string;
  displayName?: string;
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
  defaultVersion?: number;
  outputs?: unknown;
  credentials?: { name: string; displayOptions?: DisplayOptions }[];
  properties: NodeProperty[];
}

export interface CredentialDescription {
  name: string;
  properties: { name: string }[];
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

export const versionsOf = (node: Pick<NodeDescription, "version">) => (Array.isArray(node.version) ? node.version : [node.version]);
