import { graphql, type PageProps } from "gatsby";
import { InfoPointGrid } from "../components/sections/InfoPointGrid";
import { ServicePageSections } from "../components/sections/ServicePageSections";
import { Seo } from "../components/seo/Seo";
import { Section } from "../components/ui/Section";
import { SectionHeading } from "../components/ui/SectionHeading";

export default function ArtificialIntelligencePage({ data, location }: PageProps<Queries.ArtificialIntelligencePageQuery>) {
  const page = data.inteligenciaArtificialJson;
  if (!page) return null;
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} pathname={location.pathname} />
      <ServicePageSections content={page}>
        <Section labelledBy="technology-title" tone="alt">
          <SectionHeading id="technology-title" {...page.technology.intro} />
          <InfoPointGrid items={page.technology.points} columns={3} />
        </Section>
      </ServicePageSections>
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
  }
`;
