/**
 * The build's check of the articles (content/articles/*.md): each file's frontmatter against its rules
 * (content-model/article.ts), its body (article-body.ts), and what spans files: the author on the
 * team list, links to other articles, slugs that collide. One line per problem, naming the file and
 * the field in English and Spanish: `content/articles/x.md → title («Título»): … | es: …`.
 * With no content/articles folder there is nothing to check, and nothing on the site changes.
 */
import fs from "node:fs";
import path from "node:path";
import { ValidationError, type SchemaDescription } from "yup";
import { ruleMessage } from "../content-model/rule-messages";
import { SITE_ROUTES } from "../src/config/routes";
import { ARTICLES_DIR, articleFrontmatter, normalisedSlug, SLUG, type ArticleContext } from "../content-model/article";
import {
  headingProblems,
  linkProblems,
  placeholderIn,
  placeholderProblems,
  type BodyProblem,
} from "../content-model/article-body";
import { splitFrontmatter } from "../content-model/frontmatter";
import { teamIds } from "../content-model/team";

export interface ArticleFile {
  /** "content/articles/x.md". */
  label: string;
  absolutePath: string;
  slug: string;
  source: string;
}

/** The .md files of content/articles, none when the folder does not exist. */
export function articleFiles(contentRoot: string): ArticleFile[] {
  const dir = path.join(contentRoot, ARTICLES_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => ({
      label: `content/${ARTICLES_DIR}/${name}`,
      absolutePath: path.join(dir, name),
      slug: name.slice(0, -".md".length),
      source: fs.readFileSync(path.join(dir, name), "utf8"),
    }));
}

const FIELDS = articleFrontmatter.describe().fields;
const spanishName = (field: string) => (FIELDS[field] as SchemaDescription | undefined)?.label;
const named = (field: string) => {
  const es = spanishName(field.replace(/\[\d+\]$/, ""));
  return es ? `${field} («${es}»)` : field;
};
const line = (file: ArticleFile, field: string, en: string, es: string) =>
  `${file.label} → ${named(field)}: ${en} | es: ${es}`;

const kindOf = (value: unknown) =>
  Array.isArray(value)
    ? "array"
    : typeof value === "string"
      ? "string"
      : typeof value === "number"
        ? "number"
        : "other";

function isDraft(file: ArticleFile): boolean {
  try {
    return (splitFrontmatter(file.source).data as { draft?: unknown } | null)?.draft !== false;
  } catch {
    return true;
  }
}

function frontmatterProblems(file: ArticleFile, data: unknown, context: ArticleContext): string[] {
  try {
    articleFrontmatter.validateSync(data, { abortEarly: false, strict: true, context });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return (error.inner.length > 0 ? error.inner : [error]).map((problem) => {
      return line(
        file,
        problem.path || "(frontmatter)",
        problem.message,
        ruleMessage(problem.type ?? "", problem.params, kindOf(problem.value)),
      );
    });
  }
}

/** Every problem of the articles in `contentRoot`, file by file. */
export function checkArticles(
  contentRoot: string,
  files: readonly ArticleFile[] = articleFiles(contentRoot),
): string[] {
  const teamFile = path.join(contentRoot, "team.json");
  const team = fs.existsSync(teamFile) ? teamIds(JSON.parse(fs.readFileSync(teamFile, "utf8"))) : [];
  const published = files.filter((file) => !isDraft(file));
  const bySlug = new Map<string, ArticleFile[]>();
  for (const file of files)
    bySlug.set(normalisedSlug(file.slug), [...(bySlug.get(normalisedSlug(file.slug)) ?? []), file]);

  return files.flatMap((file) => {
    const problems: string[] = [];
    if (!SLUG.test(file.slug))
      problems.push(
        `${file.label}: the file name is the article's address; use lowercase letters without accents, digits and hyphens (${normalisedSlug(file.slug) || "mi-articulo"}.md) | es: el nombre del archivo es la dirección del artículo; usa minúsculas sin tildes, números y guiones`,
      );
    const clash = (bySlug.get(normalisedSlug(file.slug)) ?? []).filter((other) => other !== file);
    if (clash.length > 0)
      problems.push(
        `${file.label}: its address /blog/${normalisedSlug(file.slug)}/ is also ${clash.map((other) => other.label).join(", ")}'s | es: su dirección /blog/${normalisedSlug(file.slug)}/ es también la de ${clash.map((other) => other.label).join(", ")}`,
      );

    let parsed: ReturnType<typeof splitFrontmatter>;
    try {
      parsed = splitFrontmatter(file.source);
    } catch (error) {
      return [
        ...problems,
        `${file.label}: invalid frontmatter (${(error as Error).message}) | es: la cabecera YAML no es válida`,
      ];
    }
    const context: ArticleContext = {
      teamIds: team,
      imageExists: (relativePath) => fs.existsSync(path.resolve(path.dirname(file.absolutePath), relativePath)),
    };
    problems.push(...frontmatterProblems(file, parsed.data, context));

    const data = (parsed.data ?? {}) as Record<string, unknown>;
    for (const field of ["title", "description", "imageAlt"]) {
      const found = typeof data[field] === "string" ? placeholderIn(data[field]) : undefined;
      if (found)
        problems.push(
          line(
            file,
            field,
            `placeholder text "${found}": write the real text`,
            `texto provisional «${found}»: escribe el texto real`,
          ),
        );
    }

    // A draft may link to drafts it will be published with; a published article only to published pages.
    const targets = (data.draft === false ? published : files).map((other) => `/blog/${other.slug}/`);
    const routes = new Set<string>([...SITE_ROUTES, "/blog/", ...targets]);
    const body = [
      ...headingProblems(parsed.body),
      ...linkProblems(parsed.body, routes),
      ...placeholderProblems(parsed.body),
    ];
    const bodyLine = ({ line: at, en, es }: BodyProblem) => {
      const where = `body, line ${at + parsed.bodyStartLine - 1}`;
      return `${file.label} → ${where}: ${en} | es: cuerpo, línea ${at + parsed.bodyStartLine - 1}: ${es}`;
    };
    return [...problems, ...body.sort((a, b) => a.line - b.line).map(bodyLine)];
  });
}

/** Whether a file inside content/ ("articles/x.md") is an article. */
export const isArticlePath = (relativePath: string) =>
  path.dirname(relativePath) === ARTICLES_DIR && relativePath.endsWith(".md");

/** The last full check, by the folder's state: every article's File node asks, one check answers them all. */
let lastCheck: { signature: string; problems: string[] } | undefined;

/** The folder's state: each article's name, size and modification time (and the team list's). */
function folderSignature(contentRoot: string): string {
  const dir = path.join(contentRoot, ARTICLES_DIR);
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  return [...names.map((name) => path.join(dir, name)), path.join(contentRoot, "team.json")]
    .map((file) => {
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      return `${file}:${stat?.size ?? "-"}:${stat?.mtimeMs ?? "-"}`;
    })
    .join("|");
}

/** The problems of one article, for the File node Gatsby creates for it (the others give it context). */
export function checkArticle(absolutePath: string, contentRoot: string): string[] {
  const signature = folderSignature(contentRoot);
  if (lastCheck?.signature !== signature) lastCheck = { signature, problems: checkArticles(contentRoot) };
  const label = `content/${ARTICLES_DIR}/${path.basename(absolutePath)}`;
  return lastCheck.problems.filter((problem) => problem.startsWith(`${label} `) || problem.startsWith(`${label}:`));
}
