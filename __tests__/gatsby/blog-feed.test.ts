/**
 * The blog's feed against the W3C Feed Validation Service's rules for RSS 2.0 (each test names the validator's
 * message, documented at validator.w3.org/feed/docs/), parsed by a real XML parser: jsdom's DOMParser, which is
 * strict (saxes) and namespace-aware, so a feed that is not well-formed or uses an undeclared prefix fails here.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { rssFeed, writeRssFeed, type FeedArticle, type RssFeedInput } from "../../gatsby/blog-feed";
import { ARTICLE_SERVICE_LABELS } from "../../content-model/article";
import { readPublishedArticles } from "../../gatsby/published-articles";
import team from "../../content/team.json";
import blog from "../../content/blog.json";
import { markdownHtml } from "../support/markdown-html";

const SITE = "https://www.azahardigital.example";
const FEED_URL = `${SITE}/blog/rss.xml`;
const NOW = new Date("2026-11-27T12:00:00Z");
const CONTENT = path.resolve(__dirname, "../../content");

const NS = {
  atom: "http://www.w3.org/2005/Atom",
  content: "http://purl.org/rss/1.0/modules/content/",
  dc: "http://purl.org/dc/elements/1.1/",
  media: "http://search.yahoo.com/mrss/",
};

/** The three shipped articles, their bodies turned into HTML as the site's Markdown transformer does. */
function shippedArticles(): FeedArticle[] {
  return readPublishedArticles(CONTENT, NOW).map(({ path: articlePath, frontmatter, body }) => ({
    path: articlePath,
    title: frontmatter.title,
    description: frontmatter.description,
    datePublished: frontmatter.date,
    dateModified: frontmatter.updated ?? null,
    authorName: team.members.find((member) => member.id === frontmatter.author)?.name ?? "",
    categories: [frontmatter.category, ...frontmatter.services.map((service) => ARTICLE_SERVICE_LABELS[service] ?? "")],
    html: markdownHtml(body),
    image: {
      url: "/static/0a1b2c/portada.png",
      width: 1200,
      height: 630,
      alt: frontmatter.imageAlt ?? "",
      type: "image/png",
    },
  }));
}

/** HTML as gatsby-remark-images and friends write it, with everything a feed must not carry as it is. */
const AWKWARD_HTML = [
  `<h2 id="primer-paso"><a href="#primer-paso" aria-hidden="true" class="anchor"><svg viewBox="0 0 16 16"><path d="M4 4h8"></path></svg></a>Primer paso</h2>`,
  `<p>Lee <a href="/inteligencia-artificial/">el servicio</a>, <a href="../otro-articulo/">otro artículo</a>, <a href="//cdn.example.org/x">un recurso</a>, <a href="mailto:hola@azahardigital.example">escríbenos</a> y <a href="javascript:alert(1)">nada</a>.</p>`,
  `<span class="gatsby-resp-image-wrapper" style="position: relative; display: block; max-width: 800px;"><picture><source srcset="/static/abc/foto-400.avif 400w, /static/abc/foto-800.avif 800w" type="image/avif"><img class="gatsby-resp-image-image" src="/static/abc/foto-800.png" srcset="/static/abc/foto-400.png 400w, /static/abc/foto-800.png 800w" sizes="(max-width: 800px) 100vw, 800px" alt="Un panel" loading="lazy" decoding="async" style="width:100%"></picture></span>`,
  `<blockquote cite="/fuentes/"><p>Cita</p></blockquote>`,
  `<pre><code>if (a[b[0]]>c) { return "]]>"; }</code></pre>`,
  `<p onclick="steal()">Fin]]>del texto con un control\u0007 y una imagen <img src="grafico.png" alt="Gráfico"></p>`,
  `<script>document.write("x")</script><style>p{color:red}</style><iframe src="https://tracker.example"></iframe>`,
].join("\n");

const awkwardArticle: FeedArticle = {
  path: "/blog/un-articulo-con-de-todo/",
  title: "Preguntas & respuestas <sobre> la IA",
  description: "Una descripción con «comillas» & un ampersand para comprobar que el XML sigue siendo válido.",
  datePublished: "2026-11-20T10:00:00+01:00",
  dateModified: "2026-11-25T18:30:00+01:00",
  authorName: "Equipo de Azahar Digital",
  categories: ["Inteligencia artificial", "Inteligencia Artificial", " ", "Automatización"],
  html: AWKWARD_HTML,
  image: { url: "/static/abc/portada.jpg", width: 1200, height: 630, alt: "Portada", type: "image/jpeg" },
};

const input = (articles: readonly FeedArticle[]): RssFeedInput => ({
  siteUrl: SITE,
  title: blog.feedTitle,
  description: blog.seo.description,
  articles,
});

/** The feed through a strict XML parser: a parse error fails the test with the parser's message. */
function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  const error = document.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent ?? ""}`);
  return document;
}

const children = (parent: Element, name: string, ns: string | null = null) =>
  [...parent.children].filter((child) => child.localName === name && child.namespaceURI === ns);
const child = (parent: Element, name: string, ns: string | null = null) => children(parent, name, ns)[0];
/** An element's attributes as a plain object (jest-dom's matchers take HTML elements only, not XML ones). */
const attributes = (element: Element | undefined): Record<string, string | null> =>
  Object.fromEntries((element?.getAttributeNames() ?? []).map((name) => [name, element!.getAttribute(name)]));
const text = (parent: Element, name: string, ns: string | null = null) => child(parent, name, ns)?.textContent ?? "";

function feed(articles: readonly FeedArticle[] = [...shippedArticles(), awkwardArticle]) {
  const xml = rssFeed(input(articles));
  const document = parse(xml);
  const channel = document.documentElement.getElementsByTagName("channel")[0]!;
  return { xml, document, channel, items: children(channel, "item") };
}

/** The validator's ContainsRelRef check (a href, img src), widened to every URL attribute a reader loads. */
function relativeUrls(html: string): string[] {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  const urls = [...body.querySelectorAll("[href], [src], [cite], [srcset]")].flatMap((element) => [
    ...["href", "src", "cite"].flatMap((name) => (element.hasAttribute(name) ? [element.getAttribute(name)!] : [])),
    ...(element.getAttribute("srcset") ?? "")
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
      .filter(Boolean),
  ]);
  return urls.filter((url) => !/^(https?:\/\/[^/]|mailto:|tel:)/.test(url));
}

// The validator's pattern for RFC 822 dates as RFC 2822 writes them (rfc822.rfc2822_re in its source).
const RFC2822 =
  /^((Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?\d\d? (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d\d:\d\d(:\d\d)? ([+-]?\d\d[03]0|UT|GMT|EST|EDT|CST|CDT|MST|MDT|PST|PDT|Z)$/;
const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

describe("the blog's RSS feed", () => {
  it("is well-formed XML, RSS 2.0, with every prefix it uses declared under its usual name (NonstdPrefix)", () => {
    const { document, xml } = feed();
    const rss = document.documentElement;
    expect(rss.localName).toBe("rss");
    expect(attributes(rss)).toEqual({
      version: "2.0",
      ...Object.fromEntries(Object.entries(NS).map(([prefix, uri]) => [`xmlns:${prefix}`, uri])),
    });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    // The parser really refuses what is not XML: an undeclared prefix and an unclosed element.
    expect(() => parse(xml.replace(' xmlns:dc="http://purl.org/dc/elements/1.1/"', ""))).toThrow(/not well-formed/);
    expect(() => parse(xml.replace("</channel>", ""))).toThrow(/not well-formed/);
  });

  it("has the channel's required elements and its language (MissingTitle, MissingLink, MissingDescription, MissingDCLanguage)", () => {
    const { channel } = feed();
    expect(text(channel, "title")).toBe("Blog de Azahar Digital");
    expect(text(channel, "link")).toBe(`${SITE}/blog/`);
    expect(text(channel, "description")).toBe(blog.seo.description);
    expect(text(channel, "language")).toBe("es-ES");
  });

  it("says where it lives, matching its own URL (MissingAtomSelfLink, SelfDoesntMatchLocation)", () => {
    const { channel } = feed();
    const self = children(channel, "link", NS.atom).filter((link) => link.getAttribute("rel") === "self");
    expect(self).toHaveLength(1);
    expect(attributes(self[0])).toEqual({ href: FEED_URL, rel: "self", type: "application/rss+xml" });
  });

  it("holds every published article, newest first, each with a full link (ItemMustContainTitleOrDescription, InvalidFullLink)", () => {
    const { items } = feed();
    expect(items.map((item) => text(item, "link"))).toEqual([
      `${SITE}/blog/un-articulo-con-de-todo/`,
      `${SITE}/blog/automatizar-tareas-repetitivas-de-un-departamento/`,
      `${SITE}/blog/campanas-medidas-hasta-el-lead/`,
      `${SITE}/blog/chatbot-con-los-documentos-de-tu-empresa/`,
    ]);
    for (const item of items) {
      expect(text(item, "title")).not.toBe("");
      expect(text(item, "description")).not.toBe("");
      expect(() => new URL(text(item, "link"))).not.toThrow();
    }
  });

  it("gives each item a permalink guid, unique in the feed (MissingGuid, InvalidHttpGUID, DuplicateValue)", () => {
    const { items } = feed();
    const guids = items.map((item) => child(item, "guid")!);
    for (const [index, guid] of guids.entries()) {
      expect(attributes(guid)).toEqual({ isPermaLink: "true" });
      const { textContent } = guid;
      expect(textContent).toBe(text(items[index]!, "link"));
      expect(textContent).toMatch(/^https:\/\/[^/]/);
    }
    expect(new Set(guids.map((guid) => guid.textContent)).size).toBe(guids.length);
  });

  it("dates items and the channel in RFC 822 with the right day names (InvalidRFC2822Date, IncorrectDOW, ImplausibleDate)", () => {
    const { items, channel } = feed();
    const dates = [text(channel, "lastBuildDate"), ...items.map((item) => text(item, "pubDate"))];
    for (const date of dates) {
      expect(date).toMatch(RFC2822);
      const parsed = new Date(date);
      expect(date.slice(0, 3)).toBe(DAY_NAMES[parsed.getUTCDay()]);
      expect(parsed.getUTCFullYear()).toBeGreaterThanOrEqual(1990);
      expect(parsed.getTime()).toBeLessThanOrEqual(NOW.getTime() + 86_400_000);
    }
    expect(text(items[0]!, "pubDate")).toBe("Fri, 20 Nov 2026 09:00:00 GMT");
    expect(text(items[3]!, "pubDate")).toBe("Thu, 12 Nov 2026 08:00:00 GMT");
    // lastBuildDate is the latest change: the awkward article's edit, not the build's clock.
    expect(text(channel, "lastBuildDate")).toBe("Wed, 25 Nov 2026 17:30:00 GMT");
  });

  it("puts the description before the full text (NeedDescriptionBeforeContent)", () => {
    for (const item of feed().items) {
      const names = [...item.children].map((element) => element.tagName);
      expect(names.indexOf("description")).toBeGreaterThanOrEqual(0);
      expect(names.indexOf("description")).toBeLessThan(names.indexOf("content:encoded"));
    }
  });

  it("carries each article's full HTML in content:encoded", () => {
    const { items } = feed();
    const chatbot = items[3]!;
    const html = text(chatbot, "encoded", NS.content);
    expect(html).toContain("<h2>");
    expect(html).toContain("Una clínica dental recibe por WhatsApp las mismas preguntas cada semana");
    expect(html.length).toBeGreaterThan(4000);
  });

  it("leaves no relative URL in content:encoded (ContainsRelRef)", () => {
    const { items } = feed();
    for (const item of items) expect(relativeUrls(text(item, "encoded", NS.content))).toEqual([]);
    // The check sees what it must: the shipped articles' own links are site-relative before the feed rewrites them.
    expect(relativeUrls(shippedArticles()[0]!.html)).toEqual(["/inteligencia-artificial/", "/contacto/"]);
    expect(relativeUrls(AWKWARD_HTML)).toEqual(
      expect.arrayContaining(["#primer-paso", "/inteligencia-artificial/", "../otro-articulo/", "grafico.png"]),
    );
  });

  it("rewrites every site-relative or relative link, image and srcset to an absolute URL", () => {
    const html = text(feed().items[0]!, "encoded", NS.content);
    const body = new DOMParser().parseFromString(html, "text/html").body;
    const hrefs = [...body.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([
      `${SITE}/blog/un-articulo-con-de-todo/#primer-paso`,
      `${SITE}/inteligencia-artificial/`,
      `${SITE}/blog/otro-articulo/`,
      "https://cdn.example.org/x",
      "mailto:hola@azahardigital.example",
      null,
    ]);
    const [photo, chart] = [...body.querySelectorAll("img")];
    expect(attributes(photo)).toEqual({
      src: `${SITE}/static/abc/foto-800.png`,
      srcset: `${SITE}/static/abc/foto-400.png 400w, ${SITE}/static/abc/foto-800.png 800w`,
      alt: "Un panel",
    });
    expect(attributes(chart)).toEqual({ src: `${SITE}/blog/un-articulo-con-de-todo/grafico.png`, alt: "Gráfico" });
    expect(attributes(body.querySelector("blockquote") ?? undefined)).toEqual({ cite: `${SITE}/fuentes/` });
    const shipped = text(feed().items[1]!, "encoded", NS.content);
    expect(shipped).toContain(`href="${SITE}/contacto/"`);
  });

  it("keeps only HTML the validator accepts as safe (NotHtml, SecurityRisk, SecurityRiskAttr, DangerousStyleAttr)", () => {
    const html = text(feed().items[0]!, "encoded", NS.content);
    const body = new DOMParser().parseFromString(html, "text/html").body;
    for (const refused of ["script", "style", "svg", "iframe", "picture", "source", "path"]) {
      expect(body.querySelectorAll(refused)).toHaveLength(0);
    }
    const names = [...body.querySelectorAll("*")].flatMap((element) => element.getAttributeNames());
    for (const refused of ["style", "class", "onclick", "aria-hidden", "loading", "decoding", "sizes"]) {
      expect(names).not.toContain(refused);
    }
    expect(html).not.toContain("document.write");
    expect(attributes(body.querySelector("img") ?? undefined)).toMatchObject({ alt: "Un panel" });
  });

  it('survives "]]>" and control characters in the HTML: the content:encoded section ends where it should', () => {
    const { xml, items } = feed([awkwardArticle]);
    const html = text(items[0]!, "encoded", NS.content);
    expect(html).toContain('return "]]&gt;"');
    expect(html).toContain("Fin]]&gt;del texto con un control y una imagen");
    expect(xml).not.toContain("\u0007");
  });

  it("escapes text with hexadecimal references (CharacterData) and drops blank or repeated categories", () => {
    const { xml, items } = feed([awkwardArticle]);
    const [item] = items;
    expect(text(item!, "title")).toBe("Preguntas & respuestas <sobre> la IA");
    expect(xml).toContain("<title>Preguntas &#x26; respuestas &#x3C;sobre&#x3E; la IA</title>");
    expect(xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, "")).not.toMatch(/&(amp|lt|gt|quot);/);
    expect(text(item!, "description")).toContain("«comillas» & un ampersand");
    expect(children(item!, "category").map((category) => category.textContent)).toEqual([
      "Inteligencia artificial",
      "Automatización",
    ]);
  });

  it("names the author with dc:creator, never <author>, which must be an e-mail address (InvalidContact, MissingRealName)", () => {
    for (const item of feed().items) {
      expect(children(item, "author")).toHaveLength(0);
      expect(text(item, "creator", NS.dc)).toBe("Equipo de Azahar Digital");
    }
  });

  it("describes the image with Media RSS only when it is valid, and never with an enclosure that lacks its length", () => {
    const [item] = feed([awkwardArticle]).items;
    const media = children(item!, "content", NS.media);
    expect(media).toHaveLength(1);
    expect(attributes(media[0])).toEqual({
      url: `${SITE}/static/abc/portada.jpg`,
      medium: "image",
      type: "image/jpeg",
      width: "1200",
      height: "630",
    });
    expect(text(media[0]!, "description", NS.media)).toBe("Portada");
    expect(children(item!, "enclosure")).toHaveLength(0);

    const broken = [
      { ...awkwardArticle, image: { ...awkwardArticle.image!, width: 0 } },
      { ...awkwardArticle, image: { ...awkwardArticle.image!, height: 1.5 } },
      { ...awkwardArticle, image: { ...awkwardArticle.image!, url: "javascript:alert(1)" } },
      { ...awkwardArticle, image: null },
    ];
    for (const article of broken) expect(children(feed([article]).items[0]!, "content", NS.media)).toHaveLength(0);
    const badType = feed([{ ...awkwardArticle, image: { ...awkwardArticle.image!, type: "jpeg" } }]).items[0]!;
    expect(attributes(child(badType, "content", NS.media))).not.toHaveProperty("type");
    expect(attributes(child(badType, "content", NS.media))).toHaveProperty("url");
  });

  it("is a valid feed with no article: a channel without items or lastBuildDate", () => {
    const { channel, items } = feed([]);
    expect(items).toHaveLength(0);
    expect(children(channel, "lastBuildDate")).toHaveLength(0);
    expect(text(channel, "title")).toBe("Blog de Azahar Digital");
  });

  it("gives the same bytes for the same articles, and takes a site URL with a trailing slash", () => {
    const articles = shippedArticles();
    expect(rssFeed(input(articles))).toBe(rssFeed(input([...articles].reverse())));
    expect(rssFeed({ ...input(articles), siteUrl: `${SITE}/` })).toBe(rssFeed(input(articles)));
  });

  it("is written to public/blog/rss.xml", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "feed-"));
    const file = await writeRssFeed(publicDir, input(shippedArticles()));
    expect(file).toBe(path.join(publicDir, "blog", "rss.xml"));
    expect(fs.readFileSync(file, "utf8")).toBe(rssFeed(input(shippedArticles())));
  });
});
