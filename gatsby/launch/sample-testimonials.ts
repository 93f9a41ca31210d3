/**
 * The testimonials shipped as examples (`sample: true`, gatsby/content/testimonials.ts): words nobody
 * said may not be published, so the production launch check lists each with the other placeholders.
 */
import fs from "node:fs";
import path from "node:path";
import { testimonialsContent } from "../content/testimonials";
import type { LaunchProblem } from "./launch-check";

export function sampleTestimonialProblems(contentDir: string): LaunchProblem[] {
  const file = path.join(contentDir, testimonialsContent.file);
  if (!fs.existsSync(file)) return [];
  const items = (JSON.parse(fs.readFileSync(file, "utf8")) as { items?: unknown }).items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown, index) =>
    (item as { sample?: unknown } | null)?.sample === true
      ? [
          {
            where: `content/${testimonialsContent.file} → items[${index}].sample`,
            value: "true",
            es: "un testimonio de ejemplo: sustitúyelo por las palabras de un cliente real con la fecha de su autorización por escrito y desmarca «Testimonio de ejemplo», o bórralo",
            en: "a sample testimonial: replace it with a real client's words and the date of their written consent and untick «Testimonio de ejemplo», or delete it",
          },
        ]
      : [],
  );
}
