/**
 * Case studies in the built site (issue 36): the list links every case; a case's page gives its client,
 * every result with its figures before and after, the period and the source, the services (linked),
 * the client's testimonial and a call to action; Article + BreadcrumbList data validate with 0 errors and
 * 0 warnings; the sitemap lists each case with its date; the footer links the list, outside the
 * specification's «Navegación» column. axe, HTML validity and the byte budgets hold them through ROUTES.
 */
import { DomUtils, parseDocument } from "htmlparser2";
import type { Browser } from "playwright-core";
import cases from "../../content/cases.json";
import site from "../../content/site.json";
import testimonials from "../../content/testimonials.json";
import { formatAmount } from "../../src/components/cases/metric-format";
import { CASES_PATH, casePath } from "../../src/config/case-paths";
import { testBuildEnv } from "../../tools/lib/test-env";
import { describeIssues, validateStructuredData } from "../support/structured-data";
import { baseUrl, launchBrowser, openPage } from "./support/browser";
import { request } from "./support/http";
import { CASE_ROUTES, ROUTES } from "./support/routes";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const studies = cases.items.map((study) => ({ ...study, path: casePath(study.slug) }));

describe("case studies, in the built site", () => {
  it("are built: the repository's sample case and the list", () => {
    expect(studies.length).toBeGreaterThan(0);
    expect(CASE_ROUTES).toEqual([CASES_PATH, ...studies.map((study) => study.path)]);
  });

  it("the list links every case, with its client, its headline result and the sample notice", async () => {
    const { page, context, problems } = await openPage(browser, "phone");
    await page.goto(`${baseUrl()}${CASES_PATH}`);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(cases.hero.title);
    for (const study of studies) {
      const link = page.getByRole("link", { name: study.title, exact: true });
      await expect(link.getAttribute("href")).resolves.toBe(study.path);
      const card = page.getByRole("listitem").filter({ has: link });
      const text = await card.innerText();
      expect(text).toContain(study.client.name);
      expect(text).toContain(study.metrics[0]!.label);
      if (study.sample) expect(text.toLowerCase()).toContain(cases.sampleLabel.toLowerCase());
    }
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it.each(studies.map((study) => [study.path, study] as const))(
    "%s gives the client, every result with before, after, period and source, the services and the client's words",
    async (path, study) => {
      const { page, context, problems } = await openPage(browser, "desktop");
      await page.goto(`${baseUrl()}${path}`);
      await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(study.title);
      const article = page.locator("article");
      const facts = await article.locator("header dl").innerText();
      for (const value of Object.values(study.client).filter((value) => typeof value === "string"))
        expect(facts).toContain(value);

      const results = page.getByRole("region", { name: cases.labels.results, exact: true });
      const items = results.getByRole("listitem");
      expect(await items.count()).toBe(study.metrics.length);
      for (const [index, metric] of study.metrics.entries()) {
        const text = (await items.nth(index).innerText()).replace(/\u00a0/g, " ");
        const of = "of" in metric && metric.of ? ` ${metric.of}` : "";
        expect(text).toContain(metric.label);
        expect(text).toContain(formatAmount(metric.before, metric.unit).replace(/\u00a0/g, " ") + of);
        expect(text).toContain(formatAmount(metric.after, metric.unit).replace(/\u00a0/g, " ") + of);
        expect(text).toContain(metric.period);
        expect(text).toContain(metric.source);
      }

      const services = page.getByRole("region", { name: cases.labels.services, exact: true }).getByRole("link");
      expect(await services.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
        study.services.map((service) => `/${service}/`),
      );
      const quote = testimonials.items.find((item) => item.id === study.testimonial);
      if (quote) await page.locator("blockquote").getByText(quote.quote).waitFor();
      await expect(
        page
          .getByRole("region", { name: cases.cta.title })
          .getByRole("link", { name: cases.cta.action.label })
          .getAttribute("href"),
      ).resolves.toBe(cases.cta.action.to);
      expect(problems.pageErrors).toEqual([]);
      await context.close();
    },
  );

  it.each(studies.map((study) => [study.path, study] as const))(
    "%s has Article + BreadcrumbList data with 0 errors and 0 warnings, and an article's sharing card",
    async (path, study) => {
      const { text } = await request(path);
      expect(new RegExp(`<meta[^>]+property="og:type"[^>]+content="article"`).test(text)).toBe(true);
      const report = validateStructuredData(text);
      expect(describeIssues(report.issues)).toEqual([]);
      const article = report.extracted.jsonld.Article?.[0];
      expect(article?.headline).toBe(study.title);
      expect(String(article?.datePublished)).toMatch(new RegExp(`^${study.date}T00:00:00\\+0[12]:00$`));
      expect(report.extracted.jsonld.BreadcrumbList).toHaveLength(1);
    },
  );

  it("are in the sitemap, each with its date", async () => {
    const { text } = await request("/sitemap.xml");
    expect(text).toContain(`<loc>${testBuildEnv.GATSBY_SITE_URL}${CASES_PATH}</loc>`);
    for (const study of studies)
      expect(text).toContain(
        `<url><loc>${testBuildEnv.GATSBY_SITE_URL}${study.path}</loc><lastmod>${study.date}</lastmod></url>`,
      );
  });

  it("are linked from every page's footer, outside its «Navegación» column, which keeps the specification's five links", async () => {
    for (const route of ROUTES) {
      const document = parseDocument((await request(route)).text);
      const footer = DomUtils.findOne((element) => element.name === "footer", document.children)!;
      const column = DomUtils.findOne(
        (element) => element.attribs["aria-labelledby"] === "footer-navigation",
        [footer],
      );
      expect(DomUtils.findAll((element) => element.name === "a", [column!]).map((link) => link.attribs.href)).toEqual(
        site.navigation.map((link) => link.to),
      );
      const links = DomUtils.findAll(
        (element) => element.name === "a" && element.attribs.href === CASES_PATH,
        [footer],
      );
      expect([route, links.map((link) => DomUtils.textContent(link))]).toEqual([route, [cases.footerLink]]);
    }
  });
});
