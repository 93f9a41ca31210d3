import { useTheme } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { ContactChannels } from "../components/contact/ContactChannels";
import { ContactFormSection } from "../components/contact/ContactFormSection";
import { ResponseGuarantee } from "../components/contact/ResponseGuarantee";
import { FaqSection } from "../components/sections/FaqSection";
import { ImageBanner } from "../components/sections/ImageBanner";
import { PageHero } from "../components/sections/PageHero";
import { Seo } from "../components/seo/Seo";
import { Container } from "../components/ui/Container";
import { useSiteContent } from "../hooks/use-site-content";
import { mq, space } from "../styles/theme";
import { StaticContent } from "../components/ui/StaticContent";
import { requiredContent } from "../lib/required-content";

export default function ContactPage({ data, location }: PageProps<Queries.ContactPageQuery>) {
  const theme = useTheme();
  const site = useSiteContent();
  const page = requiredContent(data.contactJson, "content/contact.json");
  const siteJson = requiredContent(data.siteJson, "content/site.json");
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} pathname={location.pathname} />
      <StaticContent>
        <PageHero content={page.hero} />
      </StaticContent>

      <div css={{ paddingBlock: space(16), [mq.md]: { paddingBlock: space(20) } }}>
        <Container>
          <div
            css={{
              display: "grid",
              gap: space(12),
              [mq.lg]: { gridTemplateColumns: "minmax(0, 7fr) minmax(0, 5fr)", gap: space(12), alignItems: "start" },
            }}
          >
            <div css={{ minWidth: 0 }}>
              <ContactFormSection content={page.form} />
            </div>
            <StaticContent>
              <aside aria-labelledby="contact-info-title" css={{ display: "grid", gap: space(5), minWidth: 0 }}>
                <div css={{ display: "grid", gap: space(2) }}>
                  <h2 id="contact-info-title" css={{ fontSize: theme.fontSizes.xl }}>
                    {page.info.title}
                  </h2>
                  <p css={{ color: theme.colors.muted }}>{page.info.lead}</p>
                </div>
                <ContactChannels content={page.info} contact={site.contact} />
                <ResponseGuarantee title={page.guarantee.title} text={page.guarantee.text} />
              </aside>
            </StaticContent>
          </div>
        </Container>
      </div>

      <StaticContent>
        <FaqSection content={page.faq} claimLabels={siteJson.claimSources} />

        <ImageBanner id="contact-banner-title" content={page.banner} />
      </StaticContent>
    </>
  );
}

export const query = graphql`
  query ContactPage {
    siteJson {
      claimSources {
        ...ClaimSourceLabels
      }
    }
    contactJson {
      seo {
        title
        description
      }
      hero {
        ...PageHero
      }
      form {
        ...ContactFormSection
      }
      info {
        title
        lead
        ...ContactChannels
      }
      guarantee {
        title
        text
      }
      faq {
        ...FaqAccordion
      }
      banner {
        ...ImageBanner
      }
    }
  }
`;
