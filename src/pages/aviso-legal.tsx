import { graphql, type PageProps } from "gatsby";
import { CompanyDetails, type CompanyRow } from "../components/legal/CompanyDetails";
import { LegalDocument } from "../components/legal/LegalDocument";
import { LegalSection } from "../components/legal/LegalSection";
import { legalTokens, postalAddress } from "../components/legal/legal-tokens";
import { Seo } from "../components/seo/Seo";
import { useSiteContent } from "../hooks/use-site-content";
import { requiredContent } from "../lib/required-content";

/** The «Aviso legal»: who runs the site (LSSI-CE art. 10, from content/site.json) and the terms of use. */
export default function LegalNoticePage({ data, location }: PageProps<Queries.LegalNoticePageQuery>) {
  const site = useSiteContent();
  const page = requiredContent(data.legalNoticeJson, "content/legal-notice.json");
  const tokens = legalTokens(site);
  const { company } = page;
  const rows: CompanyRow[] = [
    [company.nameLabel, site.brand.legalName],
    [company.taxIdLabel, site.brand.taxId],
    [company.addressLabel, postalAddress(site)],
    ...(site.brand.registry ? [[company.registryLabel, site.brand.registry] as const] : []),
    [company.emailLabel, tokens.email],
    [company.phoneLabel, tokens.phone],
  ];
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} pathname={location.pathname} />
      <LegalDocument hero={page.hero} dates={[page.updated]} tocTitle={page.tocTitle} toc={page.sections}>
        {page.sections.map((section, index) => (
          <LegalSection key={section.anchor} section={section} number={index + 1} tokens={tokens}>
            {index === 0 ? <CompanyDetails title={company.title} rows={rows} /> : null}
          </LegalSection>
        ))}
      </LegalDocument>
    </>
  );
}

export const query = graphql`
  query LegalNoticePage {
    legalNoticeJson {
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
      company {
        title
        nameLabel
        taxIdLabel
        addressLabel
        registryLabel
        emailLabel
        phoneLabel
      }
      sections {
        ...LegalSection
      }
    }
  }
`;
