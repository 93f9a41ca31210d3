/** What relates two articles: the services they share. */
export interface RelatableArticle {
  slug: string;
  date: string;
  services: readonly string[];
}

/** Up to `count` other articles, those sharing more services first, then the newest; none sharing a service is left out. */
export function relatedArticles<T extends RelatableArticle>(article: T, all: readonly T[], count = 3): T[] {
  const shared = (other: T) => other.services.filter((service) => article.services.includes(service)).length;
  return all
    .filter((other) => other.slug !== article.slug && shared(other) > 0)
    .sort((a, b) => shared(b) - shared(a) || Date.parse(b.date) - Date.parse(a.date) || a.slug.localeCompare(b.slug))
    .slice(0, count);
}
