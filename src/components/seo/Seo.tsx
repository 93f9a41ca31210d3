import type { ReactNode } from "react";
import { Helmet } from "react-helmet";
import { env } from "../../config/env";
import { useSiteContent } from "../../hooks/use-site-content";

interface SeoProps {
  title: string;
  description: string;
  /** Path of the page, e.g. "/contacto/". */
  pathname: string;
  /** Structured data for this page (JSON-LD objects). */
  jsonLd?: readonly object[];
  noindex?: boolean;
  /** The page's own sharing image (an article's); the site's default otherwise. */
  image?: { src: string; width: number; height: number; alt: string };
  /** Open Graph's type: "article" for an article. */
  type?: "website" | "article";
  /** Further head elements of this page (an article's dates, the blog's feed link). */
  children?: ReactNode;
}

/** Title, description, canonical URL, Open Graph, Twitter card and JSON-LD of one page. */
export function Seo({
  title,
  description,
  pathname,
  jsonLd = [],
  noindex = false,
  image: ownImage,
  type = "website",
  children,
}: SeoProps) {
  const site = useSiteContent();
  const fullTitle = site.seo.titleTemplate.replace("%s", title);
  const canonical = `${env.siteUrl}${pathname}`;
  const image = ownImage ?? site.seo.defaultImage?.childImageSharp?.original;
  const imageUrl = image?.src ? `${env.siteUrl}${image.src}` : undefined;
  const imageAlt = ownImage?.alt ?? site.seo.defaultImageAlt;

  return (
    <Helmet htmlAttributes={{ lang: "es" }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
      {noindex ? null : <link rel="canonical" href={canonical} />}
      <meta property="og:type" content={type} />
      <meta property="og:locale" content={site.seo.locale} />
      <meta property="og:site_name" content={site.brand.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      {image?.width ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {image?.height ? <meta property="og:image:height" content={String(image.height)} /> : null}
      {imageUrl ? <meta property="og:image:alt" content={imageAlt} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      {site.seo.twitterHandle ? <meta name="twitter:site" content={site.seo.twitterHandle} /> : null}
      {/* The card's title, description and image are read from og:title, og:description and og:image
          (X's documented fallback): repeating them cost every page's first response ~300 bytes. Its
          image's alt text has no such fallback. */}
      {imageUrl ? <meta name="twitter:image:alt" content={imageAlt} /> : null}
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json">
          {/* "<" escaped: a title holding "</script>" must not end the script element. */}
          {JSON.stringify(data).replace(/</g, "\\u003c")}
        </script>
      ))}
      {children}
    </Helmet>
  );
}
