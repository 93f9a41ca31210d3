import { madridIsoDate } from "../../lib/madrid-time";

export type JsonLd = Record<string, unknown>;

export interface ArticleJsonLdImage {
  /** Site-relative ("/static/…/portada.png") or absolute. */
  url: string;
  width?: number | null;
  height?: number | null;
}

export interface ArticleJsonLdInput {
  /** "/blog/<slug>/". */
  path: string;
  title: string;
  description: string;
  /** ISO date and time with any offset; written with Madrid's. */
  datePublished: string;
  dateModified?: string | null;
  /** The team member (content/team.json): `url` is their page or anchor, such as "/sobre-nosotros/#equipo". */
  author: { name: string; url: string };
  /** The agency (content/site.json → brand.name) and its logo, site-relative or absolute. */
  publisher: { name: string; logoUrl?: string | null };
  /** The article's image, best first (Google prefers several aspect ratios of one picture). */
  images: readonly ArticleJsonLdImage[];
  /** The category. */
  section?: string | null;
  /** The services' names. */
  keywords?: readonly string[];
  /** The breadcrumb's first two steps: content/blog.json → article.home and article.blog («Inicio», «Blog»). */
  labels: { home: string; blog: string };
}

export const absolute = (url: string, siteUrl: string) => (/^https?:\/\//.test(url) ? url : `${siteUrl}${url}`);

/** The agency as a page's publisher: the home page's node (agency-json-ld.ts) by its `@id`, with its name and logo. */
export function agencyPublisher(publisher: { name: string; logoUrl?: string | null }, site: string): JsonLd {
  return {
    "@type": "ProfessionalService",
    "@id": `${site}/#agencia`,
    name: publisher.name,
    url: `${site}/`,
    ...(publisher.logoUrl ? { logo: { "@type": "ImageObject", url: absolute(publisher.logoUrl, site) } } : {}),
  };
}

function imageObject(image: ArticleJsonLdImage, siteUrl: string): JsonLd {
  return {
    "@type": "ImageObject",
    url: absolute(image.url, siteUrl),
    ...(image.width ? { width: image.width } : {}),
    ...(image.height ? { height: image.height } : {}),
  };
}

/**
 * schema.org BlogPosting and BreadcrumbList (Inicio → Blog → the article) for an article page, built from the
 * same data as the page. The publisher is the agency node of the home page (agency-json-ld.ts), named by its
 * `@id` and repeated with its name and logo so the article reads on its own.
 */
export function articleJsonLd(input: ArticleJsonLdInput, siteUrl: string): [JsonLd, JsonLd] {
  const site = siteUrl.replace(/\/+$/, "");
  const url = `${site}${input.path}`;
  const keywords = (input.keywords ?? []).map((keyword) => keyword.trim()).filter(Boolean);

  const blogPosting: JsonLd = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#articulo`,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    headline: input.title,
    description: input.description,
    ...(input.images.length > 0 ? { image: input.images.map((image) => imageObject(image, site)) } : {}),
    datePublished: madridIsoDate(input.datePublished),
    dateModified: madridIsoDate(input.dateModified || input.datePublished),
    author: { "@type": "Person", name: input.author.name, url: absolute(input.author.url, site) },
    publisher: agencyPublisher(input.publisher, site),
    inLanguage: "es-ES",
    ...(input.section ? { articleSection: input.section } : {}),
    ...(keywords.length > 0 ? { keywords: keywords.join(", ") } : {}),
  };

  const breadcrumbList = breadcrumbJsonLd([
    { name: input.labels.home, item: `${site}/` },
    { name: input.labels.blog, item: `${site}/blog/` },
    { name: input.title, item: url },
  ]);

  return [blogPosting, breadcrumbList];
}

/** schema.org BreadcrumbList: the page's ancestors then the page, each with its absolute URL. */
export function breadcrumbJsonLd(crumbs: ReadonlyArray<{ name: string; item: string }>): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, ...crumb })),
  };
}
