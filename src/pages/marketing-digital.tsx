import { graphql, type PageProps } from "gatsby";
import { ServicePageSections } from "../components/sections/ServicePageSections";
import { Seo } from "../components/seo/Seo";

export default function DigitalMarketingPage({ data, location }: PageProps<Queries.DigitalMarketingPageQuery>) {
  const page = data.marketingDigitalJson;
  if (!page) return null;
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} pathname={location.pathname} />
      <ServicePageSections content={page} />
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
