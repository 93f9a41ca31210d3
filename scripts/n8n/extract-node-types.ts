/**
 * `npm run n8n:node-types`: refreshes __tests__/fixtures/n8n/ from the pinned n8n-nodes-base package.
 *
 * Why a fixture and not a devDependency: n8n-nodes-base pulls ~90 runtime dependencies (database
 * drivers, AWS SDK, a native `isolated-vm`, and `xlsx` from a CDN tarball that the npm client cannot
 * fetch here), far too heavy for a site's `npm install`. Its package also ships the editor's serialised
 * node descriptions (dist/types/*.json, plain data). This script downloads the pinned tarball with
 * `npm pack`, checks its integrity, and keeps the descriptions of the node and credential types that
 * n8n/*.json use, plus an index of every node type and version.
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  NODE_TYPES_FIXTURE,
  NODES_BASE_INTEGRITY,
  NODES_BASE_VERSION,
  versionsOf,
  type CredentialDescription,
  type NodeDescription,
  type NodeTypesFixture,
} from "./node-types";

const ROOT = path.resolve(__dirname, "../..");
/** What a check of parameter names and values needs; descriptions, hints and routing are left out. */
const KEPT_KEYS = new Set(["name", "displayName", "type", "default", "displayOptions", "options", "values", "value", "typeOptions", "modes", "version", "defaultVersion", "outputs", "credentials", "properties", "authenticate", "required"]);

/** Kept as they are: values and conditions, not descriptions. */
const RAW_KEYS = new Set(["default", "value", "authenticate", "displayOptions", "typeOptions", "modes"]);

function structural(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(structural);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => KEPT_KEYS.has(key))
      .map(([key, inner]) => [key, RAW_KEYS.has(key) ? inner : structural(inner)]),
  );
}
const WORKFLOWS_DIR = path.join(ROOT, "n8n");
const PREFIX = "n8n-nodes-base.";

interface WorkflowNode {
  type: string;
  typeVersion: number;
  parameters?: { nodeCredentialType?: string };
  credentials?: Record<string, unknown>;
}

function usedTypes() {
  const nodes = new Map<string, Set<number>>();
  const credentials = new Set<string>();
  for (const file of fs.readdirSync(WORKFLOWS_DIR).filter((name) => name.endsWith(".json"))) {
    const workflow = JSON.parse(fs.readFileSync(path.join(WORKFLOWS_DIR, file), "utf8")) as { nodes: WorkflowNode[] };
    for (const node of workflow.nodes) {
      if (!node.type.startsWith(PREFIX)) throw new Error(`${file}: ${node.type} is not an n8n-nodes-base node`);
      const name = node.type.slice(PREFIX.length);
      nodes.set(name, (nodes.get(name) ?? new Set()).add(node.typeVersion));
      Object.keys(node.credentials ?? {}).forEach((credential) => credentials.add(credential));
      if (node.parameters?.nodeCredentialType) credentials.add(node.parameters.nodeCredentialType);
    }
  }
  return { nodes, credentials };
}

function downloadPackage(dir: string): string {
  execFileSync("npm", ["pack", `n8n-nodes-base@${NODES_BASE_VERSION}`, "--pack-destination", dir, "--silent"], { stdio: "inherit" });
  const tarball = path.join(dir, `n8n-nodes-base-${NODES_BASE_VERSION}.tgz`);
  const integrity = `sha512-${crypto.createHash("sha512").update(fs.readFileSync(tarball)).digest("base64")}`;
  if (integrity !== NODES_BASE_INTEGRITY) throw new Error(`n8n-nodes-base ${NODES_BASE_VERSION}: integrity ${integrity}, expected ${NODES_BASE_INTEGRITY}`);
  execFileSync("tar", ["-xzf", tarball, "-C", dir, "package/dist/types/nodes.json", "package/dist/types/credentials.json"]);
  return path.join(dir, "package/dist/types");
}

function main() {
  const used = usedTypes();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "n8n-nodes-base-"));
  let allNodes: NodeDescription[];
  let allCredentials: CredentialDescription[];
  try {
    const types = downloadPackage(dir);
    allNodes = JSON.parse(fs.readFileSync(path.join(types, "nodes.json"), "utf8")) as NodeDescription[];
    allCredentials = JSON.parse(fs.readFileSync(path.join(types, "credentials.json"), "utf8")) as CredentialDescription[];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const index: Record<string, number[]> = {};
  for (const node of allNodes) index[node.name] = [...(index[node.name] ?? []), ...versionsOf(node)].sort((a, b) => a - b);

  const nodes = allNodes
    .filter((node) => versionsOf(node).some((version) => used.nodes.get(node.name)?.has(version)))
    .map((node) => structural(node) as NodeDescription);
  for (const [name, versions] of used.nodes) {
    for (const version of versions) {
      if (!index[name]?.includes(version)) throw new Error(`n8n-nodes-base ${NODES_BASE_VERSION} has no ${PREFIX}${name} version ${version}`);
    }
  }
  const credentials = allCredentials
    .filter((credential) => used.credentials.has(credential.name))
    .map((credential) => structural(credential) as CredentialDescription);
  const fixture: NodeTypesFixture = {
    package: "n8n-nodes-base",
    version: NODES_BASE_VERSION,
    integrity: NODES_BASE_INTEGRITY,
    index,
    nodes,
    credentials,
  };
  fs.mkdirSync(path.dirname(NODE_TYPES_FIXTURE), { recursive: true });
  fs.writeFileSync(NODE_TYPES_FIXTURE, `${JSON.stringify(fixture, null, 1)}\n`);
  console.log(`Wrote ${path.relative(ROOT, NODE_TYPES_FIXTURE)}: ${nodes.length} node descriptions, ${credentials.length} credential types.`);
}

main();
