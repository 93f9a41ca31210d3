/**
 * The figures whose source is still the repository's example (`source.sample`, content-model/shared.ts
 * claimSource): a published figure needs its real source, so the production launch check lists them
 * with the other placeholders, by file and field.
 */
import fs from "node:fs";
import path from "node:path";
import type { LaunchProblem } from "./launch-check";

/** The sources marked as samples in a `source` field: one source, or a list of them (text blocks). */
const samplesIn = (source: unknown, field: string): string[] =>
  Array.isArray(source)
    ? source.flatMap((item, index) => samplesIn(item, `${field}[${index}]`))
    : (source as { sample?: unknown } | null)?.sample === true
      ? [field]
      : [];

/** Each source marked as a sample in `data`, by its path (`results.stats[0].source`, `faq.items[0].source[0]`). */
function sampleSources(data: unknown, at = ""): string[] {
  if (Array.isArray(data)) return data.flatMap((item, index) => sampleSources(item, `${at}[${index}]`));
  if (typeof data !== "object" || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const field = at ? `${at}.${key}` : key;
    return key === "source" ? samplesIn(value, field) : sampleSources(value, field);
  });
}

export function sampleClaimProblems(contentDir: string): LaunchProblem[] {
  return fs
    .readdirSync(contentDir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .flatMap((name) =>
      sampleSources(JSON.parse(fs.readFileSync(path.join(contentDir, name), "utf8"))).map((field) => ({
        where: `content/${name} → ${field}`,
        value: "sample: true",
        es: "una cifra con una fuente de ejemplo: escribe de dónde sale de verdad (qué se midió, en cuántos casos, con qué herramienta y en qué periodo) y desmarca «Fuente de ejemplo», o quita la cifra",
        en: "a figure with a sample source: write where it really comes from (what was measured, in how many cases, with which tool and over which period) and untick «Fuente de ejemplo», or remove the figure",
      })),
    );
}
