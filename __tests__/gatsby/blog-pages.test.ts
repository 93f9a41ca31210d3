/** @jest-environment node */
import { ARTICLES_PER_PAGE, blogListPath, createBlogPages } from "../../gatsby/blog-pages";
import { relatedArticles } from "../../gatsby/related-articles";

interface CreatedPage {
  path: string;
  component: string;
  context: Record<string, unknown>;
}

/** createBlogPages with `count` published articles (newest first, as the query sorts them). */
async function pagesFor(count: number) {
  const nodes = Array.from({ length: count }, (_, index) => ({
    fields: { slug: `articulo-${index + 1}`, path: `/blog/articulo-${index + 1}/` },
    frontmatter: {
      date: new Date(Date.UTC(2026, 10, 30 - index, 8)).toISOString(),
      updated: index === 0 ? "2026-12-01T10:00:00+01:00" : null,
      services: index % 2 === 0 ? ["inteligencia-artificial"] : ["marketing-digital", "inteligencia-artificial"],
    },
  }));
  const created: CreatedPage[] = [];
  await createBlogPages({
    graphql: (() => Promise.resolve({ data: { allMarkdownRemark: { nodes } } })) as never,
    reporter: {
      panicOnBuild: (message: string) => {
        throw new Error(message);
      },
    } as never,
    actions: { createPage: (page) => void created.push(page as CreatedPage) },
  });
  return created;
}

describe("the blog's pages", () => {
  it("with no published article, there is no blog page at all", async () => {
    expect(await pagesFor(0)).toEqual([]);
  });

  it("paginates past 12: /blog/, /blog/2/, /blog/3/ with 12 articles each but the last", async () => {
    const pages = await pagesFor(2 * ARTICLES_PER_PAGE + 1);
    const lists = pages.filter((page) => page.component.endsWith("blog-list.tsx"));
    expect(
      lists.map(({ path, context }) => [path, context.skip, context.limit, context.page, context.pageCount]),
    ).toEqual([
      ["/blog/", 0, 12, 1, 3],
      ["/blog/2/", 12, 12, 2, 3],
      ["/blog/3/", 24, 12, 3, 3],
    ]);
    expect(blogListPath(1)).toBe("/blog/");
  });

  it("one page per article, with up to three related articles and its date for the sitemap", async () => {
    const pages = await pagesFor(5);
    const articles = pages.filter((page) => page.component.endsWith("article.tsx"));
    expect(articles.map((page) => page.path)).toEqual([1, 2, 3, 4, 5].map((n) => `/blog/articulo-${n}/`));
    expect(articles[0]!.context).toMatchObject({ slug: "articulo-1", lastmod: "2026-12-01T10:00:00+01:00" });
    // The second (two services) shares both with the fourth, one with the others: the fourth, then the newest.
    expect(articles[1]!.context.related).toEqual(["articulo-4", "articulo-1", "articulo-3"]);
    for (const page of articles) expect((page.context.related as string[]).length).toBeLessThanOrEqual(3);
  });
});

describe("related articles", () => {
  const article = (slug: string, date: string, services: string[]) => ({ slug, date, services });
  it("puts those sharing more services first, then the newest, and leaves out those sharing none", () => {
    const self = article("a", "2026-11-01T09:00:00+01:00", ["ia", "marketing"]);
    const all = [
      self,
      article("old-both", "2026-10-01T09:00:00+01:00", ["ia", "marketing"]),
      article("new-one", "2026-11-20T09:00:00+01:00", ["ia"]),
      article("newer-one", "2026-11-25T09:00:00+01:00", ["marketing"]),
      article("none", "2026-11-26T09:00:00+01:00", ["otro"]),
      article("older-one", "2026-09-01T09:00:00+01:00", ["ia"]),
    ];
    expect(relatedArticles(self, all).map((other) => other.slug)).toEqual(["old-both", "newer-one", "new-one"]);
  });
});
