/**
 * The blog's pages: /blog/ (12 articles a page: /blog/2/, /blog/3/…) and /blog/<slug>/ for each published
 * article. With no published article there is no page at all, and no section or link elsewhere
 * (their queries find nothing), because an empty blog is worse than none.
 */
import path from "node:path";
import type { Actions, CreatePagesArgs, Node } from "gatsby";
import { articlePath, buildNow, isPublished } from "./published-articles";
import { relatedArticles } from "./related-articles";

export const ARTICLES_PER_PAGE = 12;

/** "/blog/" for the first page, "/blog/2/" for the second… */
export const blogListPath = (page: number) => (page <= 1 ? "/blog/" : `/blog/${page}/`);

/** The fields gatsby-node gives an article's MarkdownRemark node (ArticleFields in schema.ts). */
export function articleNodeFields(
  node: Node & { frontmatter?: { draft?: unknown; date?: unknown }; fileAbsolutePath?: string },
  now: Date = buildNow(),
) {
  const slug = path.basename(node.fileAbsolutePath ?? "", ".md");
  return { slug, path: articlePath(slug), published: isPublished(node.frontmatter ?? {}, now) };
}

interface ArticlePagesData {
  allMarkdownRemark: {
    nodes: Array<{
      fields: { slug: string; path: string };
      frontmatter: { date: string; updated?: string | null; services: string[] };
    }>;
  };
}

export async function createBlogPages({
  graphql,
  actions,
  reporter,
}: Pick<CreatePagesArgs, "graphql" | "reporter"> & { actions: Pick<Actions, "createPage"> }) {
  const result = await graphql<ArticlePagesData>(`
    query BlogPages {
      allMarkdownRemark(
        filter: { fields: { published: { eq: true } } }
        sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
      ) {
        nodes {
          fields {
            slug
            path
          }
          frontmatter {
            date
            updated
            services
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("The blog's pages could not be read", result.errors as Error[] | undefined);
    return;
  }
  const articles = result.data.allMarkdownRemark.nodes.map((node) => ({ ...node.fields, ...node.frontmatter }));
  const pageCount = Math.ceil(articles.length / ARTICLES_PER_PAGE);
  for (let page = 1; page <= pageCount; page += 1) {
    actions.createPage({
      path: blogListPath(page),
      component: path.resolve("src/templates/blog-list.tsx"),
      context: { skip: (page - 1) * ARTICLES_PER_PAGE, limit: ARTICLES_PER_PAGE, page, pageCount },
    });
  }
  for (const article of articles) {
    actions.createPage({
      path: article.path,
      component: path.resolve("src/templates/article.tsx"),
      context: {
        slug: article.slug,
        related: relatedArticles(article, articles).map((other) => other.slug),
        // The sitemap's <lastmod> (gatsby/sitemap.ts).
        lastmod: article.updated ?? article.date,
      },
    });
  }
}
