import { useTheme } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { ControllerDetails } from "../components/privacy/ControllerDetails";
import { formatSpanishDate } from "../components/privacy/format-date";
import { legalTokens } from "../components/privacy/legal-tokens";
import { PrivacySection } from "../components/privacy/PrivacySection";
import { PrivacyToc } from "../components/privacy/PrivacyToc";
import { PageHero } from "../components/sections/PageHero";
import { Seo } from "../components/seo/Seo";
import { Container } from "../components/ui/Container";
import { useSiteContent } from "../hooks/use-site-content";
import { mq, space } from "../styles/theme";
import { StaticContent } from "../components/ui/StaticContent";

export default function PrivacyPage({ data, location }: PageProps<Queries.PrivacyPageQuery>) {
  const theme = useTheme();
  const site = useSiteContent();
  const page = data.privacyJson;
  if (!page) return null;
  const tokens = legalTokens(site);
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} pathname={location.pathname} />
      <StaticContent>
        <PageHero content={page.hero}>
          <p css={{ color: theme.colors.subtle, fontSize: theme.fontSizes.sm }}>
            {page.updated.label} <time dateTime={page.updated.date}>{formatSpanishDate(page.updated.date)}</time>
          </p>
        </PageHero>

        <div css={{ paddingBlock: space(12), [mq.md]: { paddingBlock: space(20) } }}>
          <Container>
            <div
              css={{
                display: "grid",
                gap: space(10),
                [mq.lg]: { gridTemplateColumns: "16rem minmax(0, 46rem)", gap: space(16), justifyContent: "center" },
              }}
            >
              <div css={{ [mq.lg]: { position: "sticky", top: `calc(${theme.layout.navHeight} + ${space(6)})`, alignSelf: "start" } }}>
                <PrivacyToc title={page.tocTitle} sections={page.sections} />
              </div>
              <div css={{ fontSize: theme.fontSizes.base, lineHeight: 1.75, minWidth: 0 }}>
                {page.sections.map((section, index) => (
                  <PrivacySection key={section.anchor} section={section} number={index + 1} tokens={tokens}>
                    {/* The introduction is always first (the build checks the six sections) and names the controller. */}
                    {index === 0 ? <ControllerDetails labels={page.controller} site={site} /> : null}
                  </PrivacySection>
                ))}
              </div>
            </div>
          </Container>
        </div>
      
      </StaticContent>
    </>
  );
}

export const query = graphql`
  query PrivacyPage {
    privacyJson {
      seo {
        title
        description
      }
      hero {
        ...PageHero
      }
      updated {
        label
        date
      }
      tocTitle
      controller {
        ...ControllerDetails
      }
      sections {
        ...PrivacySection
      }
    }
  }
`;
