import { graphql, type PageProps } from "gatsby";
import { LatestArticles } from "../components/blog/LatestArticles";
import { HomeSections } from "../components/sections/HomeSections";
import { Testimonials } from "../components/sections/Testimonials";
import { Seo } from "../components/seo/Seo";
import { agencyJsonLd } from "../components/seo/agency-json-ld";
import { env } from "../config/env";
import { useSiteContent } from "../hooks/use-site-content";
import { StaticContent } from "../components/ui/StaticContent";
import { requiredContent } from "../lib/required-content";

export default function HomePage({ data, location }: PageProps<Queries.HomePageQuery>) {
  const page = requiredContent(data.homeJson, "content/home.json");
  const siteJson = requiredContent(data.siteJson, "content/site.json");
  const site = useSiteContent();
  return (
    <>
      <Seo
        title={page.seo.title}
        description={page.seo.description}
        pathname={location.pathname}
        jsonLd={[agencyJsonLd(site, env.siteUrl)]}
      />
      <StaticContent>
        <HomeSections
          page={page}
          claimLabels={siteJson.claimSources}
          testimonials={
            data.testimonialsJson ? (
              <Testimonials id="testimonios-title" content={data.testimonialsJson} page="inicio" />
            ) : null
          }
          articles={
            data.blogJson ? (
              <LatestArticles
                id="blog-title"
                heading={data.blogJson.homeSection}
                articles={data.latestArticles.nodes}
                blog={data.blogJson}
              />
            ) : null
          }
        />
      </StaticContent>
    </>
  );
}

export const query = graphql`
  query HomePage {
    testimonialsJson {
      ...TestimonialsSection
    }
    siteJson {
      claimSources {
        ...ClaimSourceLabels
      }
    }
    homeJson {
      seo {
        title
        description
      }
      hero {
        ...HomeHero
      }
      solutions {
        intro {
          ...SectionHeading
        }
        items {
          ...InfoPoint
        }
      }
      results {
        intro {
          ...SectionHeading
        }
        stats {
          ...StatGrid
        }
      }
      technology {
        ...MediaPointsSection
      }
      cta {
        ...CallToAction
      }
    }
    blogJson {
      homeSection {
        ...SectionHeading
      }
      ...LatestArticlesLabels
    }
    latestArticles: allMarkdownRemark(
      filter: { fields: { published: { eq: true } } }
      sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
      limit: 3
    ) {
      nodes {
        ...ArticleCard
      }
    }
  }
`;
