import fs from "node:fs/promises";
import path from "node:path";

const EXCLUDED = [/^\/404/, /^\/dev-404-page/];

export function indexablePaths(pagePaths: Iterable<string>): string[] {
  return [...pagePaths].filter((pagePath) => !EXCLUDED.some((pattern) => pattern.test(pagePath))).sort();
}

export function sitemapXml(siteUrl: string, paths: readonly string[], lastmod: string): string {
  const urls = paths
    .map((pagePath) => `  <url><loc>${siteUrl}${pagePath}</loc><lastmod>${lastmod}</lastmod></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export async function writeSitemapAndRobots(publicDir: string, siteUrl: string, pagePaths: Iterable<string>) {
  const today = new Date().toISOString().slice(0, 10);
  await fs.writeFile(path.join(publicDir, "sitemap.xml"), sitemapXml(siteUrl, indexablePaths(pagePaths), today));
  await fs.writeFile(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));
}
