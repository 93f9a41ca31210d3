import { DomUtils, parseDocument } from "htmlparser2";
import site from "../../content/site.json";
import { baseUrl } from "./support/browser";
import { request } from "./support/http";

/**
 * Crawls the preview from / and the sitemap, following every internal link and asset reference of every
 * page: nothing broken, nothing missing, nothing loaded from another host.
 */

/** Links to other sites a visitor may follow (never requested by the page itself). */
const OUTBOUND_LINKS = new Set([
  ...site.social.map((profile) => profile.url),
  // The privacy policy names the supervisory authority, as RGPD art. 13.2.d requires.
  "https://www.aepd.es/",
]);

interface Reference {
  url: URL;
  /** A link the visitor follows, or something the browser requests on its own. */
  kind: "link" | "request";
  from: string;
}

const srcsetUrls = (srcset: string) =>
  srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0]!)
    .filter(Boolean);

function references(html: string, page: URL): Reference[] {
  const document = parseDocument(html);
  const found: Array<{ value: string; kind: Reference["kind"] }> = [];
  for (const element of DomUtils.findAll(() => true, document.children)) {
    const { href, src, srcset } = element.attribs;
    if (element.name === "a" && href) found.push({ value: href, kind: "link" });
    if (element.name === "link" && href) found.push({ value: href, kind: "request" });
    if ((element.name === "img" || element.name === "script") && src) found.push({ value: src, kind: "request" });
    if ((element.name === "img" || element.name === "source") && srcset) {
      for (const value of srcsetUrls(srcset)) found.push({ value, kind: "request" });
    }
    if (element.name === "style") {
      const css = DomUtils.textContent(element);
      for (const match of css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g))
        found.push({ value: match[1]!, kind: "request" });
    }
  }
  return found
    .filter(({ value }) => !value.startsWith("data:") && !value.startsWith("#"))
    .map(({ value, kind }) => ({ url: new URL(value, page), kind, from: page.pathname }));
}

const isHtml = (contentType: string | string[] | undefined) => String(contentType).startsWith("text/html");

describe("crawl of the preview", () => {
  const problems: string[] = [];
  const outbound = new Set<string>();
  const visited = new Map<string, number>();
  let pagesCrawled = 0;

  beforeAll(async () => {
    const origin = new URL(baseUrl()).origin;
    const sitemap = await request("/sitemap.xml");
    const start = [
      "/",
      ...[...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname),
    ];
    const queue: Reference[] = start.map((pathname) => ({
      url: new URL(pathname, origin),
      kind: "link",
      from: "sitemap.xml",
    }));

    while (queue.length > 0) {
      const { url, kind, from } = queue.shift()!;
      if (url.origin !== origin) {
        if (url.protocol === "mailto:" || url.protocol === "tel:") {
          if (kind !== "link") problems.push(`${from}: ${url.href} is requested, not linked`);
        } else if (kind === "link" && OUTBOUND_LINKS.has(url.href)) {
          outbound.add(url.href);
        } else {
          problems.push(`${from}: reference to another host: ${url.href} (${kind})`);
        }
        continue;
      }
      const target = url.pathname + url.search;
      if (visited.has(target)) continue;
      let response = await request(target);
      visited.set(target, response.status);
      if (response.status === 301 || response.status === 308) {
        const location = String(response.headers.location);
        response = await request(new URL(location, url).pathname);
        if (response.status !== 200)
          problems.push(`${from}: ${target} redirects to ${location}, which answers ${response.status}`);
      } else if (response.status !== 200) {
        problems.push(`${from}: ${target} answers ${response.status}`);
      }
      if (response.status === 200 && isHtml(response.headers["content-type"])) {
        pagesCrawled += 1;
        queue.push(...references(response.text, url));
      }
    }
  }, 120_000);

  it("finds every page of the sitemap and more than their assets", () => {
    expect(pagesCrawled).toBeGreaterThanOrEqual(6);
    expect(visited.size).toBeGreaterThan(50);
  });

  it("has no broken link, missing asset or reference to another host", () => {
    expect(problems).toEqual([]);
  });

  it("links out only to the social profiles and the data protection authority", () => {
    expect([...outbound].sort()).toEqual([...OUTBOUND_LINKS].sort());
  });
});
