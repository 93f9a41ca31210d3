import path from "node:path";
import { blogListPath, ARTICLES_PER_PAGE } from "../../../gatsby/blog-pages";
import { readPublishedArticles } from "../../../gatsby/published-articles";
import { SITE_ROUTES } from "../../../src/config/routes";

/** The published articles of content/articles, as the build under test published them. */
export const PUBLISHED_ARTICLES = readPublishedArticles(path.resolve(__dirname, "../../../content"));

/** The blog's pages: each page of the list, then every article. None while no article is published. */
export const BLOG_ROUTES: readonly string[] =
  PUBLISHED_ARTICLES.length === 0
    ? []
    : [
        ...Array.from({ length: Math.ceil(PUBLISHED_ARTICLES.length / ARTICLES_PER_PAGE) }, (_, index) =>
          blogListPath(index + 1),
        ),
        ...PUBLISHED_ARTICLES.map((article) => article.path),
      ];

/** Every page the production build serves: the specification's, then the blog's. The gates (axe, HTML, budgets, head, headers) run on all. */
export const ROUTES: readonly string[] = [...SITE_ROUTES, ...BLOG_ROUTES];

export const NOT_FOUND_PATH = "/esta-pagina-no-existe/";
