/**
 * The services an article can relate to (its frontmatter's `services`): each a service page of the site,
 * named by its route without slashes, with the name readers and editors see. The article's rules
 * (content-model/article.ts) accept exactly these; the pages link them.
 */
export const ARTICLE_SERVICE_LABELS = {
  "inteligencia-artificial": "Inteligencia Artificial",
  "marketing-digital": "Marketing Digital",
} as const satisfies Record<string, string>;

export type ArticleService = keyof typeof ARTICLE_SERVICE_LABELS;

export const ARTICLE_SERVICES = Object.keys(ARTICLE_SERVICE_LABELS) as ArticleService[];

export const isArticleService = (value: string): value is ArticleService => value in ARTICLE_SERVICE_LABELS;

/** "marketing-digital" → { slug, label: "Marketing Digital", path: "/marketing-digital/" }; unknown services are dropped. */
export const articleServiceLinks = (services: readonly (string | null)[]) =>
  services.flatMap((slug) =>
    slug && isArticleService(slug) ? [{ slug, label: ARTICLE_SERVICE_LABELS[slug], path: `/${slug}/` }] : [],
  );
