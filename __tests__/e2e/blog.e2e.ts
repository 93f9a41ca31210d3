/**
 * The blog on the production build: the list, an article (author, dates, table of contents, services,
 * related articles, its call to action, its structured data), the latest articles on the home and service
 * pages, the footer's link, the feed and the sitemap. The empty blog and unpublished articles are
 * develop.e2e's (its edited build unpublishes every article), and so is pagination past 12 (its development
 * server has 13 articles; the pages themselves: blog-pages.test.ts).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { DomUtils, parseDocument } from "htmlparser2";
import type { Browser, Page } from "playwright-core";
import blog from "../../content/blog.json";
import site from "../../content/site.json";
import team from "../../content/team.json";
import { relatedArticles } from "../../gatsby/related-articles";
import { testBuildEnv } from "../../tools/lib/test-env";
import { CTA_ATTRIBUTE } from "../../src/contracts/cta-attribute";
import { describeIssues, validateStructuredData } from "../support/structured-data";
import { baseUrl, launchBrowser, openPage } from "./support/browser";
import { request } from "./support/http";
import { BLOG_ROUTES, PUBLISHED_ARTICLES } from "./support/routes";

const SITE = testBuildEnv.GATSBY_SITE_URL;
const newest = PUBLISHED_ARTICLES;
const byPath = (path: string) => PUBLISHED_ARTICLES.find((article) => article.path === path)!;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The paths of the article cards' links inside the section named `heading` (or the page's list). */
async function cardLinks(page: Page, within: string): Promise<string[]> {
  return page
    .locator(`${within} li h2 a, ${within} li h3 a`)
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

it("ships published articles: the shipped samples are in this build", () => {
  expect(newest.length).toBeGreaterThanOrEqual(3);
});

describe("/blog/", () => {
  it("lists every published article, newest first, each with its image, title, description, date, reading time and services", async () => {
    const { page, context, problems } = await openPage(browser, "desktop");
    await page.goto(`${baseUrl()}/blog/`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(blog.hero.title);
    expect(await cardLinks(page, "main")).toEqual(newest.map((article) => article.path));
    const cards = page.locator("main ul > li");
    for (const [index, article] of newest.entries()) {
      const card = cards.nth(index);
      expect(await card.getByRole("heading", { level: 2 }).innerText()).toBe(article.frontmatter.title);
      expect(await card.innerText()).toContain(article.frontmatter.description);
      expect(await card.locator("time").getAttribute("datetime")).toBe(article.frontmatter.date);
      expect(await card.innerText()).toMatch(new RegExp(blog.list.readingTime.replace("{minutes}", "\\d+")));
      // On a phone the first card's picture is the first screen's largest element: it loads at once.
      if (article.frontmatter.image)
        expect(await card.locator("img").getAttribute("loading")).toBe(index === 0 ? "eager" : "lazy");
      for (const service of article.frontmatter.services)
        expect((await card.innerText()).toLowerCase()).toContain(service.replace("-", " "));
    }
    // One page of articles: no pagination, and no second page.
    expect(await page.getByRole("navigation", { name: blog.list.paginationLabel }).count()).toBe(0);
    expect((await request("/blog/2/")).status).toBe(404);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it("links its feed, which holds exactly the published articles with absolute links, newest first", async () => {
    const { text } = await request("/blog/");
    const alternate = /<link[^>]+rel="alternate"[^>]*>/.exec(text)?.[0] ?? "";
    expect(alternate).toContain('type="application/rss+xml"');
    expect(alternate).toContain(`title="${blog.feedTitle}"`);
    expect(alternate).toContain(`href="${SITE}/blog/rss.xml"`);
    const feed = await request("/blog/rss.xml");
    expect(feed.status).toBe(200);
    const links = [...feed.text.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(([, link]) => link);
    expect(links).toEqual(newest.map((article) => `${SITE}${article.path}`));
    expect(feed.text).not.toMatch(/(?:href|src)="\/(?!\/)/);
  });

  it("is in the sitemap, each article with its own last modification", async () => {
    const { text } = await request("/sitemap.xml");
    expect(text).toContain(`<loc>${SITE}/blog/</loc>`);
    for (const article of newest)
      expect(text).toContain(
        `<loc>${SITE}${article.path}</loc><lastmod>${article.frontmatter.updated ?? article.frontmatter.date}</lastmod>`,
      );
  });
});

describe("every article page", () => {
  const PUBLIC = path.resolve(__dirname, "../../public");
  /** What a page's first load runs: the scripts its loader requests after the first paint, and its template's chunk. */
  const scriptsOf = (articlePath: string) => {
    const html = fs.readFileSync(path.join(PUBLIC, articlePath, "index.html"), "utf8");
    const pageData = JSON.parse(
      fs.readFileSync(path.join(PUBLIC, "page-data", articlePath, "page-data.json"), "utf8"),
    ) as { componentChunkName: string };
    return [/for\(const src of (\[[^\]]*\])\)/.exec(html)?.[1], pageData.componentChunkName];
  };

  it("holds the HTML budget (16 KB brotli) and loads the same scripts as the article the browser gates visit", () => {
    const gated = scriptsOf(BLOG_ROUTES[1]!);
    expect(gated).toEqual([expect.stringContaining("/app-"), "component---src-templates-article-tsx"]);
    const pages = PUBLISHED_ARTICLES.map((article) => {
      const html = fs.readFileSync(path.join(PUBLIC, article.path, "index.html"));
      return [article.path, zlib.brotliCompressSync(html).length <= 16 * 1024, scriptsOf(article.path)];
    });
    expect(pages).toEqual(PUBLISHED_ARTICLES.map((article) => [article.path, true, gated]));
  });
});

describe("an article", () => {
  const article = newest[newest.length - 1]!;

  it("shows its author, dates, reading time, table of contents, services, related articles and a call to action the funnel names", async () => {
    const { page, context, problems } = await openPage(browser, "phone");
    await page.goto(`${baseUrl()}${article.path}`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(article.frontmatter.title);
    const author = team.members.find((member) => member.id === article.frontmatter.author)!;
    expect(await page.getByRole("link", { name: author.name }).first().getAttribute("href")).toBe(author.url);
    expect(await page.locator("article header time").first().getAttribute("datetime")).toBe(article.frontmatter.date);

    // Every entry of the table of contents leads to a heading of the text.
    const toc = page.getByRole("navigation", { name: blog.article.toc });
    const targets = await toc.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(targets.length).toBeGreaterThanOrEqual(3);
    for (const target of targets) expect(await page.locator(`h2${target}, h3${target}`).count()).toBe(1);

    // The text reads as paragraphs: each set apart from the one before (the prose's spacing reaches the
    // HTML made from the Markdown, which sits one element deeper than the prose's own children).
    const gaps = await page
      .locator(`h2${targets[0]}`)
      .evaluate((heading) =>
        [...heading.parentElement!.querySelectorAll(":scope > p + p")].map((paragraph) =>
          Math.round(
            paragraph.getBoundingClientRect().top - paragraph.previousElementSibling!.getBoundingClientRect().bottom,
          ),
        ),
      );
    expect(gaps.length).toBeGreaterThan(0);
    expect(gaps.filter((gap) => gap < 16)).toEqual([]);

    const services = page.getByRole("region", { name: blog.article.services });
    expect(await services.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
      article.frontmatter.services.map((service) => `/${service}/`),
    );

    // Up to three, those sharing more services first, then the newest.
    const expected = relatedArticles(
      { slug: article.slug, date: article.frontmatter.date, services: article.frontmatter.services },
      newest.map((other) => ({ slug: other.slug, date: other.frontmatter.date, services: other.frontmatter.services })),
    ).map((other) => `/blog/${other.slug}/`);
    expect(expected.length).toBeGreaterThan(0);
    expect(await cardLinks(page, `section[aria-labelledby="related-title"]`)).toEqual(expected);

    // The closing button and every link of the text to the contact page count as the article's call to action.
    const toContact = page.locator('article a[href="/contacto/"]');
    expect(await toContact.evaluateAll((links) => links.map((link) => link.getAttribute("data-cta")))).toEqual(
      Array.from({ length: await toContact.count() }, () => "article.contact"),
    );
    expect(await toContact.count()).toBeGreaterThan(0);
    expect(await page.getByRole("link", { name: blog.cta.action.label }).getAttribute(CTA_ATTRIBUTE)).toBe(
      "article.contact",
    );
    // The article's picture is the first screen's largest element: loaded at once; the cards' are lazy.
    expect(await page.locator("article > div img").first().getAttribute("loading")).toBe("eager");
    const related = page.locator('section[aria-labelledby="related-title"] img');
    expect(await related.count()).toBeGreaterThan(0);
    expect(
      new Set(await related.evaluateAll((images) => images.map((image) => image.getAttribute("loading")))),
    ).toEqual(new Set(["lazy"]));
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it.each(newest.map((each) => each.path))(
    "%s has its own sharing card and BlogPosting + BreadcrumbList data with 0 errors and 0 warnings",
    async (path) => {
      const { text } = await request(path);
      const meta = (property: string) =>
        new RegExp(`<meta[^>]+(?:property|name)="${property}"[^>]+content="([^"]*)"`).exec(text)?.[1];
      expect(meta("og:type")).toBe("article");
      expect(meta("article:published_time")).toBe(byPath(path).frontmatter.date);
      expect(meta("og:image:width")).toBe("1200");
      expect(meta("og:image:height")).toBe("630");
      const report = validateStructuredData(text);
      expect(describeIssues(report.issues)).toEqual([]);
      const posting = report.extracted.jsonld.BlogPosting?.[0];
      expect(posting?.headline).toBe(byPath(path).frontmatter.title);
      expect(report.extracted.jsonld.BreadcrumbList).toHaveLength(1);
    },
  );
});

describe("a picture in an article's text", () => {
  const markdownImage = /!\[([^\]]+)\]\([^)]+\)/;
  const withPicture = PUBLISHED_ARTICLES.find((each) => markdownImage.test(each.body));

  it("goes through the site's image pipeline: AVIF and WebP at several widths, lazy, its box reserved before it loads", async () => {
    expect(withPicture).toBeDefined();
    const { page, context, problems } = await openPage(browser, "phone");
    await page.goto(`${baseUrl()}${withPicture!.path}`);
    const wrapper = page.locator("article .gatsby-resp-image-wrapper");
    expect(await wrapper.count()).toBe(1);
    const sources = wrapper.locator("picture source");
    expect(await sources.evaluateAll((each) => each.map((source) => source.getAttribute("type")))).toEqual(
      expect.arrayContaining(["image/avif", "image/webp"]),
    );
    expect((await sources.first().getAttribute("srcset"))!.split(",").length).toBeGreaterThan(1);
    const image = wrapper.locator("img");
    expect(await image.getAttribute("loading")).toBe("lazy");
    expect(await image.getAttribute("alt")).toBe(markdownImage.exec(withPicture!.body)![1]);
    // Its box has the picture's proportions before a byte of it arrives: nothing below it moves.
    const before = (await wrapper.boundingBox())!;
    await image.scrollIntoViewIfNeeded();
    await image.evaluate(
      (element: HTMLImageElement) =>
        new Promise((resolve) => (element.complete ? resolve(true) : element.addEventListener("load", resolve))),
    );
    const loaded = await image.evaluate((element: HTMLImageElement) => ({
      path: new URL(element.currentSrc).pathname,
      ratio: element.naturalHeight / element.naturalWidth,
    }));
    expect(loaded.path).toMatch(/^\/static\/.+\.avif$/);
    expect(before.height / before.width).toBeCloseTo(loaded.ratio, 2);
    expect((await wrapper.boundingBox())!.height).toBe(before.height);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});

describe("the blog on other pages", () => {
  it("the home page shows the latest three articles, newest first", async () => {
    const { page, context } = await openPage(browser, "desktop");
    await page.goto(`${baseUrl()}/`);
    const section = `section[aria-labelledby="blog-title"]`;
    expect(await page.locator(`${section} h2`).first().innerText()).toBe(blog.homeSection.title);
    expect(await cardLinks(page, section)).toEqual(newest.slice(0, 3).map((article) => article.path));
    await context.close();
  });

  it.each(["inteligencia-artificial", "marketing-digital"])(
    "/%s/ shows its own latest articles, newest first",
    async (service) => {
      const { page, context } = await openPage(browser, "desktop");
      await page.goto(`${baseUrl()}/${service}/`);
      const expected = newest
        .filter((article) => (article.frontmatter.services as readonly string[]).includes(service))
        .slice(0, 3)
        .map((article) => article.path);
      expect(expected.length).toBeGreaterThan(0);
      expect(await cardLinks(page, `section[aria-labelledby="blog-title"]`)).toEqual(expected);
      await context.close();
    },
  );

  it("the footer links the blog outside its «Navegación» column, which keeps the specification's five links", async () => {
    const { text } = await request("/contacto/");
    const document = parseDocument(text);
    const footer = DomUtils.findOne((element) => element.name === "footer", document.children)!;
    const column = DomUtils.findOne((element) => element.attribs["aria-labelledby"] === "footer-navigation", [footer]);
    const columnLinks = DomUtils.findAll((element) => element.name === "a", column ? [column] : []).map(
      (link) => link.attribs.href,
    );
    expect(columnLinks).toEqual(site.navigation.map((link) => link.to));
    const blogLinks = DomUtils.findAll(
      (element) => element.name === "a" && element.attribs.href === "/blog/",
      [footer],
    );
    expect(blogLinks.map((link) => DomUtils.textContent(link))).toEqual([blog.footerLink]);
  });
});
