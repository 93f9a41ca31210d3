/** @jest-environment node */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  buildCollector,
  collectorFileName,
  collectorLists,
  funnelArticles,
  funnelEndpoint,
  withFunnelLoader,
} from "../../gatsby/funnel";
import cases from "../../content/cases.json";
import { readPublishedArticles } from "../../gatsby/published-articles";
import { SITE_ROUTES } from "../../src/config/routes";
import { funnelLoaderScript } from "../../src/funnel/loader-script";

/** The collector as the build writes it (esbuild), and where the loader goes. The served file's own size and timing: __tests__/e2e/funnel.e2e.ts. */
const SRC = "/funnel-0123456789abcdef0123.js";

describe("the collector's file", () => {
  // A legacy Supabase anon key is a 208-character JWT (a publishable key is far shorter): the budget
  // holds with the longest.
  const env = {
    supabaseUrl: "https://abcdefghijklmnopqrst.supabase.co",
    supabaseAnonKey: `eyJ${randomBytes(154).toString("base64url").slice(0, 205)}`,
  }; // random: as incompressible as a signed key

  const gzipped = (code: string) => gzipSync(code, { level: 9 }).length;
  // The articles the site ships, as the build publishes them (the samples are published), and its case.
  const shipped = {
    articles: readPublishedArticles(path.resolve(__dirname, "../../content"), new Date("2026-12-01T00:00:00Z")).map(
      (article) => article.slug,
    ),
    cases: cases.items.map((study) => study.slug),
  };

  // 1 KB until the blog (999 B with this key); counting articles adds ~90 B of code and ~25 B per
  // published article's address, the case studies ~30 B of code and ~25 B per case. With a publishable
  // key (46 characters) the site as shipped was 1,020 B before the cases and is 1,054 B with them: 1.05 KB;
  // with the legacy key (random, so a few bytes either way) 1,201 B before and ~1,243 B after: 1.3 KB.
  it("is at most 1.3 KB gzipped with the three shipped articles and the case, with its endpoint, the site's pages, the articles and the case written in", async () => {
    expect(shipped.articles).toHaveLength(3);
    expect(shipped.cases).toHaveLength(1);
    const code = await buildCollector(env, shipped);
    process.stdout.write(
      `funnel collector: ${code.length} B, ${gzipped(code)} B gzipped (${shipped.articles.length} articles, ${shipped.cases.length} case)\n`,
    );
    expect(gzipped(code)).toBeLessThanOrEqual(1300);
    const publishable = await buildCollector({ ...env, supabaseAnonKey: `sb_publishable_${"k".repeat(31)}` }, shipped);
    process.stdout.write(`funnel collector with a publishable key: ${gzipped(publishable)} B gzipped\n`);
    expect(gzipped(publishable)).toBeLessThanOrEqual(1075);
    expect(code).toContain(JSON.stringify(funnelEndpoint(env)));
    expect(code).toContain('"/politica-de-cookies/"');
    expect(code).toContain('"/blog/"');
    expect(code).toContain('"/casos-de-exito/"');
    for (const slug of shipped.articles) expect(code).toContain(`"/blog/${slug}/"`);
    for (const slug of shipped.cases) expect(code).toContain(`"/casos-de-exito/${slug}/"`);
    expect(collectorFileName(code)).toMatch(/^funnel-[0-9a-f]{20}\.js$/);
  });

  it("gives the collector the site's pages and the articles' and cases' addresses; no list while nothing of its kind is published", () => {
    const {
      pages,
      articles,
      cases: studies,
    } = collectorLists({
      articles: ["campanas-medidas-hasta-el-lead"],
      cases: ["un-caso", "otro-caso", "un-caso"],
    });
    expect(articles).toEqual(["/blog/campanas-medidas-hasta-el-lead/"]);
    expect(studies).toEqual(["/casos-de-exito/otro-caso/", "/casos-de-exito/un-caso/"]);
    expect(pages).toEqual([...SITE_ROUTES, "/blog/", "/casos-de-exito/"]);
    expect(collectorLists({ articles: [], cases: [] })).toEqual({ pages: [...SITE_ROUTES], articles: [], cases: [] });
  });

  it("writes in every published article, however many: 200 measured", async () => {
    // Titles' words, so the addresses compress as real ones do (neither all alike nor random).
    const words =
      "como usar inteligencia artificial en tu empresa guia practica para pymes de sevilla campanas google ads meta medir cada lead automatizar facturas atencion al cliente chatbot documentos internos seo local andalucia embudo ventas correo marketing datos informes semanales errores comunes costes reales".split(
        " ",
      );
    const many = Array.from(
      { length: 200 },
      (_, index) =>
        Array.from(
          { length: 4 + (index % 4) },
          (_, word) => words[(index * 7 + word * 13 + word * index) % words.length],
        ).join("-") + `-${index}`,
    );
    const [few, lots] = [await buildCollector(env, shipped), await buildCollector(env, { ...shipped, articles: many })];
    process.stdout.write(
      `funnel collector with 200 articles: ${lots.length} B, ${gzipped(lots)} B gzipped (${((gzipped(lots) - gzipped(few)) / (many.length - shipped.articles.length)).toFixed(1)} B per article)\n`,
    );
    for (const slug of many) expect(lots).toContain(`"/blog/${slug}/"`);
  });

  it("keeps the slugs sorted and once each, and refuses one the database would not admit", () => {
    expect(funnelArticles(["b-articulo", "a-articulo", "b-articulo"])).toEqual(["a-articulo", "b-articulo"]);
    expect(() => funnelArticles(["bien", "Mal_Nombre", "x".repeat(81)])).toThrow(
      /cannot count the articles «Mal_Nombre», «x{81}».* \| es: el embudo no puede contar/,
    );
  });

  it("is loaded by every page the app renders, not by the /servicios/ redirect", () => {
    const page = '<html><body><div id="___gatsby"></div></body></html>';
    const once = withFunnelLoader(page, SRC);
    expect(once).toBe(
      `<html><body><div id="___gatsby"></div><script data-funnel-loader>${funnelLoaderScript(SRC)}</script></body></html>`,
    );
    // A page an incremental build did not render again comes back already processed: one loader, the new one.
    const rebuilt = "/funnel-fedcba9876543210fedc.js";
    expect(withFunnelLoader(once, rebuilt)).toBe(withFunnelLoader(page, rebuilt));
    const redirect =
      '<html><head><meta http-equiv="refresh" content="0;url=/inteligencia-artificial/"></head><body></body></html>';
    expect(withFunnelLoader(redirect, SRC)).toBe(redirect);
  });
});
