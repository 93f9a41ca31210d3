import path from "node:path";
import { ARTICLES_PER_PAGE, blogListPath } from "../../../gatsby/blog-pages";
import { readPublishedArticles } from "../../../gatsby/published-articles";
import cases from "../../../content/cases.json";
import { CASES_PATH, casePath } from "../../../src/config/case-paths";
import { SITE_ROUTES } from "../../../src/config/routes";

/** The published articles of content/articles, as the build under test published them. */
export const PUBLISHED_ARTICLES = readPublishedArticles(path.resolve(__dirname, "../../../content"));

/**
 * The blog's pages the browser gates visit: the list and its longest article (the most text, so the
 * largest HTML; every article is the same template). Visiting every article would make the suite grow
 * with the blog; blog.e2e.ts holds every built article page to the byte budgets without a browser.
 */
export const BLOG_ROUTES: readonly string[] =
  PUBLISHED_ARTICLES.length === 0
    ? []
    : [
        blogListPath(1),
        [...PUBLISHED_ARTICLES].sort((a, b) => b.body.length - a.body.length || a.slug.localeCompare(b.slug))[0]!.path,
      ];

/** Every page of the blog the build serves: each page of the list, then every article. */
export const ALL_BLOG_PAGES: readonly string[] =
  PUBLISHED_ARTICLES.length === 0
    ? []
    : [
        ...Array.from({ length: Math.ceil(PUBLISHED_ARTICLES.length / ARTICLES_PER_PAGE) }, (_, index) =>
          blogListPath(index + 1),
        ),
        ...PUBLISHED_ARTICLES.map((article) => article.path),
      ];

/** The case studies' pages: the list and every case (few, and each different in length), none without a case. */
export const CASE_ROUTES: readonly string[] =
  cases.items.length === 0 ? [] : [CASES_PATH, ...cases.items.map((study) => casePath(study.slug))];

/** The pages the gates (axe, HTML, budgets, head, headers) visit: the specification's, the blog's, the cases'. */
export const ROUTES: readonly string[] = [...SITE_ROUTES, ...BLOG_ROUTES, ...CASE_ROUTES];

export const NOT_FOUND_PATH = "/esta-pagina-no-existe/";
