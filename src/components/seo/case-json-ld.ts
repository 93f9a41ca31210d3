import { CASES_PATH } from "../../config/case-paths";
import { madridStartOfDay } from "../../lib/madrid-time";
import { absolute, agencyPublisher, breadcrumbJsonLd, type JsonLd } from "./article-json-ld";

export interface CaseJsonLdInput {
  /** "/casos-de-exito/<slug>/". */
  path: string;
  title: string;
  summary: string;
  /** Its publication date, "2026-11-20". */
  date: string;
  clientName: string;
  /** The agency (content/site.json → brand.name) and its logo, site-relative or absolute. */
  publisher: { name: string; logoUrl?: string | null };
  /** An image for the Article (Google asks for one): the site's sharing image, site-relative or absolute. */
  imageUrl?: string | null;
  /** The services' names. */
  keywords: readonly string[];
  /** The breadcrumb's first two steps: content/cases.json → labels.home and labels.cases. */
  labels: { home: string; cases: string };
}

/**
 * schema.org Article and BreadcrumbList (Inicio → Casos de éxito → the case) for a case study. The agency
 * wrote it and publishes it, named by the `@id` of the home page's agency node (agency-json-ld.ts); the
 * client is what the article is about.
 */
export function caseJsonLd(input: CaseJsonLdInput, siteUrl: string): [JsonLd, JsonLd] {
  const site = siteUrl.replace(/\/+$/, "");
  const url = `${site}${input.path}`;
  const agency = agencyPublisher(input.publisher, site);
  const article: JsonLd = {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${url}#caso`,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    headline: input.title,
    description: input.summary,
    ...(input.imageUrl ? { image: [absolute(input.imageUrl, site)] } : {}),
    datePublished: madridStartOfDay(input.date),
    dateModified: madridStartOfDay(input.date),
    author: agency,
    publisher: agency,
    about: { "@type": "Organization", name: input.clientName },
    inLanguage: "es-ES",
    ...(input.keywords.length > 0 ? { keywords: input.keywords.join(", ") } : {}),
  };
  return [
    article,
    breadcrumbJsonLd([
      { name: input.labels.home, item: `${site}/` },
      { name: input.labels.cases, item: `${site}${CASES_PATH}` },
      { name: input.title, item: url },
    ]),
  ];
}
