/**
 * The articles shipped as examples (`sample: true`): the owner reviews each before launch, so the
 * production launch check lists them with the other placeholders.
 */
import { articleFiles } from "../article-checks";
import { splitFrontmatter } from "../../content-model/frontmatter";
import type { LaunchProblem } from "./launch-check";

export function sampleArticleProblems(contentDir: string): LaunchProblem[] {
  return articleFiles(contentDir).flatMap((file) => {
    let sample: unknown;
    try {
      sample = (splitFrontmatter(file.source).data as { sample?: unknown } | null)?.sample;
    } catch {
      // A file without valid frontmatter is the content check's to report.
      return [];
    }
    return sample === true
      ? [
          {
            where: `${file.label} → sample`,
            value: "true",
            es: "un artículo de ejemplo: revísalo (texto, autor, fecha e imagen) y borra «sample: true» (en /admin/, desmarca «Artículo de ejemplo»), o borra el artículo",
            en: "a sample article: review it (text, author, date and image) and delete «sample: true» (in /admin/, untick «Artículo de ejemplo»), or delete the article",
          },
        ]
      : [];
  });
}
