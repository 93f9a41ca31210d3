import type { SiteContent } from "../../hooks/use-site-content";

/** schema.org ProfessionalService for the agency, built from content/site.json. */
export function agencyJsonLd(site: SiteContent, siteUrl: string): object {
  const { brand, contact } = site;
  const logo = site.seo.defaultImage?.childImageSharp?.original?.src;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${siteUrl}/#agencia`,
    name: brand.name,
    legalName: brand.legalName,
    description: brand.description,
    url: `${siteUrl}/`,
    ...(logo ? { image: `${siteUrl}${logo}` } : {}),
    email: contact.email,
    telephone: contact.phone,
    foundingDate: String(brand.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.streetAddress,
      postalCode: contact.postalCode,
      addressLocality: contact.city,
      addressRegion: contact.region,
      addressCountry: contact.countryCode,
    },
    areaServed: { "@type": "Country", name: contact.country },
    openingHours: contact.openingHours,
    knowsAbout: ["Inteligencia artificial", "Marketing digital", "Automatización de procesos", "Chatbots"],
    ...(site.social.length > 0 ? { sameAs: site.social.map((item) => item.url) } : {}),
  };
}
