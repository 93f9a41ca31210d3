/**
 * Items of a content file's `items` list shipped as examples (`sample: true`): testimonials nobody gave,
 * cases nobody lived. The production launch check lists each, naming file and field.
 */
import fs from "node:fs";
import path from "node:path";
import type { LaunchProblem } from "./launch-check";

export function sampleItemProblems(
  contentDir: string,
  file: string,
  what: Pick<LaunchProblem, "es" | "en">,
): LaunchProblem[] {
  const absolute = path.join(contentDir, file);
  if (!fs.existsSync(absolute)) return [];
  const items = (JSON.parse(fs.readFileSync(absolute, "utf8")) as { items?: unknown }).items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown, index) =>
    (item as { sample?: unknown } | null)?.sample === true
      ? [{ where: `content/${file} → items[${index}].sample`, value: "true", ...what }]
      : [],
  );
}
