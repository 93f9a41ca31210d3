import { graphql, type PageProps } from "gatsby";
import { ServicePageSections } from "../components/sections/ServicePageSections";
import { Seo } from "../components/seo/Seo";
import { StaticContent } from "../components/ui/StaticContent";

export default function DigitalMarketingPage({ data, location }: PageProps<Queries.DigitalMarketingPageQuery>) {
  const page = data.marketingDigitalJson;
  if (!page) return null;
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} pathname={location.pathname} />
      <StaticContent>
        <ServicePageSections content={page} />
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
  }
`;
