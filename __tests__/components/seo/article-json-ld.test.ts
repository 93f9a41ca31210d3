/**
 * @jest-environment node
 *
 * The article page's JSON-LD, validated as a page carries it by @adobe/structured-data-validator (after
 * @marbec/web-auto-extractor finds it in the HTML) against schema.org 30.0, offline: 0 errors and 0 warnings.
 * Each validation is a Node process of its own (__tests__/support/structured-data-check.mjs).
 */
import path from "node:path";
import blog from "../../../content/blog.json";
import site from "../../../content/site.json";
import team from "../../../content/team.json";
import { ARTICLE_SERVICE_LABELS } from "../../../content-model/article";
import { readPublishedArticles } from "../../../gatsby/published-articles";
import { articleJsonLd, type ArticleJsonLdInput, type JsonLd } from "../../../src/components/seo/article-json-ld";
import { describeIssues, jsonLdPage, validateStructuredData } from "../../support/structured-data";

const SITE = "https://www.azahardigital.example";
const CONTENT = path.resolve(__dirname, "../../../content");

/** The shipped articles as the article template hands them to articleJsonLd. */
function shippedInputs(): ArticleJsonLdInput[] {
  return readPublishedArticles(CONTENT, new Date("2026-11-27T12:00:00Z")).map(({ path: articlePath, frontmatter }) => {
    const author = team.members.find((member) => member.id === frontmatter.author)!;
    const picture = path.basename(frontmatter.image ?? "portada.png", ".png");
    return {
      path: articlePath,
      title: frontmatter.title,
      description: frontmatter.description,
      datePublished: frontmatter.date,
      dateModified: frontmatter.updated ?? null,
      author: { name: author.name, url: author.url },
      publisher: { name: site.brand.name, logoUrl: "/static/5e1f/og-default.png" },
      images: [
        { url: `/static/9a8b/${picture}-1200x630.png`, width: 1200, height: 630 },
        { url: `/static/9a8b/${picture}-1200x900.png`, width: 1200, height: 900 },
        { url: `/static/9a8b/${picture}-1200x1200.png`, width: 1200, height: 1200 },
      ],
      section: frontmatter.category,
      keywords: frontmatter.services.map((service) => ARTICLE_SERVICE_LABELS[service] ?? service),
      labels: { home: blog.article.home, blog: blog.article.blog },
    };
  });
}

const [chatbot] = shippedInputs().filter((input) => input.path.includes("chatbot"));
const validate = (objects: readonly object[]) => validateStructuredData(jsonLdPage(objects));

describe("the article page's JSON-LD", () => {
  it("passes the validator with 0 errors and 0 warnings for every shipped article", () => {
    const inputs = shippedInputs();
    expect(inputs).toHaveLength(3);
    const report = validate(inputs.flatMap((input) => articleJsonLd(input, SITE)));
    expect(describeIssues(report.issues)).toEqual([]);
    // The validator saw them all: an extractor that found nothing would also report nothing.
    expect(report.extracted.jsonld.BlogPosting).toHaveLength(3);
    expect(report.extracted.jsonld.BreadcrumbList).toHaveLength(3);
    expect(report.extracted.errors ?? []).toEqual([]);
  });

  it("describes the article: headline, description, absolute images, Madrid dates, author, agency, page and language", () => {
    const [posting] = articleJsonLd(chatbot!, SITE);
    const url = `${SITE}/blog/chatbot-con-los-documentos-de-tu-empresa/`;
    expect(posting).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      "@id": `${url}#articulo`,
      url,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      headline: "Un chatbot que responde con los documentos de tu empresa",
      description: chatbot!.description,
      image: [
        { "@type": "ImageObject", url: `${SITE}/static/9a8b/ai-automation-1200x630.png`, width: 1200, height: 630 },
        { "@type": "ImageObject", url: `${SITE}/static/9a8b/ai-automation-1200x900.png`, width: 1200, height: 900 },
        { "@type": "ImageObject", url: `${SITE}/static/9a8b/ai-automation-1200x1200.png`, width: 1200, height: 1200 },
      ],
      datePublished: "2026-11-12T09:00:00+01:00",
      dateModified: "2026-11-12T09:00:00+01:00",
      author: { "@type": "Person", name: "Equipo de Azahar Digital", url: `${SITE}/sobre-nosotros/#equipo` },
      publisher: {
        "@type": "ProfessionalService",
        "@id": `${SITE}/#agencia`,
        name: "Azahar Digital",
        url: `${SITE}/`,
        logo: { "@type": "ImageObject", url: `${SITE}/static/5e1f/og-default.png` },
      },
      inLanguage: "es-ES",
      articleSection: "Inteligencia artificial",
      keywords: "Inteligencia Artificial",
    });
  });

  it("writes any ISO date with Madrid's offset for that day, winter or summer", () => {
    const [posting] = articleJsonLd(
      { ...chatbot!, datePublished: "2026-03-29T00:30:00Z", dateModified: "2026-07-01T08:15:00.000Z" },
      SITE,
    );
    expect(posting.datePublished).toBe("2026-03-29T01:30:00+01:00");
    expect(posting.dateModified).toBe("2026-07-01T10:15:00+02:00");
  });

  it("leads from the home page through the blog to the article", () => {
    const [, breadcrumbs] = articleJsonLd(chatbot!, `${SITE}/`);
    expect(breadcrumbs).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Inicio", item: `${SITE}/` },
        { "@type": "ListItem", position: 2, name: "Blog", item: `${SITE}/blog/` },
        {
          "@type": "ListItem",
          position: 3,
          name: "Un chatbot que responde con los documentos de tu empresa",
          item: `${SITE}/blog/chatbot-con-los-documentos-de-tu-empresa/`,
        },
      ],
    });
  });

  it("keeps absolute URLs as they are and leaves out what the article does not have", () => {
    const [posting] = articleJsonLd(
      {
        ...chatbot!,
        author: { name: "Lucía Romero", url: "https://www.linkedin.com/in/lucia-romero" },
        publisher: { name: "Azahar Digital" },
        images: [{ url: "https://cdn.example.org/portada.png" }],
        section: null,
        keywords: [" "],
      },
      SITE,
    );
    expect(posting.author).toEqual({
      "@type": "Person",
      name: "Lucía Romero",
      url: "https://www.linkedin.com/in/lucia-romero",
    });
    expect(posting.image).toEqual([{ "@type": "ImageObject", url: "https://cdn.example.org/portada.png" }]);
    expect(posting.publisher).not.toHaveProperty("logo");
    expect(posting).not.toHaveProperty("articleSection");
    expect(posting).not.toHaveProperty("keywords");
    expect(describeIssues(validate([posting]).issues)).toEqual([]);
  });
});

describe("the validation gate", () => {
  const [posting, breadcrumbs] = articleJsonLd(chatbot!, SITE);
  const without = (object: JsonLd, key: string) =>
    Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));
  const messages = (objects: readonly object[]) => describeIssues(validate(objects).issues);

  it("reports a BlogPosting without a headline or with dates that are not ISO date-times with an offset", () => {
    expect(messages([without(posting, "headline")])).toEqual([
      'WARNING BlogPosting: Missing field "headline" (optional)',
    ]);
    expect(messages([{ ...posting, datePublished: "12/11/2026", dateModified: "2026-11-12T09:00:00" }])).toEqual([
      'WARNING BlogPosting: "datePublished" must be an ISO 8601 date and time with its offset; it is "12/11/2026"',
      'WARNING BlogPosting: "dateModified" must be an ISO 8601 date and time with its offset; it is "2026-11-12T09:00:00"',
    ]);
  });

  it("reports what schema.org does not define: a misspelt property or type", () => {
    expect(messages([{ ...posting, autor: posting.author }])).toEqual([
      'WARNING BlogPosting: Property "autor" for type "BlogPosting" is not supported by the schema.org specification',
    ]);
    expect(messages([{ ...posting, "@type": "BlogPost" }])).toEqual([
      'ERROR BlogPost: Type "BlogPost" is not a valid schema.org type',
    ]);
  });

  it("reports an author without a name and a breadcrumb without positions or a second step", () => {
    expect(messages([{ ...posting, author: { "@type": "Person", url: `${SITE}/sobre-nosotros/#equipo` } }])).toContain(
      'ERROR BlogPosting: Required attribute "name" is missing',
    );
    const items = breadcrumbs.itemListElement as JsonLd[];
    expect(messages([{ ...breadcrumbs, itemListElement: items.map((item) => without(item, "position")) }])).toContain(
      'ERROR BreadcrumbList: Required attribute "position" is missing',
    );
    expect(messages([{ ...breadcrumbs, itemListElement: items.slice(0, 1) }])).toEqual([
      "WARNING BreadcrumbList: At least two ListItems are required",
    ]);
  });

  it("reports JSON-LD that is not JSON", () => {
    const page = jsonLdPage([posting]).replace("</script>", ",</script>");
    expect(describeIssues(validateStructuredData(page).issues)).toEqual(["ERROR jsonld: Could not parse JSON-LD"]);
  });
});
