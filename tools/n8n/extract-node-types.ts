/**
 * `npm run n8n:node-types`: refreshes __tests__/fixtures/n8n/ from the pinned n8n node packages
 * (n8n-nodes-base and @n8n/n8n-nodes-langchain, the versions n8n N8N_VERSION depends on).
 *
 * Why fixtures and not devDependencies: the node packages pull ~90 runtime dependencies (database
 * drivers, AWS SDK, LangChain, a native `isolated-vm`, and `xlsx` from a CDN tarball that the npm client
 * cannot fetch here), far too heavy for a site's `npm install`. Each package also ships the editor's
 * serialised node descriptions (dist/types/*.json, plain data). This script downloads each pinned tarball
 * with `npm pack`, checks its integrity, and keeps the descriptions of the node and credential types that
 * n8n/*.json use, at the versions they use, plus an index of every node type and version.
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isRecord, matches, type Workflow } from "./check-workflow";
import {
  NODE_PACKAGES,
  versionsOf,
  type CredentialDescription,
  type DisplayOptions,
  type NodeDescription,
  type NodePackage,
  type NodeTypesFixture,
} from "./node-types";

const ROOT = path.resolve(__dirname, "../..");
/** Kept as they are: values and conditions, not descriptions. */
const RAW_KEYS = new Set(["default", "value", "authenticate", "displayOptions", "typeOptions", "modes"]);
/** What a check of parameter names and values needs; descriptions, hints and routing are left out. */
const KEPT_KEYS = new Set([
  ...RAW_KEYS,
  ..."name displayName type options values version defaultVersion outputs credentials properties required".split(" "),
]);

function structural(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(structural);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => KEPT_KEYS.has(key))
      .map(([key, inner]) => [key, RAW_KEYS.has(key) ? inner : structural(inner)]),
  );
}

/** Whether n8n's `@version` display rule shows an entry for one of `versions` (its other rules are the checker's). */
const forSomeVersion = (options: DisplayOptions | undefined, versions: number[]) =>
  versions.some(
    (version) =>
      (options?.show?.["@version"] ?? [version]).some((condition) => matches(version, condition)) &&
      !(options?.hide?.["@version"] ?? []).some((condition) => matches(version, condition)),
  );

/** Leaves out the parameters and credentials n8n shows only for versions no workflow uses: most of a node's weight. */
function forVersions(value: unknown, versions: number[]): unknown {
  if (Array.isArray(value)) {
    return value
      .filter(
        (entry) => !isRecord(entry) || forSomeVersion(entry.displayOptions as DisplayOptions | undefined, versions),
      )
      .map((entry) => forVersions(entry, versions));
  }
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, RAW_KEYS.has(key) ? inner : forVersions(inner, versions)]),
  );
}

const WORKFLOWS_DIR = path.join(ROOT, "n8n");

/** Node types ("n8n-nodes-base.httpRequestTool" → versions) and credential types the workflows use. */
function usedTypes() {
  const nodes = new Map<string, Set<number>>();
  const credentials = new Set<string>();
  const files = fs.readdirSync(WORKFLOWS_DIR).filter((name) => name.endsWith(".json") && !name.endsWith("-evals.json"));
  for (const file of files) {
    const workflow = JSON.parse(fs.readFileSync(path.join(WORKFLOWS_DIR, file), "utf8")) as Workflow;
    for (const node of workflow.nodes) {
      if (!NODE_PACKAGES.some((candidate) => node.type.startsWith(`${candidate.package}.`)))
        throw new Error(
          `${file}: ${node.type} is in none of ${NODE_PACKAGES.map((candidate) => candidate.package).join(", ")}`,
        );
      nodes.set(node.type, (nodes.get(node.type) ?? new Set()).add(node.typeVersion));
      Object.keys(node.credentials ?? {}).forEach((credential) => credentials.add(credential));
      if (node.parameters.nodeCredentialType) credentials.add(node.parameters.nodeCredentialType as string);
    }
  }
  return { nodes, credentials };
}

/** The package's serialised node and credential descriptions, from its pinned tarball (integrity checked). */
function readPackage(pkg: NodePackage): [NodeDescription[], CredentialDescription[]] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "n8n-node-types-"));
  try {
    execFileSync("npm", ["pack", `${pkg.package}@${pkg.version}`, "--pack-destination", dir, "--silent"], {
      stdio: "inherit",
    });
    const tarball = path.join(dir, `${pkg.package.replace(/^@/, "").replace("/", "-")}-${pkg.version}.tgz`);
    const integrity = `sha512-${crypto.createHash("sha512").update(fs.readFileSync(tarball)).digest("base64")}`;
    if (integrity !== pkg.integrity)
      throw new Error(`${pkg.package} ${pkg.version}: integrity ${integrity}, expected ${pkg.integrity}`);
    const files = ["nodes.json", "credentials.json"].map((file) => `package/dist/types/${file}`);
    execFileSync("tar", ["-xzf", tarball, "-C", dir, ...files]);
    const [nodes, credentials] = files.map(
      (file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as unknown,
    );
    return [nodes as NodeDescription[], credentials as CredentialDescription[]];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * n8n offers every node marked `usableAsTool` to AI agents as `<name>Tool` (n8n's createAiTools, applied
 * when it loads the packages, so the serialised descriptions lack them): same parameters plus a required
 * tool description, and a description-type switch when the node has a resource or operation.
 */
function aiToolVariants(nodes: NodeDescription[]): NodeDescription[] {
  return nodes
    .filter((node) => Boolean(node.usableAsTool))
    .map((node) => {
      const { replacements = {} } = (isRecord(node.usableAsTool) ? node.usableAsTool : {}) as { replacements?: object };
      const tool = structuredClone({ ...node, ...replacements });
      const names = tool.properties.map((property) => property.name);
      if (!names.includes("toolDescription")) {
        const withSwitch = names.includes("resource") || names.includes("operation");
        const description = {
          name: "toolDescription",
          type: "string",
          default: node.description ?? "",
          required: true,
          ...(withSwitch ? { displayOptions: { show: { descriptionType: ["manual"] } } } : {}),
        };
        const switcher = {
          name: "descriptionType",
          type: "options",
          default: "auto",
          options: [
            { name: "Set Automatically", value: "auto" },
            { name: "Set Manually", value: "manual" },
          ],
        };
        const lastCallout = tool.properties.map((property) => property.type).lastIndexOf("callout");
        tool.properties.splice(lastCallout + 1, 0, ...(withSwitch ? [switcher, description] : [description]));
      }
      return { ...tool, name: `${node.name}Tool`, outputs: ["ai_tool"], usableAsTool: undefined };
    });
}

function fixtureFor(pkg: NodePackage, used: ReturnType<typeof usedTypes>, found: Set<string>): NodeTypesFixture {
  const [published, allCredentials] = readPackage(pkg);
  const allNodes = [...published, ...aiToolVariants(published)];

  const index: Record<string, number[]> = {};
  for (const node of allNodes)
    index[node.name] = [...(index[node.name] ?? []), ...versionsOf(node)].sort((a, b) => a - b);

  const usedVersions = (name: string) => [...(used.nodes.get(`${pkg.package}.${name}`) ?? [])];
  const nodes = allNodes
    .filter((node) => versionsOf(node).some((version) => usedVersions(node.name).includes(version)))
    .map((node) => forVersions(structural(node), usedVersions(node.name)) as NodeDescription);
  for (const [type, versions] of used.nodes) {
    const name = type.slice(pkg.package.length + 1);
    for (const version of versions)
      if (type.startsWith(`${pkg.package}.`) && !index[name]?.includes(version))
        throw new Error(`${pkg.package} ${pkg.version} has no ${type} version ${version}`);
  }
  const credentials = allCredentials
    .filter((credential) => used.credentials.has(credential.name) && !found.has(credential.name))
    .map((credential) => structural(credential) as CredentialDescription);
  credentials.forEach((credential) => found.add(credential.name));
  return { package: pkg.package, version: pkg.version, integrity: pkg.integrity, index, nodes, credentials };
}

function main() {
  const used = usedTypes();
  const found = new Set<string>();
  for (const pkg of NODE_PACKAGES) {
    const fixture = fixtureFor(pkg, used, found);
    fs.mkdirSync(path.dirname(pkg.fixture), { recursive: true });
    fs.writeFileSync(pkg.fixture, `${JSON.stringify(fixture, null, 1)}\n`);
    console.log(
      `Wrote ${path.relative(ROOT, pkg.fixture)}: ${fixture.nodes.length} node descriptions, ${fixture.credentials.length} credential types.`,
    );
  }
  const missing = [...used.credentials].filter((name) => !found.has(name));
  if (missing.length) throw new Error(`No node package defines the credential type(s) ${missing.join(", ")}`);
}

main();
