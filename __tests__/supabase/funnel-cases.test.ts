/** @jest-environment node */
import { openDatabase, type LocalDatabase } from "../../tools/local-backend/db";
import { sqlState } from "../support/database";
import { beaconFrom, funnelHit } from "../support/funnel";

jest.setTimeout(120_000);

/**
 * The case studies in the funnel, on the real migrations (PGlite): a case is the page kind
 * "/casos-de-exito/:slug/" plus its slug, counted like an article (funnel-articles.test.ts) but apart
 * from the articles: a case may share an article's slug, and the daily bound on new slugs counts each kind
 * on its own. A case's views and its clicks to contact reach the figures and the Monday e-mail.
 */
const CASE = "reformas-guadalquivir-coste-por-lead";
const OTHER = "clinica-dental-triana-citas";
const KIND = "/casos-de-exito/:slug/";
const ARTICLE_KIND = "/blog/:slug/";

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.asOwner("delete from private.funnel_counts");
  await db.asOwner("delete from private.funnel_flood");
  await db.asOwner("delete from private.funnel_articles");
});

let clients = 0;
/** Each hit from its own address, so no flood bound is near. */
const hitState = (hit: unknown) => sqlState(funnelHit(db, hit, beaconFrom(`192.0.2.${(clients++ % 250) + 1}`)));
const caseView = (slug: unknown) => ({ p: KIND, a: slug, e: "view", d: "phone" });
const counts = (page: string) =>
  db.asOwner<{ article: string; event: string; cta: string; hits: number }>(
    "select article, event, cta, hits from private.funnel_counts where page = $1 order by 1, 2, 3",
    [page],
  );
const known = async () =>
  (
    await db.asOwner<{ page: string; slug: string }>("select page, slug from private.funnel_articles order by 1, 2")
  ).map((row) => `${row.page} ${row.slug}`);

describe("a case's hit", () => {
  it("is counted per slug under the case kind, its clicks to contact with it, and apart from an article of the same slug", async () => {
    for (const hit of [
      caseView(CASE),
      caseView(CASE),
      { p: KIND, a: CASE, e: "cta", c: "case.contact" },
      caseView(OTHER),
      { p: "/casos-de-exito/", e: "view", d: "desktop" },
      { p: ARTICLE_KIND, a: CASE, e: "view", d: "desktop" },
    ]) {
      await expect(hitState(hit)).resolves.toBe("ok");
    }
    expect(await counts(KIND)).toEqual([
      { article: OTHER, event: "view", cta: "", hits: 1 },
      { article: CASE, event: "cta", cta: "case.contact", hits: 1 },
      { article: CASE, event: "view", cta: "", hits: 2 },
    ]);
    expect(await counts(ARTICLE_KIND)).toEqual([{ article: CASE, event: "view", cta: "", hits: 1 }]);
    expect(await counts("/casos-de-exito/")).toEqual([{ article: "", event: "view", cta: "", hits: 1 }]);
    expect(await known()).toEqual([`${ARTICLE_KIND} ${CASE}`, `${KIND} ${OTHER}`, `${KIND} ${CASE}`].sort());
  });

  it.each<[string, unknown]>([
    ["no slug", { p: KIND, e: "view", d: "phone" }],
    ["capitals", caseView("Reformas")],
    ["a slash", caseView("../contacto")],
    ["81 characters", caseView("a".repeat(81))],
    ["a slug on the list", { p: "/casos-de-exito/", a: CASE, e: "view", d: "phone" }],
    ["a case's address as the page", { p: `/casos-de-exito/${CASE}/`, e: "view", d: "phone" }],
  ])("is refused (400) with %s, and nothing is counted or admitted", async (_what, hit) => {
    await expect(hitState(hit)).resolves.toBe("22023");
    expect(await counts(KIND)).toEqual([]);
    expect(await known()).toEqual([]);
  });
});

describe("the daily bound on new slugs", () => {
  it("counts the cases apart from the articles: a day of ten new articles still admits ten new cases, not an 11th", async () => {
    for (let index = 1; index <= 10; index += 1)
      await expect(hitState({ p: ARTICLE_KIND, a: `articulo-${index}`, e: "view", d: "phone" })).resolves.toBe("ok");
    for (let index = 1; index <= 10; index += 1) await expect(hitState(caseView(`caso-${index}`))).resolves.toBe("ok");
    await expect(hitState(caseView("caso-11"))).resolves.toBe("PT429");
    await expect(hitState({ p: ARTICLE_KIND, a: "articulo-11", e: "view", d: "phone" })).resolves.toBe("PT429");
    // A known case is still counted past the bound.
    await expect(hitState({ p: KIND, a: "caso-3", e: "cta", c: "case.contact" })).resolves.toBe("ok");
    expect((await counts(KIND)).filter((row) => row.article === "caso-11")).toEqual([]);
  });
});

describe("the figures and the Monday e-mail", () => {
  async function aWeekOfCases() {
    for (const hit of [
      ...Array.from({ length: 4 }, () => caseView(CASE)),
      { p: KIND, a: CASE, e: "cta", c: "case.contact" },
      { p: KIND, a: CASE, e: "cta", c: "nav.contacto" },
      { p: KIND, a: CASE, e: "cta", c: "maxi.abrir" }, // opens Maxi: not a click to contact
      caseView(OTHER),
      { p: "/casos-de-exito/", e: "view", d: "desktop" },
      { p: ARTICLE_KIND, a: "un-articulo", e: "view", d: "desktop" },
    ]) {
      await expect(hitState(hit)).resolves.toBe("ok");
    }
  }

  it("gives npm run funnel the most viewed cases with their clicks to contact, and the cases' pages", async () => {
    await aWeekOfCases();
    const day = (await db.asOwner<{ day: string }>("select private.funnel_day(now())::text as day"))[0]!.day;
    const [{ figures }] = (
      await db.asRole("funnel_reporter", (tx) =>
        tx.query<{ figures: Record<string, unknown> }>("select public.funnel_figures($1, $1) as figures", [day]),
      )
    ).rows as [{ figures: { cases: unknown; articles: unknown; pages: { page: string; views: number }[] } }];
    expect(figures.cases).toEqual([
      { slug: CASE, views: 4, contact_clicks: 2 },
      { slug: OTHER, views: 1, contact_clicks: 0 },
    ]);
    expect(figures.articles).toEqual([{ slug: "un-articulo", views: 1, contact_clicks: 0 }]);
    expect(figures.pages.filter((page) => page.page.startsWith("/casos-de-exito/"))).toEqual([
      { page: "/casos-de-exito/", label: "Casos de éxito (lista)", views: 1 },
      { page: KIND, label: "Casos de éxito (todos)", views: 5 },
    ]);
  });

  it("shows «Casos de éxito más vistos de la semana» after the articles, and says so when none was seen", async () => {
    const monday = async () =>
      (await db.asOwner<{ day: string }>("select date_trunc('week', private.funnel_day(now()))::date::text as day"))[0]!
        .day;
    const mail = async () =>
      (
        await db.asOwner<{ body_text: string; body_html: string }>(
          "select body_text, body_html from private.funnel_report_email($1::date)",
          [await monday()],
        )
      )[0]!;

    await expect(hitState({ p: "/", e: "view", d: "phone" })).resolves.toBe("ok");
    expect((await mail()).body_text).toContain("CASOS DE ÉXITO MÁS VISTOS DE LA SEMANA\n");
    expect((await mail()).body_text).toContain("(ningún caso de éxito visto esta semana)");

    await aWeekOfCases();
    const { body_text: text, body_html: html } = await mail();
    const section = text.indexOf("CASOS DE ÉXITO MÁS VISTOS DE LA SEMANA");
    expect(section).toBeGreaterThan(text.indexOf("ARTÍCULOS MÁS LEÍDOS DE LA SEMANA"));
    expect(section).toBeLessThan(text.indexOf("EMBUDO DEL FORMULARIO"));
    expect(text.slice(section)).toContain(
      [
        `  /casos-de-exito/${CASE}/`,
        `    ${"█".repeat(20)}       4 visitas · 2 clics a contacto (50 %)`,
        `  /casos-de-exito/${OTHER}/`,
        `    ${"█".repeat(5).padEnd(21)}      1 visita · 0 clics a contacto (0 %)`,
      ].join("\n"),
    );
    expect(text).toMatch(/Caso de éxito: su llamada a contacto +█+ +1/);
    expect(html).toContain('<h2 style="font-size:16px;margin:24px 0 2px">Casos de éxito más vistos de la semana</h2>');
    expect(html).toContain(`/casos-de-exito/${CASE}/</td>`);
  });
});
