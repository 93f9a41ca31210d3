/** @jest-environment node */
import cookies from "../../content/cookies.json";
import privacy from "../../content/privacy.json";
import { openDatabase, type LocalDatabase } from "../../tools/local-backend/db";
import { fromClient, insertAs, leadRow, sqlState } from "../support/database";
import { beaconFrom, BROWSER_USER_AGENT, counts, funnelHit } from "../support/funnel";

jest.setTimeout(120_000);

/**
 * The funnel's rules on the real migrations (PGlite): what anon may do, what is refused, the flood bounds
 * at their edges, robots, leads counted from public.contacts, retention and the weekly report, with the
 * clock moved (timestamps, or the owner's *_at functions), never waited for.
 */
let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.asOwner("delete from private.funnel_counts");
  await db.asOwner("delete from private.funnel_flood");
  await db.asOwner("delete from private.funnel_reports");
  await db.asOwner("update private.funnel_settings set max_site_hits_per_day = 100000, max_referrers_per_day = 200");
});

const view = (page = "/", extra: Record<string, unknown> = {}) => ({ p: page, e: "view", d: "desktop", ...extra });
const hitState = (hit: unknown, address = "192.0.2.10", userAgent: string | null = BROWSER_USER_AGENT) =>
  sqlState(funnelHit(db, hit, beaconFrom(address, userAgent)));
const total = async () => (await counts(db)).reduce((sum, row) => sum + row.hits, 0);

describe("what the anon role may do", () => {
  it("calls funnel_hit and nothing else of the funnel (the catalogue, every schema the API reaches)", async () => {
    for (const role of ["anon", "authenticated"]) {
      const callable = await db.asOwner<{ fn: string }>(
        `select p.oid::regprocedure::text as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname in ('public', 'private') and has_function_privilege($1, p.oid, 'execute') and has_schema_privilege($1, n.oid, 'usage')
          order by 1`,
        [role],
      );
      // The first two are the lead form's (a CHECK constraint, check:backend's report).
      expect(callable.map((row) => row.fn)).toEqual([
        "contacts_intake_rules()",
        "contacts_is_blank(text)",
        "funnel_hit(text)",
      ]);
    }
  });

  it.each([
    ["read the counters", "select * from private.funnel_counts"],
    ["write a counter", "insert into private.funnel_counts (day, page, event) values (current_date, '/', 'view')"],
    ["read the figures", "select public.funnel_figures(current_date, current_date)"],
    ["claim the weekly report", "select * from public.claim_funnel_report(60)"],
    ["mark a report sent", "select public.mark_funnel_report_sent(current_date)"],
    ["read the flood keys", "select * from private.funnel_flood"],
    ["read the day's salt", "select * from private.funnel_salts"],
    ["count a lead", "select private.funnel_count(current_date, '*', 'form.stored')"],
  ])("may not %s", async (_what, sql) => {
    await expect(sqlState(db.asRole("anon", (tx) => tx.query(sql), beaconFrom("192.0.2.10")))).resolves.toBe("42501");
  });
});

describe("a hit", () => {
  it("counts a page view per day, page, referring domain and device, and nothing about the visitor", async () => {
    await expect(
      hitState(view("/", { r: "WWW.Google.com".toLowerCase().replace(/^www\./, ""), d: "phone" })),
    ).resolves.toBe("ok");
    await expect(hitState(view("/", { r: "google.com", d: "phone" }), "192.0.2.11")).resolves.toBe("ok");
    await expect(hitState(view("/contacto/", { d: "tablet" }))).resolves.toBe("ok");
    const [{ today } = { today: "" }] = await db.asOwner<{ today: string }>(
      "select private.funnel_day(now())::text as today",
    );
    expect(await counts(db)).toEqual([
      { day: today, page: "/", event: "view", cta: "", referrer: "google.com", device: "phone", hits: 2 },
      { day: today, page: "/contacto/", event: "view", cta: "", referrer: "", device: "tablet", hits: 1 },
    ]);
    // The counters' only columns: no address, user agent, key or time of day.
    const columns = await db.asOwner<{ column_name: string }>(
      "select column_name from information_schema.columns where table_schema = 'private' and table_name = 'funnel_counts' order by ordinal_position",
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      "day",
      "page",
      "event",
      "cta",
      "referrer",
      "device",
      "hits",
      "article",
    ]);
  });

  it("counts a click per named call to action, and the form's and Maxi's steps", async () => {
    for (const hit of [
      { p: "/", e: "cta", c: "hero.comenzar" },
      { p: "/", e: "cta", c: "maxi.abrir" },
      { p: "/contacto/", e: "form.started" },
      { p: "/contacto/", e: "form.refused" },
      { p: "/contacto/", e: "form.submitted" },
      { p: "/contacto/", e: "form.failed" },
      { p: "/", e: "maxi.opened" },
      { p: "/", e: "maxi.first_message" },
    ]) {
      await expect(hitState(hit)).resolves.toBe("ok");
    }
    const rows = await counts(db);
    expect(rows.map(({ page, event, cta, hits }) => [page, event, cta, hits])).toEqual([
      ["/", "cta", "hero.comenzar", 1],
      ["/", "cta", "maxi.abrir", 1],
      ["/", "maxi.first_message", "", 1],
      ["/", "maxi.opened", "", 1],
      ["/contacto/", "form.failed", "", 1],
      ["/contacto/", "form.refused", "", 1],
      ["/contacto/", "form.started", "", 1],
      ["/contacto/", "form.submitted", "", 1],
    ]);
  });

  it.each<[string, unknown]>([
    ["an unknown page", view("/wp-admin/")],
    ["a page written another way", view("/contacto")],
    ["an unknown event", { p: "/", e: "purchase" }],
    ["a lead claimed by a browser", { p: "/contacto/", e: "form.stored" }],
    ["a Maxi lead claimed by a browser", { p: "/", e: "maxi.lead" }],
    ["an unknown call to action", { p: "/", e: "cta", c: "<script>alert(1)</script>" }],
    ["a click without a name", { p: "/", e: "cta" }],
    ["a view without a device", { p: "/", e: "view" }],
    ["an unknown device", view("/", { d: "fridge" })],
    ["a list of hits", [view("/"), view("/")]],
    ["a string", "hola"],
    ["JSON null", "null"],
    ["a body longer than 400 characters", view("/", { x: "a".repeat(400) })],
  ])("refuses %s (HTTP 400) and counts nothing", async (_what, hit) => {
    await expect(hitState(hit)).resolves.toBe("22023");
    expect(await total()).toBe(0);
  });

  it("keeps only a domain as the referrer: anything else counts as no referrer, never as text in the report", async () => {
    for (const referrer of [
      "https://evil.example/path?q=1",
      "hola mundo",
      "a".repeat(101) + ".com",
      "localhost",
      "<b>x</b>.com",
    ]) {
      await expect(hitState(view("/", { r: referrer }))).resolves.toBe("ok");
    }
    await expect(hitState(view("/", { r: "Buscador.EXAMPLE.org" }))).resolves.toBe("ok");
    expect((await counts(db)).map((row) => [row.referrer, row.hits])).toEqual([
      ["", 5],
      ["buscador.example.org", 1],
    ]);
  });

  it.each([
    ["says it is a robot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    [
      "is Lighthouse (PageSpeed Insights)",
      "Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36 Chrome-Lighthouse",
    ],
    [
      "is a headless browser",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36",
    ],
    ["is an HTTP library", "python-requests/2.32"],
    ["sends no user agent", null],
  ])("ignores a client that %s: accepted, never counted", async (_what, userAgent) => {
    await expect(hitState(view("/"), "192.0.2.12", userAgent)).resolves.toBe("ok");
    expect(await total()).toBe(0);
  });
});

describe("the flood bounds (a salted key of the day, kept apart from the counters)", () => {
  const burst = async (count: number, address: string) => {
    for (let index = 0; index < count; index += 1) {
      const state = await hitState({ p: "/", e: "maxi.opened" }, address);
      if (state !== "ok") return `${state} at ${index + 1}`;
    }
    return "ok";
  };

  it("admits 60 hits per 10 minutes from one client and refuses the 61st (HTTP 429); another client is not affected", async () => {
    await expect(burst(60, "198.51.100.1")).resolves.toBe("ok");
    await expect(hitState(view("/"), "198.51.100.1")).resolves.toBe("PT429");
    await expect(hitState(view("/"), "198.51.100.2")).resolves.toBe("ok");
    expect(await total()).toBe(61);
    // The next window admits again.
    await db.asOwner("update private.funnel_flood set window_start = window_start - interval '10 minutes'");
    await expect(hitState(view("/"), "198.51.100.1")).resolves.toBe("ok");
  });

  it("admits 600 hits a day from one client and refuses the next", async () => {
    await expect(hitState(view("/"), "198.51.100.3")).resolves.toBe("ok");
    // 598 more, as if sent in earlier windows of the day.
    await db.asOwner("update private.funnel_flood set hits = 599, window_start = window_start - interval '30 minutes'");
    await expect(hitState(view("/"), "198.51.100.3")).resolves.toBe("ok");
    await expect(hitState(view("/"), "198.51.100.3")).resolves.toBe("PT429");
  });

  it("bounds an IPv6 /48 as a network: three /64s send 60 each, a fourth /64 of that /48 is refused, another /48 is not", async () => {
    for (const subnet of ["1", "2", "3"]) await expect(burst(60, `2001:db8:aaaa:${subnet}::1`)).resolves.toBe("ok");
    await expect(hitState(view("/"), "2001:db8:aaaa:4::1")).resolves.toBe("PT429");
    await expect(hitState(view("/"), "2001:db8:bbbb:1::1")).resolves.toBe("ok");
    // Addresses inside one /64 are one client.
    await expect(burst(60, "2001:db8:cccc:1::1")).resolves.toBe("ok");
    await expect(hitState(view("/"), "2001:db8:cccc:1::ffff")).resolves.toBe("PT429");
  });

  it("stores neither the address nor a key that outlives the day: the key changes with the day's salt", async () => {
    await expect(hitState(view("/"), "203.0.113.9")).resolves.toBe("ok");
    const keysOf = async () =>
      (await db.asOwner<{ key: string }>("select key from private.funnel_flood order by key")).map((row) => row.key);
    const first = await keysOf();
    expect(first).toHaveLength(2); // client and network
    for (const key of first) expect(key).toMatch(/^[0-9a-f]{64}$/);
    const stored = JSON.stringify(await db.asOwner("select * from private.funnel_flood"));
    expect(stored).not.toContain("203.0.113");
    // The next day (retention deletes the day's salt at midnight): the same address gets other keys.
    await db.asOwner("delete from private.funnel_flood");
    await db.asOwner("delete from private.funnel_salts");
    await expect(hitState(view("/"), "203.0.113.9")).resolves.toBe("ok");
    const second = await keysOf();
    expect(second.filter((key) => first.includes(key))).toEqual([]);
  });

  it("stops counting at the site's daily ceiling, whoever sends", async () => {
    await db.asOwner("update private.funnel_settings set max_site_hits_per_day = 5");
    for (let index = 0; index < 5; index += 1)
      await expect(hitState(view("/"), `192.0.2.${100 + index}`)).resolves.toBe("ok");
    await expect(hitState(view("/"), "192.0.2.120")).resolves.toBe("PT429");
    expect(await total()).toBe(5);
  });

  it("counts new referring domains past the day's cap as «otros sitios», so a spam list cannot fill the report", async () => {
    await db.asOwner("update private.funnel_settings set max_referrers_per_day = 2");
    for (const [index, referrer] of [
      "uno.example",
      "dos.example",
      "tres.example",
      "uno.example",
      "cuatro.example",
    ].entries()) {
      await expect(hitState(view("/", { r: referrer }), `192.0.2.${30 + index}`)).resolves.toBe("ok");
    }
    expect((await counts(db)).map((row) => [row.referrer, row.hits])).toEqual([
      ["*", 2],
      ["dos.example", 1],
      ["uno.example", 2],
    ]);
  });
});

describe("leads, counted by the database from public.contacts", () => {
  const storedLeads = async () =>
    (await counts(db)).filter((row) => row.page === "*").map(({ event, hits }) => [event, hits]);

  it("counts each stored request by its source, and never a flagged one or check:backend's", async () => {
    await insertAs(db, leadRow({ email: "form@empresa.es" }), { request: fromClient("192.0.2.60") });
    await insertAs(db, leadRow({ email: "chat@empresa.es", source: "maxi" }), { request: fromClient("192.0.2.61") });
    await insertAs(db, leadRow({ email: "bot@spam.example", website: "https://spam.example" }), {
      request: fromClient("192.0.2.62"),
    });
    await insertAs(db, leadRow({ email: "check@empresa.es", message: "[check:backend] prueba" }), {
      request: fromClient("192.0.2.63"),
    });
    expect(await storedLeads()).toEqual([
      ["form.stored", 1],
      ["maxi.lead", 1],
    ]);
  });

  it("does not count a request the flood bound refused", async () => {
    for (let index = 0; index < 10; index += 1)
      await insertAs(db, leadRow({ email: `flood${index}@empresa.es` }), { request: fromClient("192.0.2.70") });
    await expect(
      sqlState(insertAs(db, leadRow({ email: "flood10@empresa.es" }), { request: fromClient("192.0.2.70") })),
    ).resolves.toBe("PT429");
    expect(await storedLeads()).toEqual([["form.stored", 10]]);
  });
});

describe("retention (public.apply_retention, as retention_job)", () => {
  it("deletes counters of days more than 25 months old, and the flood keys and salts of past days", async () => {
    const [{ today } = { today: "" }] = await db.asOwner<{ today: string }>(
      "select private.funnel_day(now())::text as today",
    );
    await db.asOwner(
      `insert into private.funnel_counts (day, page, event, device, hits) values
         ($1::date - interval '25 months' - interval '1 day', '/', 'view', 'phone', 3),
         ($1::date - interval '25 months', '/', 'view', 'phone', 4),
         ($1::date, '/', 'view', 'desktop', 5)`,
      [today],
    );
    await expect(hitState(view("/"), "192.0.2.80")).resolves.toBe("ok");
    await db.asOwner("insert into private.funnel_salts (day, salt) values ($1::date - 1, 'ayer')", [today]);
    await db.asOwner(
      "insert into private.funnel_flood (key, window_start, hits) values ('old', now() - interval '24 hours 1 minute', 1)",
    );

    const [{ result }] = (
      await db.asRole("retention_job", (tx) =>
        tx.query<{ result: Record<string, number> }>("select public.apply_retention() as result"),
      )
    ).rows as [{ result: Record<string, number> }];
    expect(result.funnel_counts_deleted).toBe(1);
    expect(result.funnel_keys_deleted).toBe(2); // the old window and yesterday's salt
    const left = await db.asOwner<{ hits: number }>(
      "select hits from private.funnel_counts where event = 'view' order by day",
    );
    expect(left.map((row) => row.hits)).toEqual([4, 6]);
    expect(await db.asOwner("select day::text from private.funnel_salts")).toEqual([{ day: today }]);

    // A month later (the owner's clock), the edge day is gone too, and today's salt with its day.
    const [{ later } = { later: {} }] = await db.asOwner<{ later: Record<string, number> }>(
      "select private.apply_retention_at(now() + interval '1 month 1 day') as later",
    );
    expect(later.funnel_counts_deleted).toBe(1);
    expect(await db.asOwner("select * from private.funnel_salts")).toEqual([]);
  });

  it("keeps the periods the privacy and cookie policies state, stated once", async () => {
    const [periods] = await db.asOwner<{ counters: string; keys: string }>(
      "select funnel_counters::text as counters, funnel_keys::text as keys from private.retention_periods()",
    );
    expect(periods).toEqual({ counters: "2 years 1 mon", keys: "24:00:00" });
    expect(JSON.stringify(privacy)).toContain("se borran automáticamente a los 25 meses");
    expect(JSON.stringify(privacy)).toContain("se borra al día siguiente");
    expect(JSON.stringify(cookies)).toContain("los recuentos se borran a los 25 meses");
  });
});

describe("the weekly report", () => {
  const claimAt = (at: string) =>
    db.asOwner<{ week_start: string; email_subject: string; email_text: string; email_html: string }>(
      "select week_start::text, email_subject, email_text, email_html from private.claim_funnel_report_at($1::timestamptz, 60)",
      [at],
    );
  const seed = (rows: [string, string, string, string, string, string, number][]) =>
    db.asOwner(
      `insert into private.funnel_counts (day, page, event, cta, referrer, device, hits)
       select (r->>0)::date, r->>1, r->>2, r->>3, r->>4, r->>5, (r->>6)::int from json_array_elements($1::json) r`,
      [JSON.stringify(rows)],
    );

  beforeEach(async () => {
    await db.asOwner("update private.funnel_settings set first_week = '2026-11-02'");
  });

  it("is due on Monday at 08:00 in Madrid for the week just ended, once", async () => {
    // Monday 23 November 2026, 07:59 in Madrid (06:59 UTC): the week of the 9th is the latest due.
    await expect(claimAt("2026-11-23T06:59:00Z")).resolves.toEqual([
      expect.objectContaining({ week_start: "2026-11-09" }),
    ]);
    await expect(claimAt("2026-11-23T07:00:00Z")).resolves.toEqual([
      expect.objectContaining({ week_start: "2026-11-16" }),
    ]);
    // Claimed (a 60-second lease), then sent: never again.
    await expect(claimAt("2026-11-23T07:00:30Z")).resolves.toEqual([]);
    await expect(claimAt("2026-11-23T07:01:01Z")).resolves.toEqual([
      expect.objectContaining({ week_start: "2026-11-16" }),
    ]);
    await db.asRole("funnel_reporter", (tx) => tx.query("select public.mark_funnel_report_sent('2026-11-16')"));
    await expect(claimAt("2026-11-29T20:00:00Z")).resolves.toEqual([]);
    // Never for a week before the funnel existed: installed in the week of the 23rd, the first report is
    // that week's, on the 30th at 08:00.
    await db.asOwner("update private.funnel_settings set first_week = '2026-11-23'");
    await expect(claimAt("2026-11-30T06:59:00Z")).resolves.toEqual([]);
    await expect(claimAt("2026-11-30T07:00:00Z")).resolves.toEqual([
      expect.objectContaining({ week_start: "2026-11-23" }),
    ]);
  });

  it("compares the week with the one before: visits per page, both funnels, calls to action, sources, devices, with bars", async () => {
    const week = "2026-11-16";
    await seed([
      ["2026-11-16", "/", "view", "", "google.com", "phone", 60],
      ["2026-11-18", "/", "view", "", "", "desktop", 40],
      ["2026-11-20", "/contacto/", "view", "", "", "desktop", 25],
      ["2026-11-22", "/", "cta", "hero.comenzar", "", "", 20],
      ["2026-11-22", "/contacto/", "form.started", "", "", "", 10],
      ["2026-11-22", "/contacto/", "form.refused", "", "", "", 3],
      ["2026-11-22", "/contacto/", "form.submitted", "", "", "", 5],
      ["2026-11-22", "*", "form.stored", "", "", "", 4],
      ["2026-11-19", "/", "maxi.opened", "", "", "", 8],
      ["2026-11-19", "/", "maxi.first_message", "", "", "", 6],
      ["2026-11-19", "*", "maxi.lead", "", "", "", 1],
      ["2026-11-23", "/", "view", "", "", "phone", 999], // the next week: not in this report
      ["2026-11-09", "/", "view", "", "", "phone", 80],
      ["2026-11-15", "*", "form.stored", "", "", "", 2],
    ]);
    const [report] = await claimAt("2026-11-23T08:00:00Z");
    expect(report?.week_start).toBe(week);
    expect(report?.email_subject).toBe(
      "Informe semanal de la web: 125 visitas, 5 solicitudes (16–22 de noviembre de 2026)",
    );
    const text = report!.email_text;
    expect(text).toContain(
      "Visitas: 125 (semana anterior: 80, +56 %). Solicitudes guardadas: 5 (4 por el formulario, 1 con Maxi; semana anterior: 2).",
    );
    expect(text).toMatch(/Inicio +█{20} +100 {2}· semana anterior: 80 \(\+25 %\)/);
    expect(text).toMatch(/Contacto +█{5} +25 {2}· semana anterior: 0 \(nuevo\)/);
    expect(text).toMatch(/Clics en llamadas a la acción +█+ +20 {2}\(16 % del paso anterior\)/);
    expect(text).toMatch(/Formulario empezado +█+ +10 {2}\(50 % del paso anterior\)/);
    expect(text).toMatch(/Formulario enviado +█+ +5 {2}\(50 % del paso anterior\)/);
    expect(text).toMatch(/Solicitud guardada +█+ +4 {2}\(80 % del paso anterior\)/);
    expect(text).toContain("Rechazados por la validación: 3 · Fallos al enviar: 0");
    expect(text).toMatch(/Maxi abierto +█{20} +8/);
    expect(text).toMatch(/Primer mensaje +█+ +6 {2}\(75 % del paso anterior\)/);
    expect(text).toMatch(/Portada: botón principal +█{20} +20/);
    expect(text).toMatch(/Directo o sin referencia +█+ +65/);
    expect(text).toMatch(/google\.com +█+ +60/);
    expect(text).toMatch(/Móvil +█+ +60/);
    expect(text).toMatch(/Ordenador +█+ +65/);
    expect(text).not.toContain("999");

    const html = report!.email_html;
    // Bars drawn with table cells (bgcolor and background), widths relative to the section's largest value.
    expect(html).toContain('<td width="100%" height="10" bgcolor="#6d28d9"'); // Inicio, 100 of 100
    expect(html).toContain('<td width="80%" height="6" bgcolor="#b8b5c9"'); // Inicio last week, 80 of 100
    expect(html).toContain('<td width="25%" height="10" bgcolor="#6d28d9"'); // Contacto, 25 of 100
    expect(html).not.toMatch(/<img|<svg|display:\s*(flex|grid)|url\(/);
    expect(html).toContain("16–22 de noviembre de 2026");
  });

  it("says so when the week has no data", async () => {
    await seed([["2026-11-10", "/", "view", "", "", "phone", 7]]);
    const [report] = await claimAt("2026-11-23T08:00:00Z");
    expect(report?.email_subject).toBe("Informe semanal de la web: sin datos (16–22 de noviembre de 2026)");
    expect(report?.email_text).toContain("No hay datos de esta semana");
    expect(report?.email_text).toContain("La semana anterior hubo 7 visitas y 0 solicitudes.");
    expect(report?.email_html).toContain("No hay datos de esta semana");
  });

  it("gives npm run funnel the same figures, to funnel_reporter only", async () => {
    await seed([["2026-11-16", "/", "view", "", "", "phone", 3]]);
    const [{ figures }] = (
      await db.asRole("funnel_reporter", (tx) =>
        tx.query<{ figures: { pages: { page: string; views: number }[] } }>(
          "select public.funnel_figures('2026-11-16', '2026-11-22') as figures",
        ),
      )
    ).rows as [{ figures: { pages: { page: string; views: number }[] } }];
    expect(figures.pages.find((page) => page.page === "/")?.views).toBe(3);
    await expect(
      sqlState(
        db.asRole("funnel_reporter", (tx) => tx.query("select public.funnel_figures('2026-11-22', '2026-11-16')")),
      ),
    ).resolves.toBe("22023");
    await expect(
      sqlState(db.asRole("service_role", (tx) => tx.query("select public.funnel_figures('2026-11-16', '2026-11-22')"))),
    ).resolves.toBe("42501");
  });
});
