/**
 * How the funnel names the blog's addresses (the collector and the site's lists share these; so does the
 * database, in supabase/migrations/*_funnel_articles.sql). The list pages "/blog/", "/blog/2/"… are one
 * page; an article "/blog/<slug>/" is the page kind ARTICLE_PAGE plus its slug, so a new article needs no
 * new page name and no migration.
 */
export const BLOG_PAGE = "/blog/";

/** The page kind «artículo»: sent with the article's slug, never as an address of its own. */
export const ARTICLE_PAGE = "/blog/:slug/";

/** What the database admits as a slug: lowercase ASCII words joined by hyphens, at most 80 characters. */
export const FUNNEL_ARTICLE_SLUG = /^(?=.{1,80}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;
