import { CASES_PATH } from "../config/case-paths";

/**
 * How the funnel names the blog's addresses (the collector and the site's lists share these; so does the
 * database, in supabase/migrations/*_funnel_articles.sql). The list pages "/blog/", "/blog/2/"… are one
 * page; an article "/blog/<slug>/" is the page kind ARTICLE_PAGE plus its slug, so a new article needs no
 * new page name and no migration.
 */
export const BLOG_PAGE = "/blog/";

/** The page kind «artículo»: sent with the article's slug, never as an address of its own. */
export const ARTICLE_PAGE = `${BLOG_PAGE}:slug/` as const;

/**
 * The page kind «caso de éxito» (CASES_PATH, src/config/case-paths.ts): sent with the case's slug like an
 * article; the list "/casos-de-exito/" is a page of its own.
 */
export const CASE_PAGE = `${CASES_PATH}:slug/` as const;

/**
 * What the database admits as a slug, of an article or of a case (the case rule, content-model/cases.ts,
 * uses it): lowercase ASCII words joined by hyphens, at most 80 characters.
 */
export const FUNNEL_ARTICLE_SLUG = /^(?=.{1,80}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;
