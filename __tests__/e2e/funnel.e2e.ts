/**
 * The funnel on the production build, in a browser that does not announce automation (the collector
 * ignores one that does, as it ignores Lighthouse): what a visit counts, in the local backend's real
 * database; that the collector is a small file requested after the page's load, before which the page
 * requests exactly what it did without it; that Global Privacy Control stops everything; that nothing
 * is kept on the device; and that every call to action of the built pages carries a known name.
 */
import fs from "node:fs";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { gzipSync } from "node:zlib";
import { DomUtils, parseDocument } from "htmlparser2";
import type { Browser, Page } from "playwright-core";
import blog from "../../content/blog.json";
import cookies from "../../content/cookies.json";
import site from "../../content/site.json";
import { fetchFunnelCounts, forgetFunnel } from "../../tools/local-backend/admin-client";
import type { StoredCount } from "../../tools/local-backend/admin-route";
import { toContactRow } from "../../src/components/contact/submit-contact";
import cases from "../../content/cases.json";
import { casePath } from "../../src/config/case-paths";
import { ARTICLE_PAGE, CASE_PAGE } from "../../src/contracts/funnel-page-kinds";
import { CTA_ATTRIBUTE } from "../../src/contracts/cta-attribute";
import { CONTACT_PATH, FUNNEL_CTAS } from "../../src/contracts/funnel-names";
import { validContact } from "../support/contact-fixture";
import { baseUrl, launchVisitorBrowser, openPage, VISITOR_USER_AGENT, waitForHydration } from "./support/browser";
import { fill, submitButton, toasts, uniqueEmail } from "./support/contact-form";
import { request } from "./support/http";
import { waitForPageIdle } from "./support/network-quiet";
import { NOT_FOUND_PATH, PUBLISHED_ARTICLES, ROUTES } from "./support/routes";
import { names, recordWrites, stored } from "./support/storage";
import { openConversation, sendMessage } from "./support/widgets";

const backendUrl = () => process.env.E2E_BACKEND_URL ?? "";
const dataDir = () => process.env.E2E_BACKEND_DATA ?? "";
const COLLECTOR = /\/funnel-[0-9a-f]{20}\.js$/;
const BEACON = /\/rest\/v1\/rpc\/funnel_hit\?apikey=/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchVisitorBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(() => forgetFunnel(backendUrl(), dataDir()));

/** The counters as [page, event, cta, referrer, device, hits], once the beacons in flight have landed. */
async function countsOnceSettled(expectedTotal: number): Promise<[string, string, string, string, string, number][]> {
  const started = Date.now();
  let rows: StoredCount[] = [];
  for (;;) {
    rows = await fetchFunnelCounts(backendUrl(), dataDir());
    const total = rows.reduce((sum, row) => sum + row.hits, 0);
    if (total >= expectedTotal || Date.now() - started > 15_000) break;
    await delay(200);
  }
  return rows.map((row) => [row.page, row.event, row.cta, row.referrer, row.device, row.hits]);
}

/** Resolves once the page's collector has taken over the queue (after the load event and the first render). */
const collectorReady = (page: Page) =>
  page.waitForFunction(
    () =>
      typeof (window.__funnel as { push?: unknown } | undefined)?.push === "function" &&
      !Array.isArray(window.__funnel),
  );

/** Every request the page makes, with the moment it started. */
function recordRequests(page: Page) {
  const requests: { url: string; at: number; body?: string | null }[] = [];
  page.on("request", (req) => requests.push({ url: req.url(), at: Date.now(), body: req.postData() }));
  return requests;
}

it("counts a visit: page views (three client-side navigations and a reload), named calls to action, the form's and Maxi's steps, the leads from the database; and keeps nothing on the device", async () => {
  const { page, context, problems } = await openPage(browser, "desktop", { userAgent: VISITOR_USER_AGENT });
  const writes = await recordWrites(page);
  const requests = recordRequests(page);
  await page.goto(`${baseUrl()}/`, { referer: "https://www.google.com/search?q=agencia+ia+sevilla" });
  await waitForHydration(page);
  await collectorReady(page);

  // The first load is done before the collector is requested: the load event, the app's first render
  // (Gatsby's mark) and every script of the page; its beacons come after it.
  const timing = await page.evaluate(() => ({
    loadEnd: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
    rendered: performance.getEntriesByName("onInitialClientRender")[0]?.startTime ?? Infinity,
    resources: performance.getEntriesByType("resource").map((entry) => ({
      name: entry.name,
      start: entry.startTime,
      type: (entry as PerformanceResourceTiming).initiatorType,
    })),
  }));
  const collector = timing.resources.find((entry) => COLLECTOR.test(new URL(entry.name).pathname));
  expect(collector?.start).toBeGreaterThanOrEqual(Math.max(timing.loadEnd, timing.rendered));
  const pageScripts = timing.resources.filter((entry) => entry.type === "script" && entry !== collector);
  expect(pageScripts.length).toBeGreaterThan(2);
  expect(pageScripts.filter((entry) => entry.start >= collector!.start).map((entry) => entry.name)).toEqual([]);
  expect(timing.resources.filter((entry) => BEACON.test(entry.name) && entry.start < collector!.start)).toEqual([]);
  const file = path.resolve(__dirname, "../../public", path.basename(new URL(collector!.name).pathname));
  const gzipped = gzipSync(fs.readFileSync(file), { level: 9 }).length;
  process.stdout.write(`funnel collector as built: ${fs.statSync(file).size} B, ${gzipped} B gzipped\n`);
  // The site's three articles and its case written in: 1.05 KB (__tests__/funnel/collector-file.test.ts).
  expect(gzipped).toBeLessThanOrEqual(1075);

  // Three client-side navigations through the menu (one document throughout), then a reload.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const menu = page.getByRole("navigation", { name: site.menu.navLabel });
  for (const [label, path] of [
    ["Sobre Nosotros", "/sobre-nosotros/"],
    ["Inteligencia Artificial", "/inteligencia-artificial/"],
    ["Marketing Digital", "/marketing-digital/"],
  ]) {
    await menu.getByRole("link", { name: label }).click();
    await page.waitForURL(`${baseUrl()}${path}`);
  }
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await page.reload();
  await waitForHydration(page);
  await collectorReady(page);

  // The page's closing call to action, to the contact page (which the site loads as a new document).
  await page.locator('a[data-cta="cta.final"]').click();
  await page.waitForURL(`${baseUrl()}/contacto/`);
  await waitForHydration(page);
  await collectorReady(page);

  // The form: started, refused by validation, then submitted and stored.
  await fill(page, { ...validContact, email: "esto-no-es-un-email" });
  await submitButton(page).click();
  await page.getByRole("alert").getByText(toasts.invalid.title).waitFor();
  await fill(page, { ...validContact, email: uniqueEmail("embudo") });
  await submitButton(page).click();
  await page.getByRole("status").getByText(toasts.success.title).waitFor();

  // Maxi: opened from its launcher, and a first message.
  await openConversation(page);
  await sendMessage(page, "¿Cuánto cuesta una consulta?");
  await page.keyboard.press("Escape");

  // A lead from Maxi, as its workflow stores it: counted by the database, not by any browser.
  const chatLead = await fetch(`${backendUrl()}/rest/v1/contacts`, {
    method: "POST",
    headers: {
      apikey: "local-anon-key",
      Authorization: "Bearer local-anon-key",
      "Content-Type": "application/json",
      Prefer: "return=minimal",
    },
    body: JSON.stringify({ ...toContactRow({ ...validContact, email: uniqueEmail("embudo-maxi") }), source: "maxi" }),
  });
  expect(chatLead.status).toBe(201);

  const expected: [string, string, string, string, string, number][] = [
    ["*", "form.stored", "", "", "", 1],
    ["*", "maxi.lead", "", "", "", 1],
    ["/", "view", "", "google.com", "desktop", 1],
    ["/contacto/", "cta", "maxi.abrir", "", "", 1],
    ["/contacto/", "form.refused", "", "", "", 1],
    ["/contacto/", "form.started", "", "", "", 1],
    ["/contacto/", "form.submitted", "", "", "", 1],
    ["/contacto/", "maxi.first_message", "", "", "", 1],
    ["/contacto/", "maxi.opened", "", "", "", 1],
    ["/contacto/", "view", "", "", "desktop", 1],
    ["/inteligencia-artificial/", "view", "", "", "desktop", 1],
    ["/marketing-digital/", "cta", "cta.final", "", "", 1],
    ["/marketing-digital/", "view", "", "", "desktop", 2],
    ["/sobre-nosotros/", "view", "", "", "desktop", 1],
  ];
  const settled = await countsOnceSettled(expected.reduce((sum, row) => sum + row[5], 0));
  if (JSON.stringify(settled) !== JSON.stringify(expected))
    process.stdout.write(
      `beacons: ${JSON.stringify(requests.filter((req) => BEACON.test(req.url)).map((req) => req.body))}\n`,
    );
  expect(settled).toEqual(expected);

  // Every beacon went to the agency's own database; nothing is kept on the device beyond the cookie
  // policy's list (Maxi's conversation, Supabase's storage check, Gatsby's scroll positions): no cookie,
  // no IndexedDB, no key of the funnel's.
  expect(requests.filter((req) => BEACON.test(req.url)).every((req) => req.url.startsWith(`${backendUrl()}/`))).toBe(
    true,
  );
  const listed = cookies.groups[0]!.items.map((item) => ({
    kind: item.type as keyof typeof cookies.types,
    name: item.name,
  }));
  const kept = [...writes, ...(await stored(page))];
  expect(kept.filter((entry) => entry.kind === "cookie" || entry.kind === "indexedDB")).toEqual([]);
  expect(kept.filter((entry) => !listed.some((item) => names(entry, item)))).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.foreignRequests).toEqual([]);
  await context.close();
});

it("sends nothing at all, not even the collector's request, to a visitor with Global Privacy Control on", async () => {
  const { page, context } = await openPage(browser, "phone", { userAgent: VISITOR_USER_AGENT });
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  );
  const requests = recordRequests(page);
  await page.goto(`${baseUrl()}/contacto/`);
  await waitForHydration(page);
  await waitForPageIdle(page); // past the load event's own tasks
  expect(requests.filter((req) => COLLECTOR.test(req.url) || BEACON.test(req.url))).toEqual([]);
  expect(await fetchFunnelCounts(backendUrl(), dataDir())).toEqual([]);
  await context.close();
});

it("names every link to the contact page and Maxi's launcher in the built pages, with a name the database knows, and loads the collector on each", async () => {
  const seen = new Set<string>();
  for (const route of [...ROUTES, NOT_FOUND_PATH]) {
    const { text } = await request(route);
    const document = parseDocument(text);
    const toContact = DomUtils.findAll(
      (element) => element.name === "a" && element.attribs.href === CONTACT_PATH,
      document.children,
    );
    expect(toContact.length).toBeGreaterThan(0);
    for (const link of toContact) {
      const name = link.attribs[CTA_ATTRIBUTE];
      expect([
        route,
        DomUtils.textContent(link),
        (FUNNEL_CTAS as readonly (string | undefined)[]).includes(name),
      ]).toEqual([route, DomUtils.textContent(link), true]);
      seen.add(name!);
    }
    const launcher = DomUtils.findOne(
      (element) => element.name === "button" && element.attribs["data-first-tap"] === "chat",
      document.children,
    );
    expect(launcher?.attribs[CTA_ATTRIBUTE]).toBe("maxi.abrir");
    // Once, even in a page an incremental build kept from the build before.
    expect(
      text.match(/<script data-funnel-loader>\(\(\)=>\{const n=navigator;[^<]*\/funnel-[0-9a-f]{20}\.js/g),
    ).toHaveLength(1);
  }
  // The chat window's links (limits, unavailable, a reply's link) are not in any prerendered page.
  expect([...seen].sort()).toEqual([
    "404.secundario",
    "article.contact",
    "case.contact",
    "cta.final",
    "footer.contacto",
    "hero.comenzar",
    "menu.contacto",
    "nav.contacto",
    "servicios.tarjeta",
  ]);
});

const article = PUBLISHED_ARTICLES[0]!;
const study = cases.items[0]!;
it.each([
  ["an article", "article", article.path, blog.cta.action.label, "article.contact", ARTICLE_PAGE, article.slug],
  ["a case study", "case", casePath(study.slug), cases.cta.action.label, "case.contact", CASE_PAGE, study.slug],
] as const)(
  "counts %s's view and its click to the contact form under its slug, on the page kind every %s shares",
  async (_what, _kind, path, buttonName, cta, kind, slug) => {
    const { page, context } = await openPage(browser, "desktop", { userAgent: VISITOR_USER_AGENT });
    await page.goto(`${baseUrl()}${path}`);
    await waitForHydration(page);
    await collectorReady(page);
    const button = page.getByRole("link", { name: buttonName });
    expect(await button.getAttribute(CTA_ATTRIBUTE)).toBe(cta);
    await button.click();
    await page.waitForURL(/\/contacto\/$/);
    await collectorReady(page);
    const started = Date.now();
    let rows: StoredCount[] = [];
    while (rows.reduce((sum, row) => sum + row.hits, 0) < 3 && Date.now() - started < 15_000) {
      await delay(200);
      rows = await fetchFunnelCounts(backendUrl(), dataDir());
    }
    expect(
      rows
        .map(({ page: name, event, cta: named, article: counted, hits }) => [name, event, named, counted, hits])
        .sort(),
    ).toEqual(
      [
        [kind, "view", "", slug, 1],
        [kind, "cta", cta, slug, 1],
        ["/contacto/", "view", "", "", 1],
      ].sort(),
    );
    await context.close();
  },
);
