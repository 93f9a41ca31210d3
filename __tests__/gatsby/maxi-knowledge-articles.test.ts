/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { buildKnowledge, readKnowledgeSources } from "../../gatsby/maxi-knowledge";
import {
  ARTICLE_DETAILS,
  articlesSection,
  compactBody,
  EXCERPT_MAX_CHARS,
  KNOWLEDGE_MAX_BYTES,
} from "../../gatsby/maxi-knowledge-articles";
import { readPublishedArticles, type PublishedArticleSource } from "../../gatsby/published-articles";
import { contentWithArticles } from "../support/article-schedule-fixture";

const CONTENT = path.resolve(__dirname, "../../content");
const bytes = (text: string) => Buffer.byteLength(text, "utf8");

describe("the published articles in Maxi's knowledge", () => {
  const dir = contentWithArticles();
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const at = (iso: string) => buildKnowledge(readKnowledgeSources(dir, new Date(iso)));

  it("holds a published article with its title, its route, its description and its body", () => {
    const knowledge = at("2026-11-27T08:59:59Z");
    expect(knowledge).toContain("### Publicado: cómo ordenar las preguntas frecuentes");
    expect(knowledge).toContain("Página: /blog/publicado-de-prueba/. Publicado el 20 de noviembre de 2026.");
    expect(knowledge).toContain("Texto publicado con la palabra granada.");
    expect(knowledge).toContain("#### Un apartado publicado\n\nMás granada.");
  });

  it("never holds a draft or an article dated after the build's clock: not its title, route or text", () => {
    const knowledge = at("2026-11-27T08:59:59Z"); // 09:59:59 in Madrid, a second before 10:00
    for (const absent of [
      "borrador-sobre-agentes",
      "Borrador: agentes de voz",
      "zarzamora",
      "programado-para-las-diez",
      "Programado: informes automáticos",
      "membrillo",
    ])
      expect(knowledge).not.toContain(absent);
  });

  it("holds the scheduled article from its date on, and the draft never", () => {
    for (const now of ["2026-11-27T09:00:00Z", "2026-11-27T09:14:00Z", "2027-06-01T00:00:00Z"]) {
      const knowledge = at(now);
      expect(knowledge).toContain("Página: /blog/programado-para-las-diez/.");
      expect(knowledge).toContain("membrillo");
      expect(knowledge).not.toContain("zarzamora");
    }
  });

  it("reads the build's clock (SITE_BUILD_NOW) when given none, as the build does", () => {
    const saved = process.env.SITE_BUILD_NOW;
    try {
      process.env.SITE_BUILD_NOW = "2026-11-27T09:59:59+01:00";
      expect(buildKnowledge(readKnowledgeSources(dir))).not.toContain("membrillo");
      process.env.SITE_BUILD_NOW = "2026-11-27T10:00:00+01:00";
      expect(buildKnowledge(readKnowledgeSources(dir))).toContain("membrillo");
    } finally {
      if (saved === undefined) delete process.env.SITE_BUILD_NOW;
      else process.env.SITE_BUILD_NOW = saved;
    }
  });

  it("lists them newest first, after the agency's own copy", () => {
    const knowledge = at("2026-11-27T09:00:00Z");
    const order = ["/blog/programado-para-las-diez/", "/blog/publicado-de-prueba/", "/blog/automatizar-tareas"].map(
      (route) => knowledge.indexOf(route),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(knowledge.indexOf("## Artículos del blog")).toBeGreaterThan(knowledge.indexOf("## Aviso legal"));
  });
});

describe("the shipped articles", () => {
  const articles = readPublishedArticles(CONTENT, new Date("2030-01-01T00:00:00Z"));
  const knowledge = buildKnowledge(readKnowledgeSources(CONTENT, new Date("2030-01-01T00:00:00Z")));

  it("are all in the knowledge whole (compact), and the file stays within its budget", () => {
    expect(articles.length).toBeGreaterThanOrEqual(3);
    for (const article of articles) {
      expect(knowledge).toContain(`### ${article.frontmatter.title}\n\nPágina: ${article.path}.`);
      expect(knowledge).toContain(article.frontmatter.description);
      expect(knowledge).toContain(compactBody(article.body));
    }
    expect(bytes(knowledge)).toBeLessThanOrEqual(KNOWLEDGE_MAX_BYTES);
  });

  it("leave no Markdown link, image or HTML of the bodies in the file, so it names only the routes it declares", () => {
    const section = knowledge.slice(knowledge.indexOf("## Artículos del blog"));
    expect(section).not.toMatch(/\]\(|!\[|<[a-z]/);
  });

  it("without any published article, the file is the site's copy alone, with no blog section", () => {
    const before = buildKnowledge(readKnowledgeSources(CONTENT, new Date("2000-01-01T00:00:00Z")));
    expect(before).not.toContain("Artículos del blog");
    expect(before).not.toContain("/blog/");
    expect(knowledge.startsWith(before.trimEnd())).toBe(true);
  });
});

describe("compactBody", () => {
  it("keeps the text and lists; sections become level-4 headings, deeper ones bold lines; links their text", () => {
    const body = [
      'Un párrafo con **negrita**, *cursiva* y [un enlace](/contacto/ "Contacto").',
      "",
      "![Una imagen](./foto.png)",
      "",
      "## Un apartado",
      "",
      "* primero",
      "+ segundo",
      "1. tercero",
      "",
      "### Un subapartado",
      "",
      "> Una cita <em>con HTML</em>.",
      "",
      "---",
      "",
      "```",
      "código",
      "```",
    ].join("\n");
    expect(compactBody(body)).toBe(
      [
        "Un párrafo con negrita, cursiva y un enlace.",
        "",
        "#### Un apartado",
        "",
        "- primero",
        "- segundo",
        "1. tercero",
        "",
        "**Un subapartado**",
        "",
        "Una cita con HTML.",
        "",
        "código",
      ].join("\n"),
    );
  });
});

describe("the knowledge's size budget with many articles", () => {
  const shipped = readPublishedArticles(CONTENT, new Date("2030-01-01T00:00:00Z"));
  /** `count` articles like the shipped ones, a day apart, newest first. */
  const generated = (count: number): PublishedArticleSource[] =>
    Array.from({ length: count }, (_, index) => {
      const model = shipped[index % shipped.length]!;
      const slug = `articulo-generado-${String(index).padStart(3, "0")}`;
      const date = new Date(Date.UTC(2026, 10, 27) - index * 86_400_000).toISOString();
      return {
        ...model,
        slug,
        path: `/blog/${slug}/`,
        frontmatter: { ...model.frontmatter, title: `${model.frontmatter.title} (${index})`, date },
      };
    });
  const withArticles = (articles: PublishedArticleSource[]) => {
    const sources = readKnowledgeSources(CONTENT, new Date("2000-01-01T00:00:00Z"));
    return buildKnowledge({ ...sources, articles });
  };

  it.each([4, 12, 60, 200])(
    "%i articles: every one with its title and route, within the budget, the newest never with less detail",
    (count) => {
      const articles = generated(count);
      const knowledge = withArticles(articles);
      expect(bytes(knowledge)).toBeLessThanOrEqual(KNOWLEDGE_MAX_BYTES);
      for (const article of articles)
        expect(knowledge).toContain(`### ${article.frontmatter.title}\n\nPágina: ${article.path}.`);
      const copy = bytes(withArticles([]));
      const { details, omitted } = articlesSection(articles, KNOWLEDGE_MAX_BYTES - copy - 1);
      expect(omitted).toBe(0);
      const levels = details.map((detail) => ARTICLE_DETAILS.indexOf(detail));
      expect(levels).toEqual([...levels].sort((a, b) => a - b));
    },
  );

  it("keeps the full bodies while they fit, then the sections' titles and an excerpt, then the description", () => {
    const copy = bytes(withArticles([]));
    const budget = KNOWLEDGE_MAX_BYTES - copy - 1;
    expect(articlesSection(generated(3), budget).details).toEqual(["full", "full", "full"]);
    expect(articlesSection(generated(12), budget).details).toContain("outline");
    const outline = withArticles(generated(12));
    const oldest = generated(12).at(-1)!;
    const block = outline.slice(outline.indexOf(`### ${oldest.frontmatter.title}`));
    expect(block).toContain(oldest.frontmatter.description);
    expect(block).toMatch(
      /Apartados: Primero, encontrar las tareas|Apartados: Por qué el clic engaña|Apartados: Qué es/,
    );
    expect(block.length).toBeLessThan(oldest.frontmatter.description.length + EXCERPT_MAX_CHARS + 1_200);
    expect(articlesSection(generated(200), budget).details).toContain("title");
  });

  it("leaves out the oldest only when even their titles do not fit, and says how many", () => {
    const { details, omitted, lines } = articlesSection(generated(50), 2_000);
    expect(omitted).toBeGreaterThan(0);
    expect(details.length + omitted).toBe(50);
    expect(bytes(`${lines.join("\n")}\n`)).toBeLessThanOrEqual(2_000);
  });

  it("leaves room for articles beside the site's copy (at least a quarter of the budget)", () => {
    expect(bytes(withArticles([]))).toBeLessThanOrEqual(KNOWLEDGE_MAX_BYTES * 0.75);
  });
});
