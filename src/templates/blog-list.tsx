import { graphql, type PageProps } from "gatsby";
import { blogFeedLink } from "../components/blog/BlogFeedLink";
import { ArticleGrid } from "../components/blog/ArticleGrid";
import { BlogPagination } from "../components/blog/BlogPagination";
import { PageHero } from "../components/sections/PageHero";
import { Seo } from "../components/seo/Seo";
import { Section } from "../components/ui/Section";
import { StaticContent } from "../components/ui/StaticContent";
import { requiredContent } from "../lib/required-content";

interface BlogListContext {
  page: number;
  pageCount: number;
}

/** /blog/, /blog/2/…: the published articles, newest first, 12 a page (gatsby/blog-pages.ts). */
export default function BlogListPage({
  data,
  location,
  pageContext,
}: PageProps<Queries.BlogListPageQuery, BlogListContext>) {
  const blog = requiredContent(data.blogJson, "content/blog.json");
  const { page, pageCount } = pageContext;
  const title =
    page > 1 ? `${blog.seo.title} · ${blog.list.pageLabel.replace("{page}", String(page))}` : blog.seo.title;
  return (
    <>
      <Seo title={title} description={blog.seo.description} pathname={location.pathname}>
        {blogFeedLink(blog.feedTitle)}
      </Seo>
      <StaticContent>
        <PageHero content={blog.hero} />
        <Section>
          <ArticleGrid
            articles={data.allMarkdownRemark.nodes}
            readingTimeLabel={blog.list.readingTime}
            headingLevel={2}
            eagerFirst
          />
          <BlogPagination page={page} pageCount={pageCount} labels={blog.list} />
        </Section>
      </StaticContent>
    </>
  );
}

export const query = graphql`
  query BlogListPage($skip: Int!, $limit: Int!) {
    blogJson {
      seo {
        title
        description
      }
      hero {
        ...PageHero
      }
      feedTitle
      list {
        readingTime
        paginationLabel
        pageLabel
        newer
        older
      }
    }
    allMarkdownRemark(
      filter: { fields: { published: { eq: true } } }
      sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
      skip: $skip
      limit: $limit
    ) {
      nodes {
        ...ArticleCard
      }
    }
  }
`;
