/**
 * The last check before an article is saved: the build's rules for an article (content-model/article.ts
 * and article-body.ts), run on what will be written, named by the fields' Spanish labels and, in the
 * body, by line. What the CMS cannot know as the build does is left to the build: whether another
 * article linked to (/blog/<slug>/) exists and is published.
 */
import type { ArticleContext } from "../../../content-model/article";
import {
  headingProblems,
  linkProblems,
  placeholderIn,
  placeholderProblems,
  type BodyProblem,
} from "../../../content-model/article-body";
import { SITE_ROUTES } from "../../../src/config/routes";
import { articleFileAt } from "./articles";
import { saveProblems } from "./save-check";

const FILE = articleFileAt("content/articles/articulo.md")!;
const BODY_LABEL = "Texto del artículo";
const PLACEHOLDER_FIELDS = ["title", "description", "imageAlt"] as const;

/** The site's pages, the blog, and any article's address (the build checks that it exists). */
function knownRoutes(body: string): Set<string> {
  const articles = [...body.matchAll(/\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*\//g)].map((match) => match[0]);
  return new Set<string>([...SITE_ROUTES, "/blog/", ...articles]);
}

/** The problems the build would report for this article, in Spanish. Empty when it may be saved. */
export function articleSaveProblems(data: Record<string, unknown>, teamIds: readonly string[]): string[] {
  const context: ArticleContext = { teamIds, imageExists: () => true };
  const { body: rawBody, ...fields } = data;
  const body = typeof rawBody === "string" ? rawBody : "";
  const placeholders = PLACEHOLDER_FIELDS.flatMap((name) => {
    const value = fields[name];
    const found = typeof value === "string" ? placeholderIn(value) : undefined;
    const label = FILE.fields.find((field) => field.name === name)!.label;
    return found ? [`${label}: texto provisional «${found}»: escribe el texto real`] : [];
  });
  const bodyProblems = [
    ...headingProblems(body),
    ...linkProblems(body, knownRoutes(body)),
    ...placeholderProblems(body),
  ]
    .sort((a: BodyProblem, b: BodyProblem) => a.line - b.line)
    .map(({ line, es }) => `${BODY_LABEL}, línea ${line}: ${es}`);
  return [...saveProblems(FILE, fields, context), ...placeholders, ...bodyProblems];
}
