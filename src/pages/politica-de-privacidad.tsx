import { graphql, type PageProps } from "gatsby";
import { CompanyDetails } from "../components/legal/CompanyDetails";
import { LegalDocument } from "../components/legal/LegalDocument";
import { LegalSection } from "../components/legal/LegalSection";
import { legalTokens, postalAddress } from "../components/legal/legal-tokens";
import { Seo } from "../components/seo/Seo";
import { useSiteContent } from "../hooks/use-site-content";
import { requiredContent } from "../lib/required-content";

export default function PrivacyPage({ data, location }: PageProps<Queries.PrivacyPageQuery>) {
  const site = useSiteContent();
  const page = requiredContent(data.privacyJson, "content/privacy.json");
  const tokens = legalTokens(site);
  const { controller } = page;
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} pathname={location.pathname} />
      <LegalDocument
        hero={page.hero}
        dates={[page.published, page.updated]}
        tocTitle={page.tocTitle}
        toc={page.sections}
      >
        {page.sections.map((section, index) => (
          <LegalSection key={section.anchor} section={section} number={index + 1} tokens={tokens}>
            {/* The introduction is always first (the build checks the six sections) and names the controller. */}
            {index === 0 ? (
              <CompanyDetails
                title={controller.title}
                rows={[
                  [controller.nameLabel, site.brand.legalName],
                  [controller.taxIdLabel, site.brand.taxId],
                  [controller.addressLabel, postalAddress(site)],
                  [controller.emailLabel, tokens.email],
                ]}
              />
            ) : null}
          </LegalSection>
        ))}
      </LegalDocument>
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
      published {
        label
        date
      }
      updated {
        label
        date
      }
      tocTitle
      controller {
        title
        nameLabel
        taxIdLabel
        addressLabel
        emailLabel
      }
      sections {
        ...LegalSection
      }
    }
  }
`;
