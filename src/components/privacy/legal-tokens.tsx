import type { SiteContent } from "../../hooks/use-site-content";
import type { LegalTokens } from "./LegalText";

export const postalAddress = ({ contact }: SiteContent): string =>
  `${contact.streetAddress}, ${contact.postalCode} ${contact.city}, ${contact.country}`;

/** Values for the placeholders allowed in content/privacy.json (see gatsby/content/privacy.ts). */
export function legalTokens(site: SiteContent): LegalTokens {
  return {
    brandName: site.brand.name,
    legalName: site.brand.legalName,
    address: postalAddress(site),
    email: <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>,
  };
}
