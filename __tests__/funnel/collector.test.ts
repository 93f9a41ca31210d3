import { JSDOM } from "jsdom";
import { deviceClass, referrerDomain, startCollector, type Hit } from "../../src/funnel/collector";
import { ARTICLE_PAGE, CASE_PAGE } from "../../src/contracts/funnel-page-kinds";
import { FUNNEL_PAGES } from "../../src/contracts/funnel-names";
import { track } from "../../src/funnel/track";

/**
 * The collector in a browser-like window (a fresh jsdom per test, so no listener outlives its test): one
 * beacon per page view (client-side navigations once each), per click on a named call to action and per
 * step the site's code reports; nothing stored and no identifier sent. The real browser and endpoint:
 * __tests__/e2e/funnel.e2e.ts.
 */
const ENDPOINT = "https://db.example/rest/v1/rpc/funnel_hit?apikey=anon";

interface Browser {
  win: Window;
  beacons: { url: string; hit: Hit }[];
}

function browser({
  path = "/",
  referrer = "",
  navigation = "navigate",
  screen = [1440, 900],
  coarse = false,
} = {}): Browser {
  const dom = new JSDOM("<!doctype html><html><body></body></html>", {
    url: `https://www.azahardigital.es${path}`,
    referrer: referrer || undefined,
  });
  const win = dom.window as unknown as Window;
  const beacons: Browser["beacons"] = [];
  Object.defineProperty(win.navigator, "sendBeacon", {
    value: (url: string, body: string) => {
      beacons.push({ url, hit: JSON.parse(body) as Hit });
      return true;
    },
  });
  Object.defineProperty(win.screen, "width", { value: screen[0] });
  Object.defineProperty(win.screen, "height", { value: screen[1] });
  Object.defineProperty(win, "matchMedia", { value: () => ({ matches: coarse }) });
  // jsdom has no navigation timing: the entry says how the page was opened.
  Object.defineProperty(win.performance, "getEntriesByType", { value: () => [{ type: navigation }] });
  return { win, beacons };
}

const ARTICLE = "chatbot-con-los-documentos-de-tu-empresa";
const OTHER_ARTICLE = "campanas-medidas-hasta-el-lead";
const CASE = "reformas-guadalquivir-coste-por-lead";
// As gatsby/funnel.ts writes them in: the pages but the kinds, the published articles and cases.
const SITE_PAGES = FUNNEL_PAGES.filter((page) => page !== ARTICLE_PAGE && page !== CASE_PAGE);
const ARTICLES = [ARTICLE, OTHER_ARTICLE].map((slug) => `/blog/${slug}/`);
const CASES = [CASE, ARTICLE].map((slug) => `/casos-de-exito/${slug}/`);
const start = ({ win }: Browser, pages: readonly string[] = SITE_PAGES, articles: string[] = ARTICLES) =>
  startCollector({ endpoint: ENDPOINT, pages, articles, cases: CASES }, win);
const hits = ({ beacons }: Browser) => beacons.map((beacon) => beacon.hit);

describe("page views", () => {
  it("counts the first view with the referring site's domain (never its address) and the device class, sent to the endpoint", () => {
    const page = browser({ referrer: "https://www.google.com/search?q=agencia+ia+sevilla" });
    start(page);
    expect(page.beacons).toEqual([{ url: ENDPOINT, hit: { p: "/", e: "view", r: "google.com", d: "desktop" } }]);
  });

  it.each([
    ["the site's own pages", { referrer: "https://www.azahardigital.es/contacto/" }],
    ["a reload", { referrer: "https://www.bing.com/", navigation: "reload" }],
    ["no referrer", {}],
  ])("gives no referrer for %s", (_what, options) => {
    const page = browser(options);
    start(page);
    expect(hits(page)).toEqual([{ p: "/", e: "view", d: "desktop" }]);
  });

  it("counts each client-side navigation once: push, replace (a redirect) and Back, never a hash link or the page already shown", () => {
    const page = browser();
    start(page);
    const { history } = page.win;
    history.pushState(null, "", "/sobre-nosotros/");
    history.pushState(null, "", "/sobre-nosotros/#equipo");
    history.replaceState(null, "", "/inteligencia-artificial/");
    history.pushState(null, "", "/inteligencia-artificial/");
    history.pushState(null, "", "/contacto");
    // Back: the browser moves the address itself (not through the patched methods), then fires popstate.
    (page.win as Window & typeof globalThis).History.prototype.replaceState.call(history, null, "", "/sobre-nosotros/");
    page.win.dispatchEvent(new (page.win as Window & typeof globalThis).PopStateEvent("popstate"));
    expect(hits(page).map((hit) => hit.p)).toEqual([
      "/",
      "/sobre-nosotros/",
      "/inteligencia-artificial/",
      "/contacto/",
      "/sobre-nosotros/",
    ]);
    expect(hits(page).every((hit) => hit.e === "view" && hit.r === undefined)).toBe(true);
  });

  it("counts an address the site does not have as /404/, never the address itself", () => {
    const page = browser({ path: "/wp-login.php?user=admin" });
    start(page);
    expect(hits(page)).toEqual([{ p: "/404/", e: "view", d: "desktop" }]);
  });
});

describe("the case studies", () => {
  it("count a case as the kind «caso» plus its slug (with its clicks and steps), the list as a page, an unpublished slug as /404/", () => {
    const page = browser({ path: `/casos-de-exito/${CASE}/` });
    page.win.document.body.innerHTML = '<a href="/contacto/" data-cta="case.contact">Solicitar consulta</a>';
    page.win.__funnel = ["maxi.opened"];
    start(page);
    (page.win.document.querySelector("a") as HTMLElement).click();
    page.win.__funnel?.push("maxi.first_message");
    page.win.history.pushState({}, "", "/casos-de-exito/");
    page.win.history.pushState({}, "", "/casos-de-exito/un-caso-en-borrador/");
    // A case may share its slug with an article: each is its own page.
    page.win.history.pushState({}, "", `/blog/${ARTICLE}/`);
    page.win.history.pushState({}, "", `/casos-de-exito/${ARTICLE}/`);
    expect(hits(page)).toEqual([
      { p: CASE_PAGE, a: CASE, e: "view", d: "desktop" },
      { p: CASE_PAGE, a: CASE, e: "maxi.opened" },
      { p: CASE_PAGE, a: CASE, e: "cta", c: "case.contact" },
      { p: CASE_PAGE, a: CASE, e: "maxi.first_message" },
      { p: "/casos-de-exito/", e: "view", d: "desktop" },
      { p: "/404/", e: "view", d: "desktop" },
      { p: ARTICLE_PAGE, a: ARTICLE, e: "view", d: "desktop" },
      { p: CASE_PAGE, a: ARTICLE, e: "view", d: "desktop" },
    ]);
  });
});

describe("the blog", () => {
  it("counts an article as the kind «artículo» plus its slug, each article once, never a hash link", () => {
    const page = browser({ path: `/blog/${ARTICLE}/` });
    start(page);
    page.win.history.pushState(null, "", `/blog/${ARTICLE}/#indice`);
    page.win.history.pushState(null, "", `/blog/${OTHER_ARTICLE}`);
    page.win.history.pushState(null, "", "/blog/");
    expect(hits(page)).toEqual([
      { p: ARTICLE_PAGE, a: ARTICLE, e: "view", d: "desktop" },
      { p: ARTICLE_PAGE, a: OTHER_ARTICLE, e: "view", d: "desktop" },
      { p: "/blog/", e: "view", d: "desktop" },
    ]);
  });

  it("counts the list's later pages as the list, and a slug the build did not publish as /404/", () => {
    const paths = ["/blog/2/", "/blog/13/", "/blog/un-borrador/", "/blog/0/", `/blog/${ARTICLE}/extra/`];
    const pagesOf = (pages: readonly string[]) =>
      paths.map((path) => {
        const page = browser({ path });
        start(page, pages);
        return hits(page)[0]?.p;
      });
    expect(pagesOf(SITE_PAGES)).toEqual(["/blog/", "/blog/", "/404/", "/404/", "/404/"]);
    // A build with no article published has no blog: its addresses are the 404 page.
    const page = browser({ path: "/blog/" });
    start(
      page,
      SITE_PAGES.filter((name) => name !== "/blog/"),
      [],
    );
    expect(hits(page)).toEqual([{ p: "/404/", e: "view", d: "desktop" }]);
  });

  it("attributes a click to contact, and the steps reported, to the article they came from", () => {
    const page = browser({ path: `/blog/${ARTICLE}/` });
    page.win.document.body.innerHTML =
      '<a href="/contacto/" data-cta="article.contact">Hablemos</a><a href="/contacto/" data-cta="footer.contacto">Contacto</a>';
    start(page);
    (page.win.document.querySelector('[data-cta="article.contact"]') as HTMLElement).click();
    (page.win.document.querySelector('[data-cta="footer.contacto"]') as HTMLElement).click();
    page.win.__funnel?.push("maxi.opened");
    expect(hits(page).slice(1)).toEqual([
      { p: ARTICLE_PAGE, a: ARTICLE, e: "cta", c: "article.contact" },
      { p: ARTICLE_PAGE, a: ARTICLE, e: "cta", c: "footer.contacto" },
      { p: ARTICLE_PAGE, a: ARTICLE, e: "maxi.opened" },
    ]);
  });
});

describe("calls to action and the site's steps", () => {
  it("counts a click on a named call to action (or inside one) on the page it was on, and nothing else", () => {
    const page = browser();
    page.win.document.body.innerHTML =
      '<a href="/contacto/" data-cta="hero.comenzar"><span>Comenzar</span></a><a href="/sobre-nosotros/">Sobre</a>';
    start(page);
    (page.win.document.querySelector("span") as HTMLElement).click();
    (page.win.document.querySelector('a[href="/sobre-nosotros/"]') as HTMLElement).click();
    expect(hits(page).slice(1)).toEqual([{ p: "/", e: "cta", c: "hero.comenzar" }]);
  });

  it("sends the steps queued before it loaded, then each new one at once, on the current page", () => {
    const page = browser({ path: "/contacto/" });
    page.win.__funnel = ["form.started"];
    start(page);
    page.win.__funnel?.push("form.submitted");
    expect(hits(page)).toEqual([
      { p: "/contacto/", e: "view", d: "desktop" },
      { p: "/contacto/", e: "form.started" },
      { p: "/contacto/", e: "form.submitted" },
    ]);
  });

  it("stores nothing on the device: no cookie, no web storage", () => {
    const page = browser();
    const setItem = jest.spyOn((page.win as Window & typeof globalThis).Storage.prototype, "setItem");
    const cookie = jest.spyOn(page.win.document, "cookie", "set");
    start(page);
    page.win.history.pushState(null, "", "/contacto/");
    page.win.__funnel?.push("maxi.opened");
    expect(setItem).not.toHaveBeenCalled();
    expect(cookie).not.toHaveBeenCalled();
    expect(page.win.document.cookie).toBe("");
    expect(page.beacons).toHaveLength(3);
  });
});

describe("track(): the site's side of the queue", () => {
  afterEach(() => delete window.__funnel);

  it("holds the steps in memory until a collector takes them, then hands each to it", () => {
    track("form.started");
    track("form.refused");
    expect(window.__funnel).toEqual(["form.started", "form.refused"]);
    const taken: string[] = [];
    window.__funnel = { push: (event) => taken.push(event) };
    track("form.submitted");
    expect(taken).toEqual(["form.submitted"]);
  });
});

describe("the dimensions", () => {
  it.each([
    [390, 844, false, "phone"],
    [844, 390, true, "phone"],
    [820, 1180, true, "tablet"],
    [1366, 768, false, "desktop"],
    [1280, 800, true, "tablet"],
  ])("a %i×%i screen (coarse pointer: %s) is a %s", (width, height, coarse, device) => {
    expect(deviceClass(browser({ screen: [width, height], coarse }).win)).toBe(device);
  });

  it.each([
    ["https://www.linkedin.com/feed/?trk=x", "linkedin.com"],
    ["https://l.instagram.com/?u=https%3A%2F%2Fazahar", "l.instagram.com"],
    ["android-app://com.google.android.gm/", "com.google.android.gm"],
    ["https://www.azahardigital.es/blog/", undefined],
    ["", undefined],
    ["not a url", undefined],
  ])("takes %s as the referrer %s", (referrer, domain) => {
    expect(referrerDomain(referrer, "azahardigital.es")).toBe(domain);
  });
});
