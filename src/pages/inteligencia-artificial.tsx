import { graphql, type PageProps } from "gatsby";
import { CallToAction } from "../components/sections/CallToAction";
import { ImageBanner } from "../components/sections/ImageBanner";
import { InfoPointGrid } from "../components/sections/InfoPointGrid";
import { PageHero } from "../components/sections/PageHero";
import { ProcessSteps } from "../components/sections/ProcessSteps";
import { ServiceCards } from "../components/sections/ServiceCards";
import { Seo } from "../components/seo/Seo";
import { Section } from "../components/ui/Section";
import { SectionHeading } from "../components/ui/SectionHeading";

export default function ArtificialIntelligencePage({ data, location }: PageProps<Queries.ArtificialIntelligencePageQuery>) {
  const page = data.inteligenciaArtificialJson;
  if (!page) return null;
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} pathname={location.pathname} />
      <PageHero content={page.hero} />

      <Section labelledBy="services-title">
        <SectionHeading id="services-title" {...page.services.intro} />
        <ServiceCards items={page.services.items} action={page.services.action} idPrefix="service" />
      </Section>

      <Section labelledBy="technology-title" tone="alt">
        <SectionHeading id="technology-title" {...page.technology.intro} />
        <InfoPointGrid items={page.technology.points} columns={3} />
      </Section>

      <ImageBanner id="banner-title" content={page.banner} />

      <Section labelledBy="process-title" tone="alt">
        <SectionHeading id="process-title" {...page.process.intro} />
        <ProcessSteps steps={page.process.steps} />
      </Section>

      <CallToAction id="cta-title" content={page.cta} />
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
          eyebrow
          title
          lead
        }
        points {
          icon
          title
          description
        }
      }
      banner {
        ...ImageBanner
      }
      process {
        ...ProcessSteps
      }
      cta {
        title
        text
        action {
          label
          to
        }
      }
    }
  }
`;
