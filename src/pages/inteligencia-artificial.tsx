import { graphql, type PageProps } from "gatsby";
import { ArtificialIntelligenceSections } from "../components/sections/ArtificialIntelligenceSections";
import { LatestArticles } from "../components/blog/LatestArticles";
import { Seo } from "../components/seo/Seo";
import { Testimonials } from "../components/sections/Testimonials";
import { StaticContent } from "../components/ui/StaticContent";
import { requiredContent } from "../lib/required-content";

export default function ArtificialIntelligencePage({
  data,
  location,
}: PageProps<Queries.ArtificialIntelligencePageQuery>) {
  const page = requiredContent(data.inteligenciaArtificialJson, "content/inteligencia-artificial.json");
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} pathname={location.pathname} />
      <StaticContent>
        <ArtificialIntelligenceSections
          page={page}
          testimonials={
            data.testimonialsJson ? (
              <Testimonials id="testimonios-title" content={data.testimonialsJson} page="inteligencia-artificial" />
            ) : null
          }
          articles={
            data.blogJson ? (
              <LatestArticles
                id="blog-title"
                heading={data.blogJson.serviceSection}
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
  query ArtificialIntelligencePage {
    inteligenciaArtificialJson {
      seo {
        title
        description
      }
      hero {
        ...PageHero
      }
      services {
        ...ServiceCards
      }
      technology {
        intro {
          ...SectionHeading
        }
        points {
          ...InfoPoint
        }
      }
      banner {
        ...ImageBanner
      }
      process {
        ...ProcessSteps
      }
      cta {
        ...CallToAction
      }
    }
    testimonialsJson {
      ...TestimonialsSection
    }
    blogJson {
      serviceSection {
        ...SectionHeading
      }
      ...LatestArticlesLabels
    }
    latestArticles: allMarkdownRemark(
      filter: { fields: { published: { eq: true } }, frontmatter: { services: { eq: "inteligencia-artificial" } } }
      sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
      limit: 3
    ) {
      nodes {
        ...ArticleCard
      }
    }
  }
`;
