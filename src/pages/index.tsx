import { graphql, type PageProps } from "gatsby";
import { CallToAction } from "../components/sections/CallToAction";
import { HomeHero } from "../components/sections/HomeHero";
import { InfoPointGrid } from "../components/sections/InfoPointGrid";
import { MediaPointsSection } from "../components/sections/MediaPointsSection";
import { StatGrid } from "../components/sections/StatGrid";
import { Seo } from "../components/seo/Seo";
import { agencyJsonLd } from "../components/seo/agency-json-ld";
import { Section } from "../components/ui/Section";
import { SectionHeading } from "../components/ui/SectionHeading";
import { env } from "../config/env";
import { useSiteContent } from "../hooks/use-site-content";

export default function HomePage({ data, location }: PageProps<Queries.HomePageQuery>) {
  const page = data.homeJson;
  const site = useSiteContent();
  if (!page) return null;
  return (
    <>
      <Seo
        title={page.seo.title}
        description={page.seo.description}
        pathname={location.pathname}
        jsonLd={[agencyJsonLd(site, env.siteUrl)]}
      />
      <HomeHero content={page.hero} />

      <Section labelledBy="solutions-title">
        <SectionHeading id="solutions-title" {...page.solutions.intro} />
        <InfoPointGrid items={page.solutions.items} columns={4} />
      </Section>

      <Section labelledBy="results-title" tone="alt">
        <SectionHeading id="results-title" {...page.results.intro} />
        <StatGrid stats={page.results.stats} />
      </Section>

      <MediaPointsSection id="technology-title" content={page.technology} />

      <CallToAction id="cta-title" content={page.cta} />
    </>
  );
}

export const query = graphql`
  query HomePage {
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
  }
`;
