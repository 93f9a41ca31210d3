/** @jest-environment node */
import { openDatabase, type LocalDatabase } from "../../tools/local-backend/db";
import { sqlState } from "../support/database";
import { beaconFrom, funnelHit } from "../support/funnel";

jest.setTimeout(120_000);

/**
 * The blog in the funnel, on the real migrations (PGlite): an article is the page kind "/blog/:slug/"
 * plus its slug, checked for its shape; a slug never seen before is admitted only while fewer than the
 * day's bound of new slugs were (Madrid day, whoever sends them); an article's views and its clicks to
 * contact reach the figures and the Monday e-mail. Concurrent hits at the bound: postgres-server.test.ts.
 */
const ARTICLE = "chatbot-con-los-documentos-de-tu-empresa";
const OTHER = "campanas-medidas-hasta-el-lead";
const KIND = "/blog/:slug/";

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
const hitState = (hit: unknown, address = `192.0.2.${(clients++ % 250) + 1}`) =>
  sqlState(funnelHit(db, hit, beaconFrom(address)));
const articleView = (slug: unknown) => ({ p: KIND, a: slug, e: "view", d: "phone" });
const today = async () => (await db.asOwner<{ day: string }>("select private.funnel_day(now())::text as day"))[0]!.day;
const articleCounts = () =>
  db.asOwner<{ article: string; event: string; cta: string; hits: number }>(
    "select article, event, cta, hits from private.funnel_counts where page = $1 order by 1, 2, 3",
    [KIND],
  );
const knownSlugs = async () =>
  (await db.asOwner<{ slug: string }>("select slug from private.funnel_articles order by slug")).map((row) => row.slug);

describe("an article's hit", () => {
  it("is counted per slug under the page kind, its clicks to contact with it", async () => {
    for (const hit of [
      articleView(ARTICLE),
      articleView(ARTICLE),
      { p: KIND, a: ARTICLE, e: "cta", c: "article.contact" },
      { p: KIND, a: ARTICLE, e: "maxi.opened" },
      articleView(OTHER),
      { p: "/blog/", e: "view", d: "desktop" },
    ]) {
      await expect(hitState(hit)).resolves.toBe("ok");
    }
    expect(await articleCounts()).toEqual([
      { article: OTHER, event: "view", cta: "", hits: 1 },
      { article: ARTICLE, event: "cta", cta: "article.contact", hits: 1 },
      { article: ARTICLE, event: "maxi.opened", cta: "", hits: 1 },
      { article: ARTICLE, event: "view", cta: "", hits: 2 },
    ]);
    expect(await knownSlugs()).toEqual([OTHER, ARTICLE].sort());
    // Every other page has no article.
    const others = await db.asOwner<{ n: number }>(
      "select count(*)::int as n from private.funnel_counts where page <> $1 and article <> ''",
      [KIND],
    );
    expect(others).toEqual([{ n: 0 }]);
  });

  it.each<[string, unknown]>([
    ["no slug", { p: KIND, e: "view", d: "phone" }],
    ["an empty slug", articleView("")],
    ["capitals", articleView("Chatbot-IA")],
    ["an accent", articleView("guia-de-ingenieria-en-sevilla-ñ")],
    ["a slash", articleView("../contacto")],
    ["a space", articleView("dos palabras")],
    ["a double hyphen", articleView("dos--guiones")],
    ["81 characters", articleView("a".repeat(81))],
    ["a number", articleView(2026)],
    ["markup", articleView("<b>hola</b>")],
    ["a slug on another page", { p: "/", a: ARTICLE, e: "view", d: "phone" }],
    ["an article's address as the page", { p: `/blog/${ARTICLE}/`, e: "view", d: "phone" }],
  ])("is refused (400) with %s, and nothing is counted or admitted", async (_what, hit) => {
    await expect(hitState(hit)).resolves.toBe("22023");
    expect(await articleCounts()).toEqual([]);
    expect(await knownSlugs()).toEqual([]);
  });

  it("admits a slug of 80 characters", async () => {
    await expect(hitState(articleView("a".repeat(80)))).resolves.toBe("ok");
  });
});

describe("the daily bound on new slugs", () => {
  const newSlug = (index: number) => `articulo-nuevo-${index}`;

  it("admits 10 new slugs a day (Madrid), refuses the 11th (429), and still counts a known slug", async () => {
    await expect(
      db.asOwner<{ max: number }>("select max_new_articles_per_day as max from private.funnel_settings"),
    ).resolves.toEqual([{ max: 10 }]);
    // Slugs first seen yesterday are not today's.
    await db.asOwner(
      "insert into private.funnel_articles (slug, first_seen) select 'de-ayer-' || i, private.funnel_day(now()) - 1 from generate_series(1, 10) i",
    );
    for (let index = 1; index <= 10; index += 1)
      await expect(hitState(articleView(newSlug(index)))).resolves.toBe("ok");
    await expect(hitState(articleView(newSlug(11)))).resolves.toBe("PT429");
    // Known slugs, today's and older, are still counted past the bound.
    await expect(hitState(articleView(newSlug(3)))).resolves.toBe("ok");
    await expect(hitState({ p: KIND, a: "de-ayer-1", e: "cta", c: "article.contact" })).resolves.toBe("ok");

    const day = await today();
    const admittedToday = await db.asOwner<{ slug: string }>(
      "select slug from private.funnel_articles where first_seen = $1::date order by slug",
      [day],
    );
    expect(admittedToday.map((row) => row.slug)).toEqual(Array.from({ length: 10 }, (_, i) => newSlug(i + 1)).sort());
    expect((await articleCounts()).find((row) => row.article === newSlug(11))).toBeUndefined();
    expect((await articleCounts()).find((row) => row.article === newSlug(3))?.hits).toBe(2);

    // The next day (today's slugs become yesterday's) admits new ones again.
    await db.asOwner("update private.funnel_articles set first_seen = first_seen - 1");
    await expect(hitState(articleView(newSlug(11)))).resolves.toBe("ok");
  });

  it("follows its setting, and a hit refused for another reason admits no slug", async () => {
    await db.asOwner("update private.funnel_settings set max_new_articles_per_day = 1");
    try {
      // Refused by the client's flood bound (60 hits in 10 minutes): the slug is not admitted.
      for (let index = 0; index < 60; index += 1)
        await expect(hitState({ p: "/", e: "maxi.opened" }, "198.51.100.77")).resolves.toBe("ok");
      await expect(hitState(articleView(newSlug(1)), "198.51.100.77")).resolves.toBe("PT429");
      expect(await knownSlugs()).toEqual([]);
      await expect(hitState(articleView(newSlug(1)))).resolves.toBe("ok");
      await expect(hitState(articleView(newSlug(2)))).resolves.toBe("PT429");
    } finally {
      await db.asOwner("update private.funnel_settings set max_new_articles_per_day = default");
    }
  });
});

describe("the figures and the Monday e-mail", () => {
  const monday = async () =>
    (await db.asOwner<{ day: string }>("select date_trunc('week', private.funnel_day(now()))::date::text as day"))[0]!
      .day;

  async function aWeekOfReading() {
    for (const hit of [
      ...Array.from({ length: 3 }, () => articleView(ARTICLE)),
      { p: KIND, a: ARTICLE, e: "cta", c: "article.contact" },
      { p: KIND, a: ARTICLE, e: "cta", c: "footer.contacto" },
      { p: KIND, a: ARTICLE, e: "cta", c: "maxi.abrir" }, // opens Maxi: not a click to contact
      articleView(OTHER),
      { p: "/", e: "cta", c: "hero.comenzar" }, // not from an article
      { p: "/blog/", e: "view", d: "desktop" },
    ]) {
      await expect(hitState(hit)).resolves.toBe("ok");
    }
  }

  it("gives npm run funnel the most read articles with their clicks to contact", async () => {
    await aWeekOfReading();
    const day = await today();
    const [{ figures }] = (
      await db.asRole("funnel_reporter", (tx) =>
        tx.query<{ figures: Record<string, unknown> }>("select public.funnel_figures($1, $1) as figures", [day]),
      )
    ).rows as [{ figures: { articles: unknown; pages: { page: string; views: number }[] } }];
    expect(figures.articles).toEqual([
      { slug: ARTICLE, views: 3, contact_clicks: 2 },
      { slug: OTHER, views: 1, contact_clicks: 0 },
    ]);
    expect(figures.pages.filter((page) => page.page.startsWith("/blog/"))).toEqual([
      { page: "/blog/", label: "Blog (lista de artículos)", views: 1 },
      { page: KIND, label: "Artículos del blog (todos)", views: 4 },
    ]);
  });

  it("shows «Artículos más leídos de la semana» after the visits per page, with views and clicks to contact", async () => {
    await aWeekOfReading();
    const [mail] = await db.asOwner<{ subject: string; body_text: string; body_html: string }>(
      "select * from private.funnel_report_email($1::date)",
      [await monday()],
    );
    const text = mail!.body_text;
    const section = text.indexOf("ARTÍCULOS MÁS LEÍDOS DE LA SEMANA");
    expect(section).toBeGreaterThan(text.indexOf("VISITAS POR PÁGINA"));
    expect(section).toBeLessThan(text.indexOf("EMBUDO DEL FORMULARIO"));
    expect(text).toContain(
      [
        `  /blog/${ARTICLE}/`,
        `    ${"█".repeat(20)}       3 visitas · 2 clics a contacto (67 %)`,
        `  /blog/${OTHER}/`,
        `    ${"█".repeat(7).padEnd(21)}      1 visita · 0 clics a contacto (0 %)`,
      ].join("\n"),
    );
    expect(text).toMatch(/Artículos del blog \(todos\) +█+ +4/);
    expect(text).toMatch(/Artículo: su llamada a contacto +█+ +1/);
    const html = mail!.body_html;
    expect(html).toContain('<h2 style="font-size:16px;margin:24px 0 2px">Artículos más leídos de la semana</h2>');
    expect(html).toContain(`/blog/${ARTICLE}/</td>`);
    expect(html).toContain(
      '<strong>3</strong><br><span style="font-size:12px;color:#5b6070">2 clics a contacto · 67 %</span>',
    );
    expect(html).toContain(`/blog/${OTHER}/</td>`);
    expect(html).toContain("0 clics a contacto · 0 %");
  });

  it("says so when no article was read, and shows at most ten", async () => {
    await expect(hitState({ p: "/", e: "view", d: "phone" })).resolves.toBe("ok");
    const [quiet] = await db.asOwner<{ body_text: string }>(
      "select body_text from private.funnel_report_email($1::date)",
      [await monday()],
    );
    expect(quiet!.body_text).toContain("ARTÍCULOS MÁS LEÍDOS DE LA SEMANA\n");
    expect(quiet!.body_text).toContain("(ningún artículo leído esta semana)");

    for (let index = 1; index <= 10; index += 1)
      for (let view = 0; view < index; view += 1) await hitState(articleView(`articulo-${index}`));
    await db.asOwner("update private.funnel_articles set first_seen = first_seen - 1"); // a new day's bound
    await expect(hitState(articleView("articulo-menos-leido"))).resolves.toBe("ok");
    await expect(hitState({ p: KIND, a: "articulo-1", e: "cta", c: "article.contact" })).resolves.toBe("ok");
    const [busy] = await db.asOwner<{ body_text: string }>(
      "select body_text from private.funnel_report_email($1::date)",
      [await monday()],
    );
    const lines = busy!.body_text.split("\n");
    const rows = lines.flatMap((line, index) =>
      /^ {2}\/blog\/[a-z0-9-]+\/$/.test(line) ? [`${line}${lines[index + 1]}`] : [],
    );
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatch(/^ {2}\/blog\/articulo-10\/ {4}█{20} +10 visitas · 0 clics a contacto \(0 %\)$/);
    expect(rows[9]).toMatch(/^ {2}\/blog\/articulo-1\/ {4}█{2} +1 visita · 1 clic a contacto \(100 %\)$/);
    expect(busy!.body_text).not.toContain("articulo-menos-leido");
  });
});
