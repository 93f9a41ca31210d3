import { graphql, type PageProps } from "gatsby";
import { ServicePageSections } from "../components/sections/ServicePageSections";
import { LatestArticles } from "../components/blog/LatestArticles";
import { Seo } from "../components/seo/Seo";
import { Testimonials } from "../components/sections/Testimonials";
import { StaticContent } from "../components/ui/StaticContent";
import { requiredContent } from "../lib/required-content";

export default function DigitalMarketingPage({ data, location }: PageProps<Queries.DigitalMarketingPageQuery>) {
  const page = requiredContent(data.marketingDigitalJson, "content/marketing-digital.json");
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} pathname={location.pathname} />
      <StaticContent>
        <ServicePageSections
          content={page}
          testimonials={
            data.testimonialsJson ? (
              <Testimonials id="testimonios-title" content={data.testimonialsJson} page="marketing-digital" />
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
  query DigitalMarketingPage {
    marketingDigitalJson {
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
      filter: { fields: { published: { eq: true } }, frontmatter: { services: { eq: "marketing-digital" } } }
      sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
      limit: 3
    ) {
      nodes {
        ...ArticleCard
      }
    }
  }
`;
