/**
 * The published articles in Maxi's knowledge file: each with its title, its route, its dates and its
 * description, and as much of its body as the file's size budget leaves. Maxi reads the whole file on
 * every question it looks up, so the budget is what one look-up may cost in the model's input.
 */
import { formatSpanishDate } from "../src/components/legal/format-date";
import { ARTICLE_SERVICE_LABELS } from "../content-model/article";
import type { PublishedArticleSource } from "./published-articles";

/** The whole knowledge file at most: about 18,000 tokens per look-up, twice the site's copy alone. */
export const KNOWLEDGE_MAX_BYTES = 64 * 1024;
/** One article's body at most, even when the budget has room: the rest is on its page. */
export const FULL_BODY_MAX_CHARS = 12_000;
/** The opening of an article's body kept when the full bodies do not fit. */
export const EXCERPT_MAX_CHARS = 600;

/**
 * How much of an article the file holds, richest first: the compact body; its sections' titles and an
 * excerpt; the description; the title and route alone.
 */
export const ARTICLE_DETAILS = ["full", "outline", "card", "title"] as const;
export type ArticleDetail = (typeof ARTICLE_DETAILS)[number];

const bytes = (lines: readonly string[]) => Buffer.byteLength(`${lines.join("\n")}\n`, "utf8");

/** Cut at the last sentence or line end before `max` characters, else mid-sentence with an ellipsis. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const end = Math.max(head.lastIndexOf("\n"), head.lastIndexOf(". "));
  return end > max / 2 ? head.slice(0, end + 1).trim() : `${head.trim()}…`;
}

/**
 * The body as the file holds it: plain text, lists kept; the article's sections (##) as level-4
 * headings under the article's own, deeper headings as bold lines; links as their text, images and
 * HTML dropped, so the only routes the file names are the ones it declares.
 */
export function compactBody(markdown: string): string {
  return markdown
    .split(/\r?\n/)
    .filter((line) => !/^ {0,3}(`{3,}|~{3,})/.test(line) && !/^ {0,3}([-*_])( *\1){2,} *$/.test(line))
    .map((line) =>
      line
        .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
        .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
        .replace(/<[^>]+>/g, "")
        .replace(/(\*\*|__)(.+?)\1/g, "$2")
        .replace(/(^|[^*\w])\*([^*\n]+)\*/g, "$1$2")
        .replace(/^ {0,3}>\s?/, "")
        .replace(/^(\s*)[*+] /, "$1- ")
        .replace(/\s+$/, ""),
    )
    .map((line) => {
      const heading = /^ {0,3}(#{2,6})\s+(.*?)\s*#*$/.exec(line);
      if (!heading) return line;
      return heading[1] === "##" ? `#### ${heading[2]}` : `**${heading[2]}**`;
    })
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The titles of the article's sections (its ## headings), in order. */
export const sectionTitles = (markdown: string) =>
  [...markdown.matchAll(/^ {0,3}##\s+(.*?)\s*#*$/gm)].map((match) => match[1]!);

const day = (isoDateTime: string) => formatSpanishDate(isoDateTime.slice(0, 10));

function card({ path, frontmatter }: PublishedArticleSource): string {
  const services = frontmatter.services.map((slug) => ARTICLE_SERVICE_LABELS[slug] ?? slug).join(", ");
  const updated = frontmatter.updated ? `; actualizado el ${day(frontmatter.updated)}` : "";
  return `Página: ${path}. Publicado el ${day(frontmatter.date)}${updated}. Categoría: ${frontmatter.category}. Servicios: ${services}.`;
}

/** One article's lines at `detail`. */
export function articleBlock(article: PublishedArticleSource, detail: ArticleDetail): string[] {
  const { title, description } = article.frontmatter;
  if (detail === "title") return [`### ${title}`, "", `Página: ${article.path}.`, ""];
  const head = [`### ${title}`, "", card(article), "", description, ""];
  if (detail === "card") return head;
  const body = compactBody(article.body);
  if (detail === "full") return [...head, cut(body, FULL_BODY_MAX_CHARS), ""];
  const prose = body
    .replace(/^(#{4} .*|\*\*.*\*\*)$/gm, "")
    .replace(/\n{2,}/g, "\n\n")
    .trim();
  const sections = sectionTitles(article.body);
  return [
    ...head,
    ...(sections.length ? [`Apartados: ${sections.join("; ")}.`, ""] : []),
    cut(prose, EXCERPT_MAX_CHARS),
    "",
  ];
}

/**
 * The articles' section of the knowledge file (`articles` newest first), within `budgetBytes`. All start
 * with their full body; while the section is over budget, the oldest of the richest articles loses one
 * step of detail, so every article keeps its description as long as any keeps more. Past the last step
 * (hundreds of articles) the oldest are left out, and `omitted` counts them.
 */
export function articlesSection(
  articles: readonly PublishedArticleSource[],
  budgetBytes: number,
): { lines: string[]; details: ArticleDetail[]; omitted: number } {
  if (articles.length === 0) return { lines: [], details: [], omitted: 0 };
  const intro = [
    "## Artículos del blog",
    "",
    "Página: /blog/. Los artículos publicados, del más reciente al más antiguo; cada uno en su página.",
    "",
  ];
  const levels = articles.map(() => 0);
  const blocks = articles.map((article) => articleBlock(article, ARTICLE_DETAILS[0]));
  const sizes = blocks.map(bytes);
  let total = bytes(intro) + sizes.reduce((sum, size) => sum + size, 0);
  let kept = articles.length;
  while (total > budgetBytes) {
    const richest = Math.min(...levels.slice(0, kept));
    if (richest === ARTICLE_DETAILS.length - 1) {
      kept -= 1;
      total -= sizes[kept]!;
      if (kept === 0) break;
      continue;
    }
    const oldest = levels.lastIndexOf(richest, kept - 1);
    levels[oldest] = richest + 1;
    blocks[oldest] = articleBlock(articles[oldest]!, ARTICLE_DETAILS[richest + 1]!);
    total += bytes(blocks[oldest]) - sizes[oldest]!;
    sizes[oldest] = bytes(blocks[oldest]);
  }
  if (kept === 0) return { lines: [], details: [], omitted: articles.length };
  return {
    lines: [...intro, ...blocks.slice(0, kept).flat()],
    details: levels.slice(0, kept).map((level) => ARTICLE_DETAILS[level]!),
    omitted: articles.length - kept,
  };
}
