/**
 * Which articles the site publishes, decided once for every output (pages, page-data, sitemap, RSS,
 * Maxi's knowledge file, the funnel's list): not a draft, and dated no later than the build's clock.
 * A scheduled rebuild (docs/blog.md) publishes a future-dated article once its date has passed.
 */
import { articleFiles } from "./article-checks";
import type { ArticleFrontmatter } from "../content-model/article";
import { splitFrontmatter } from "../content-model/frontmatter";

/** The build's clock: `SITE_BUILD_NOW` (an ISO date, for tests) or the real time. */
export function buildNow(processEnv: NodeJS.ProcessEnv = process.env): Date {
  const fixed = processEnv.SITE_BUILD_NOW;
  if (!fixed) return new Date();
  const date = new Date(fixed);
  if (Number.isNaN(date.getTime())) throw new Error(`SITE_BUILD_NOW="${fixed}" is not a date`);
  return date;
}

/** Published: the draft switch is off and the publication date has come. */
export function isPublished(frontmatter: { draft?: unknown; date?: unknown }, now: Date): boolean {
  if (frontmatter.draft !== false || typeof frontmatter.date !== "string") return false;
  const date = Date.parse(frontmatter.date);
  return !Number.isNaN(date) && date <= now.getTime();
}

export interface PublishedArticleSource {
  slug: string;
  /** "/blog/<slug>/". */
  path: string;
  frontmatter: ArticleFrontmatter;
  /** The Markdown below the frontmatter. */
  body: string;
}

export const articlePath = (slug: string) => `/blog/${slug}/`;

/** The published articles of `contentRoot`, newest first (files the build check refuses are not read here). */
export function readPublishedArticles(contentRoot: string, now: Date = buildNow()): PublishedArticleSource[] {
  return articleFiles(contentRoot)
    .flatMap((file) => {
      try {
        const { data, body } = splitFrontmatter(file.source);
        const frontmatter = data as ArticleFrontmatter;
        return isPublished(frontmatter, now)
          ? [{ slug: file.slug, path: articlePath(file.slug), frontmatter, body }]
          : [];
      } catch {
        return [];
      }
    })
    .sort((a, b) => Date.parse(b.frontmatter.date) - Date.parse(a.frontmatter.date) || a.slug.localeCompare(b.slug));
}
