import { useTheme } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { LegalDocument } from "../components/legal/LegalDocument";
import { LegalSection } from "../components/legal/LegalSection";
import { LegalText } from "../components/legal/LegalText";
import { legalTokens } from "../components/legal/legal-tokens";
import { StorageGroup } from "../components/legal/StorageGroup";
import { Seo } from "../components/seo/Seo";
import { useSiteContent } from "../hooks/use-site-content";
import { space } from "../styles/theme";
import { requiredContent } from "../lib/required-content";

/** The cookie policy: every cookie and storage entry the site keeps on a visitor's device (content/cookies.json). */
export default function CookiesPage({ data, location }: PageProps<Queries.CookiesPageQuery>) {
  const theme = useTheme();
  const site = useSiteContent();
  const page = requiredContent(data.cookiesJson, "content/cookies.json");
  const tokens = legalTokens(site);
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} pathname={location.pathname} />
      <LegalDocument
        hero={page.hero}
        dates={[page.updated]}
        tocTitle={page.tocTitle}
        toc={[...page.groups, ...page.sections]}
      >
        <div
          css={{
            display: "grid",
            gap: space(4),
            marginBottom: space(10),
            color: theme.colors.muted,
            "& a": { color: theme.colors.accent, textUnderlineOffset: "3px" },
          }}
        >
          {page.intro.map((paragraph) => (
            <p key={paragraph}>
              <LegalText text={paragraph} tokens={tokens} />
            </p>
          ))}
        </div>
        {page.groups.map((group, index) => (
          <StorageGroup key={group.anchor} group={group} labels={page.labels} types={page.types} number={index + 1} />
        ))}
        {page.sections.map((section, index) => (
          <LegalSection
            key={section.anchor}
            section={section}
            number={page.groups.length + index + 1}
            tokens={tokens}
          />
        ))}
      </LegalDocument>
    </>
  );
}

export const query = graphql`
  query CookiesPage {
    cookiesJson {
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
      intro
      labels {
        type
        purpose
        lifetime
        removal
        consent
      }
      types {
        localStorage
        sessionStorage
        cookie
        indexedDB
      }
      groups {
        anchor
        title
        lead
        items {
          name
          type
          purpose
          lifetime
          removal
          consent
        }
      }
      sections {
        ...LegalSection
      }
    }
  }
`;
