import { spawnSync } from "node:child_process";
import path from "node:path";

export interface StructuredDataIssue {
  severity: "ERROR" | "WARNING";
  issueMessage: string;
  rootType?: string;
  fieldNames?: string[];
}

export interface StructuredDataReport {
  /** What @marbec/web-auto-extractor found, by format and type: `extracted.jsonld.BlogPosting[0]`. */
  extracted: { jsonld: Record<string, Array<Record<string, unknown>>>; errors?: unknown[] };
  issues: StructuredDataIssue[];
}

const CHECK = path.join(__dirname, "structured-data-check.mjs");

/** An HTML page holding `objects` as the site's Seo component writes them: one JSON-LD script each. */
export const jsonLdPage = (objects: readonly object[]) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Página</title>${objects
    .map((data) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`)
    .join("")}</head><body><main><h1>Página</h1></main></body></html>`;

/** Extracts and validates the structured data of `html` (structured-data-check.mjs, in its own Node process). */
export function validateStructuredData(html: string): StructuredDataReport {
  const run = spawnSync(process.execPath, [CHECK], { input: html, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`structured-data-check.mjs failed (${String(run.status)}): ${run.stderr}`);
  return JSON.parse(run.stdout) as StructuredDataReport;
}

/** The issues as one readable line each, so a failing test says what the validator said. */
export const describeIssues = (issues: readonly StructuredDataIssue[]) =>
  issues.map((issue) => `${issue.severity} ${issue.rootType ?? ""}: ${issue.issueMessage}`);
