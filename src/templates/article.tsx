import { graphql, type PageProps } from "gatsby";
import { ArticleGrid } from "../components/blog/ArticleGrid";
import { ArticleView } from "../components/blog/ArticleView";
import { blogFeedLink } from "../components/blog/BlogFeedLink";
import { Breadcrumb } from "../components/blog/Breadcrumb";
import { ARTICLE_CTA, withNamedContactLinks } from "../components/blog/contact-links";
import { withHeadingIds } from "../components/blog/heading-ids";
import { CallToAction } from "../components/sections/CallToAction";
import { Seo } from "../components/seo/Seo";
import { articleJsonLd } from "../components/seo/article-json-ld";
import { Section } from "../components/ui/Section";
import { SectionHeading } from "../components/ui/SectionHeading";
import { ResponsiveImage } from "../components/ui/ResponsiveImage";
import { StaticContent } from "../components/ui/StaticContent";
import { articleServiceLinks } from "../config/article-services";
import { env } from "../config/env";
import { useSiteContent } from "../hooks/use-site-content";
import { requiredContent } from "../lib/required-content";

interface ArticleContext {
  slug: string;
  related: string[];
}

/** /blog/<slug>/: one published article (gatsby/blog-pages.ts). */
export default function ArticlePage({
  data,
  location,
  pageContext,
}: PageProps<Queries.ArticlePageQuery, ArticleContext>) {
  const site = useSiteContent();
  const article = requiredContent(data.markdownRemark, `content/articles/ («${pageContext.slug}»)`);
  const blog = requiredContent(data.blogJson, "content/blog.json");
  const team = data.teamJson;
  const { frontmatter } = article;
  const author = team?.members.find((member) => member.id === frontmatter.author);
  const { html, headings } = withHeadingIds(withNamedContactLinks(article.html ?? ""));
  const image = frontmatter.image?.childImageSharp;
  // Shared links show the article's own picture, cut to the 1200 × 630 cards use.
  const social = frontmatter.social?.childImageSharp?.resize;
  const related = pageContext.related.flatMap((slug) => data.related.nodes.filter((node) => node.fields.slug === slug));
  const services = articleServiceLinks(frontmatter.services);
  const jsonLd = articleJsonLd(
    {
      path: location.pathname,
      title: frontmatter.title,
      description: frontmatter.description,
      datePublished: frontmatter.date,
      dateModified: frontmatter.updated,
      author: { name: author?.name ?? frontmatter.author, url: author?.url ?? "/sobre-nosotros/" },
      publisher: { name: site.brand.name, logoUrl: site.seo.defaultImage?.childImageSharp?.original?.src },
      images: [frontmatter.wide, frontmatter.standard, frontmatter.square].flatMap((version) => {
        const resized = version?.childImageSharp?.resize;
        return resized?.src
          ? [{ url: resized.src, width: resized.width ?? undefined, height: resized.height ?? undefined }]
          : [];
      }),
      section: frontmatter.category,
      keywords: services.map((service) => service.label),
      labels: { home: blog.article.home, blog: blog.article.blog },
    },
    env.siteUrl,
  );
  const authorLink = {
    name: author?.name ?? frontmatter.author,
    role: author?.role ?? "",
    url: author?.url ?? "/sobre-nosotros/",
  };
  return (
    <>
      <Seo
        title={frontmatter.title}
        description={frontmatter.description}
        pathname={location.pathname}
        type="article"
        jsonLd={jsonLd}
        image={
          social?.src
            ? { src: social.src, width: social.width ?? 0, height: social.height ?? 0, alt: frontmatter.imageAlt ?? "" }
            : undefined
        }
      >
        {blogFeedLink(blog.feedTitle)}
        <meta key="published" property="article:published_time" content={frontmatter.date} />
        {frontmatter.updated ? (
          <meta key="modified" property="article:modified_time" content={frontmatter.updated} />
        ) : null}
      </Seo>
      <StaticContent>
        <ArticleView
          article={{
            title: frontmatter.title,
            description: frontmatter.description,
            date: frontmatter.date,
            updated: frontmatter.updated,
            readingMinutes: article.timeToRead ?? 1,
            author: authorLink,
            category: frontmatter.category,
            services,
            image: image ? (
              <ResponsiveImage image={image.gatsbyImageData} alt={frontmatter.imageAlt ?? ""} eager />
            ) : undefined,
            body: <div dangerouslySetInnerHTML={{ __html: html }} />,
            headings,
          }}
          labels={{ ...blog.article, readingTime: blog.list.readingTime }}
          authorBio={author ? { name: author.name, role: author.role, bio: author.bio, url: author.url } : undefined}
          breadcrumb={
            <Breadcrumb
              label={blog.article.breadcrumbLabel}
              trail={[
                { label: blog.article.home, to: "/" },
                { label: blog.article.blog, to: "/blog/" },
              ]}
              current={frontmatter.title}
            />
          }
        />
        {related.length > 0 ? (
          <Section labelledBy="related-title" tone="alt">
            <SectionHeading id="related-title" title={blog.article.related} eyebrow={null} lead={null} align="start" />
            <ArticleGrid articles={related} readingTimeLabel={blog.list.readingTime} />
          </Section>
        ) : null}
        <CallToAction id="article-cta-title" content={blog.cta} cta={ARTICLE_CTA} />
      </StaticContent>
    </>
  );
}

export const query = graphql`
  query ArticlePage($slug: String!, $related: [String!]!) {
    markdownRemark(fields: { slug: { eq: $slug } }) {
      html
      timeToRead
      frontmatter {
        title
        description
        date
        updated
        author
        services
        category
        imageAlt
        social: image {
          childImageSharp {
            resize(width: 1200, height: 630, cropFocus: CENTER) {
              src
              width
              height
            }
          }
        }
        wide: image {
          childImageSharp {
            resize(width: 1200, height: 675, cropFocus: CENTER) {
              src
              width
              height
            }
          }
        }
        standard: image {
          childImageSharp {
            resize(width: 1200, height: 900, cropFocus: CENTER) {
              src
              width
              height
            }
          }
        }
        square: image {
          childImageSharp {
            resize(width: 1200, height: 1200, cropFocus: CENTER) {
              src
              width
              height
            }
          }
        }
        image {
          childImageSharp {
            gatsbyImageData(
              width: 1200
              aspectRatio: 1.6
              breakpoints: [360, 480, 750, 1080, 1600]
              sizes: "(min-width: 1248px) 1200px, calc(100vw - 48px)"
            )
          }
        }
      }
    }
    related: allMarkdownRemark(filter: { fields: { slug: { in: $related }, published: { eq: true } } }) {
      nodes {
        ...ArticleCard
      }
    }
    teamJson {
      members {
        id
        name
        role
        bio
        url
      }
    }
    blogJson {
      feedTitle
      list {
        readingTime
      }
      article {
        breadcrumbLabel
        home
        blog
        by
        published
        updated
        toc
        services
        related
        aboutAuthor
      }
      cta {
        ...CallToAction
      }
    }
  }
`;
