/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { openDatabase, type LocalDatabase } from "../../tools/local-backend/db";
import { CASES_PATH } from "../../src/config/case-paths";
import { ARTICLE_PAGE, BLOG_PAGE, CASE_PAGE, FUNNEL_ARTICLE_SLUG } from "../../src/contracts/funnel-page-kinds";
import {
  CONTACT_PATH,
  ctaAttribute,
  FUNNEL_APP_EVENTS,
  FUNNEL_BROWSER_EVENTS,
  FUNNEL_CTAS,
  FUNNEL_DATABASE_EVENTS,
  FUNNEL_PAGES,
} from "../../src/contracts/funnel-names";

jest.setTimeout(60_000);

/**
 * The site's lists of pages, events and calls to action (src/contracts/funnel-names.ts) and the database's
 * (private.funnel_pages/events/ctas) are the same, so a hit the site sends is never refused and nothing
 * else is accepted.
 */
let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase();
});
afterAll(() => db.close());

const list = async (sql: string) => (await db.asOwner<{ name: string }>(sql)).map((row) => row.name);

it("names the same pages as the database: every page file of the site, the blog's and the cases' lists and their kinds, plus /404/ for any other address", async () => {
  await expect(list("select page as name from private.funnel_pages() order by sort")).resolves.toEqual([
    ...FUNNEL_PAGES,
  ]);
  // Every page file is a route of that list (a new page must join the funnel's list and the migration's).
  const pageFiles = fs.readdirSync(path.resolve(__dirname, "../../src/pages")).filter((file) => file.endsWith(".tsx"));
  const routes = pageFiles.map((file) => (file === "index.tsx" ? "/" : `/${file.replace(/\.tsx$/, "")}/`));
  expect([...routes, BLOG_PAGE, ARTICLE_PAGE, CASES_PATH, CASE_PAGE].sort()).toEqual([...FUNNEL_PAGES].sort());
});

it("names the same events as the database, and which side counts each", async () => {
  await expect(
    list("select event as name from private.funnel_events() where reported_by = 'browser' order by event"),
  ).resolves.toEqual([...FUNNEL_BROWSER_EVENTS].sort());
  await expect(
    list("select event as name from private.funnel_events() where reported_by = 'database' order by event"),
  ).resolves.toEqual([...FUNNEL_DATABASE_EVENTS].sort());
  expect(FUNNEL_BROWSER_EVENTS).toEqual(["view", "cta", ...FUNNEL_APP_EVENTS]);
});

it("names the same calls to action as the database", async () => {
  await expect(list("select cta as name from private.funnel_ctas() order by cta")).resolves.toEqual(
    [...FUNNEL_CTAS].sort(),
  );
});

it("admits the same article slugs as the database", async () => {
  const slugs = [
    "chatbot-con-los-documentos-de-tu-empresa",
    "ia-2026",
    "a",
    "x".repeat(80),
    "x".repeat(81),
    "",
    "Mayusculas",
    "con--dos-guiones",
    "-empieza",
    "acaba-",
    "tildes-en-ingeniería",
    "con_guion_bajo",
    "con/barra",
  ];
  const admitted = await db.asOwner<{ slug: string }>(
    "select s as slug from unnest($1::text[]) s where private.funnel_is_article_slug(s) order by 1",
    [slugs],
  );
  expect(admitted.map((row) => row.slug)).toEqual(slugs.filter((slug) => FUNNEL_ARTICLE_SLUG.test(slug)).sort());
  expect(admitted).toHaveLength(4);
});

it("marks a link as a call to action only where it leads to the contact page", () => {
  expect(ctaAttribute("cta.final", CONTACT_PATH)).toEqual({ "data-cta": "cta.final" });
  expect(ctaAttribute("cta.final", "/contacto")).toEqual({ "data-cta": "cta.final" });
  expect(ctaAttribute("cta.final", "/contacto/#formulario")).toEqual({ "data-cta": "cta.final" });
  expect(ctaAttribute("cta.final", "/sobre-nosotros/")).toEqual({});
  expect(ctaAttribute("article.contact", CONTACT_PATH)).toEqual({ "data-cta": "article.contact" });
  expect(ctaAttribute("maxi.enlace", "https://otro.example/contacto/")).toEqual({});
});
