import { useTheme } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { CallToAction } from "../components/sections/CallToAction";
import { InfoPointGrid } from "../components/sections/InfoPointGrid";
import { MediaPointsSection } from "../components/sections/MediaPointsSection";
import { PageHero } from "../components/sections/PageHero";
import { StatGrid } from "../components/sections/StatGrid";
import { Seo } from "../components/seo/Seo";
import { Section } from "../components/ui/Section";
import { SectionHeading } from "../components/ui/SectionHeading";
import { mq, space } from "../styles/theme";
import { StaticContent } from "../components/ui/StaticContent";
import { requiredContent } from "../lib/required-content";

export default function AboutPage({ data, location }: PageProps<Queries.AboutPageQuery>) {
  const theme = useTheme();
  const page = requiredContent(data.aboutJson, "content/about.json");
  const siteJson = requiredContent(data.siteJson, "content/site.json");
  const { identity } = page;
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} pathname={location.pathname} />
      <StaticContent>
        <PageHero content={page.hero} />

        <Section labelledBy="identity-title">
          <div
            css={{
              display: "grid",
              marginBottom: space(12),
              [mq.lg]: {
                gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
                columnGap: space(16),
                alignItems: "start",
              },
            }}
          >
            <SectionHeading id="identity-title" align="start" {...identity.intro} />
            <div
              css={{
                display: "grid",
                gap: space(4),
                color: theme.colors.muted,
                fontSize: theme.fontSizes.lg,
                [mq.lg]: { paddingTop: space(10) },
              }}
            >
              {identity.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <StatGrid id="cifras" stats={identity.stats} claimLabels={siteJson.claimSources} />
        </Section>

        <Section labelledBy="mission-title" tone="alt">
          <SectionHeading id="mission-title" {...page.mission.intro} />
          <InfoPointGrid items={page.mission.items} columns={2} />
        </Section>

        <MediaPointsSection id="technology-title" content={page.technology} />

        <Section labelledBy="values-title" tone="alt">
          <SectionHeading id="values-title" {...page.values.intro} />
          <InfoPointGrid items={page.values.items} columns={3} />
        </Section>

        <CallToAction id="cta-title" content={page.cta} />
      </StaticContent>
    </>
  );
}

export const query = graphql`
  query AboutPage {
    siteJson {
      claimSources {
        ...ClaimSourceLabels
      }
    }
    aboutJson {
      seo {
        title
        description
      }
      hero {
        ...PageHero
      }
      identity {
        intro {
          ...SectionHeading
        }
        paragraphs
        stats {
          ...StatGrid
        }
      }
      mission {
        intro {
          ...SectionHeading
        }
        items {
          ...InfoPoint
        }
      }
      technology {
        ...MediaPointsSection
      }
      values {
        intro {
          ...SectionHeading
        }
        items {
          ...InfoPoint
        }
      }
      cta {
        ...CallToAction
      }
    }
  }
`;
