import fs from "node:fs/promises";
import path from "node:path";

const EXCLUDED = [/^\/404/, /^\/dev-404-page/];

export function indexablePaths(pagePaths: Iterable<string>): string[] {
  return [...pagePaths].filter((pagePath) => !EXCLUDED.some((pattern) => pattern.test(pagePath))).sort();
}

/**
 * Absolute URLs, each with its last modification: an article's own (its update or publication date,
 * given in `lastmodByPath`), the build date for every other page.
 */
export function sitemapXml(
  siteUrl: string,
  paths: readonly string[],
  buildDate: string,
  lastmodByPath: ReadonlyMap<string, string> = new Map(),
): string {
  const urls = paths
    .map(
      (pagePath) =>
        `  <url><loc>${siteUrl}${pagePath}</loc><lastmod>${lastmodByPath.get(pagePath) ?? buildDate}</lastmod></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** Gatsby's pages (path → page with its context); a page whose context has `lastmod` keeps its own date. */
export async function writeSitemapAndRobots(
  publicDir: string,
  siteUrl: string,
  pages: ReadonlyMap<string, { context?: { lastmod?: unknown } }>,
) {
  const today = new Date().toISOString().slice(0, 10);
  const lastmod = new Map<string, string>();
  for (const [pagePath, page] of pages)
    if (typeof page.context?.lastmod === "string") lastmod.set(pagePath, page.context.lastmod);
  await fs.writeFile(
    path.join(publicDir, "sitemap.xml"),
    sitemapXml(siteUrl, indexablePaths(pages.keys()), today, lastmod),
  );
  await fs.writeFile(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));
}
