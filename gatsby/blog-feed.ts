/**
 * The blog's RSS 2.0 feed at /blog/rss.xml: every published article in full (content:encoded), with absolute
 * links and image URLs, shaped by the W3C Feed Validation Service's rules for RSS 2.0 and the RSS Advisory
 * Board's best practices that it checks (docs/blog.md, «Search and feeds»).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { absoluteUrl, feedHtml } from "./feed-html";
import { cdata, xmlAttribute, xmlText } from "./xml-text";
import { RSS_MIME_TYPE, RSS_PATH } from "../src/config/feed";

export { RSS_MIME_TYPE, RSS_PATH };
const BLOG_PATH = "/blog/";

export interface FeedImage {
  /** Site-relative ("/static/…/foto.png"). */
  url: string;
  width: number;
  height: number;
  alt: string;
  /** MIME type, such as "image/png". */
  type?: string | null;
}

export interface FeedArticle {
  /** "/blog/<slug>/". */
  path: string;
  title: string;
  description: string;
  /** ISO date and time with its offset. */
  datePublished: string;
  dateModified?: string | null;
  authorName: string;
  /** The article's category and its services' names. */
  categories: readonly string[];
  /** The body as HTML (site-relative links and images are made absolute here). */
  html: string;
  image?: FeedImage | null;
}

export interface RssFeedInput {
  /** "https://www.example.es" (a trailing slash is ignored). */
  siteUrl: string;
  /** The channel's title, also the pages' `<link rel="alternate">` title: content/blog.json → feedTitle. */
  title: string;
  /** The channel's description: content/blog.json → seo.description (or site.json → brand.description). */
  description: string;
  /** The published articles only (gatsby/published-articles.ts decides which). */
  articles: readonly FeedArticle[];
}

/** RFC 822 date-time (as RFC 2822 writes it), in GMT: "Thu, 12 Nov 2026 08:00:00 GMT". */
export function rfc822Date(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`"${iso}" is not a date`);
  return date.toUTCString();
}

const MIME = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/i;
const positiveInteger = (value: number) => Number.isInteger(value) && value > 0;

/** Media RSS for the article's image, only when everything it says is valid (an enclosure would need its size in bytes). */
function mediaContent(image: FeedImage | null | undefined, siteUrl: string, pageUrl: string): string[] {
  if (!image) return [];
  const url = absoluteUrl(image.url, siteUrl, pageUrl);
  if (!url || !url.startsWith("http") || !positiveInteger(image.width) || !positiveInteger(image.height)) return [];
  const type = image.type && MIME.test(image.type) ? ` type="${xmlAttribute(image.type)}"` : "";
  const description = image.alt.trim()
    ? [`        <media:description type="plain">${xmlText(image.alt.trim())}</media:description>`]
    : [];
  return [
    `      <media:content url="${xmlAttribute(url)}" medium="image"${type} width="${image.width}" height="${image.height}">`,
    ...description,
    `      </media:content>`,
  ];
}

function uniqueCategories(categories: readonly string[]): string[] {
  const seen = new Set<string>();
  return categories
    .map((category) => category.trim())
    .filter((category) => {
      const key = category.toLocaleLowerCase("es");
      if (!category || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function item(article: FeedArticle, siteUrl: string): string {
  const link = `${siteUrl}${article.path}`;
  return [
    "    <item>",
    `      <title>${xmlText(article.title)}</title>`,
    `      <link>${xmlText(link)}</link>`,
    `      <guid isPermaLink="true">${xmlText(link)}</guid>`,
    // The description comes before content:encoded (RSS Best Practices; the validator warns otherwise).
    `      <description>${xmlText(article.description)}</description>`,
    `      <content:encoded>${cdata(feedHtml(article.html, siteUrl, link))}</content:encoded>`,
    `      <pubDate>${rfc822Date(article.datePublished)}</pubDate>`,
    // dc:creator, not <author>: RSS's author must be an e-mail address, and the team has none to publish.
    `      <dc:creator>${xmlText(article.authorName)}</dc:creator>`,
    ...uniqueCategories(article.categories).map((category) => `      <category>${xmlText(category)}</category>`),
    ...mediaContent(article.image, siteUrl, link),
    "    </item>",
  ].join("\n");
}

const lastChange = (article: FeedArticle) => Date.parse(article.dateModified || article.datePublished);

/** The feed's XML; `lastBuildDate` is the latest publication or edit, so an unchanged blog gives an unchanged file. */
export function rssFeed(input: RssFeedInput): string {
  const siteUrl = input.siteUrl.replace(/\/+$/, "");
  const articles = [...input.articles].sort(
    (a, b) => Date.parse(b.datePublished) - Date.parse(a.datePublished) || a.path.localeCompare(b.path),
  );
  const latest = articles.length > 0 ? Math.max(...articles.map(lastChange)) : null;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">`,
    "  <channel>",
    `    <title>${xmlText(input.title)}</title>`,
    `    <link>${xmlText(`${siteUrl}${BLOG_PATH}`)}</link>`,
    `    <description>${xmlText(input.description)}</description>`,
    "    <language>es-ES</language>",
    ...(latest === null ? [] : [`    <lastBuildDate>${rfc822Date(new Date(latest).toISOString())}</lastBuildDate>`]),
    `    <atom:link href="${xmlAttribute(`${siteUrl}${RSS_PATH}`)}" rel="self" type="${RSS_MIME_TYPE}"/>`,
    ...articles.map((article) => item(article, siteUrl)),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** Writes public/blog/rss.xml and returns its path. */
export async function writeRssFeed(publicDir: string, input: RssFeedInput): Promise<string> {
  const file = path.join(publicDir, ...RSS_PATH.split("/").filter(Boolean));
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, rssFeed(input));
  return file;
}
