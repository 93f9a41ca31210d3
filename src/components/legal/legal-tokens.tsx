import type { SiteContent } from "../../hooks/use-site-content";
import type { LegalTokens } from "./LegalText";

export const postalAddress = ({ contact }: SiteContent): string =>
  `${contact.streetAddress}, ${contact.postalCode} ${contact.city}, ${contact.country}`;

/** Values for the placeholders the legal texts may use (content-model/legal.ts, LEGAL_TOKENS). */
export function legalTokens(site: SiteContent): LegalTokens {
  return {
    brandName: site.brand.name,
    legalName: site.brand.legalName,
    taxId: site.brand.taxId,
    address: postalAddress(site),
    email: <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>,
    phone: <a href={`tel:${site.contact.phone}`}>{site.contact.phoneDisplay}</a>,
  };
}
