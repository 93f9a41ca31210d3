/**
 * @jest-environment node
 *
 * Every link Maxi can give points at a page the build makes. What n8n/maxi.json can answer with comes
 * from three places: its instructions (the agent's system message), its refusal node, and the knowledge
 * file its tool reads (the model may link any page the file names). The gateway's reduced mode answers
 * from the same file. Each is compared with the routes the build knows: the site's pages, and the blog
 * with its articles only when they are published at the build's clock.
 */
import fs from "node:fs";
import path from "node:path";
import reducedEvals from "../../gateway/reduced-mode-evals.json";
import { reducedAnswer } from "../../gateway/reduced-answer";
import { buildKnowledge, readKnowledgeSources } from "../../gatsby/maxi-knowledge";
import { readPublishedArticles } from "../../gatsby/published-articles";
import { SITE_ROUTES } from "../../src/config/routes";
import { CASES_PATH, casePath } from "../../src/config/case-paths";
import type { Workflow } from "../../tools/n8n/check-workflow";
import { MAXI_AGENT_NODE, MAXI_WORKFLOW_FILE } from "../../tools/n8n/maxi-files";
import { knowledgeRoutesNotBuilt, routesNamedIn, siteLinksIn } from "../../gatsby/maxi-links";
import { maxiRefusal } from "../../tools/n8n/maxi-refusal";
import { contentWithArticles } from "../support/article-schedule-fixture";

const CONTENT = path.resolve(__dirname, "../../content");
const workflow = JSON.parse(fs.readFileSync(MAXI_WORKFLOW_FILE, "utf8")) as Workflow;
const systemMessage = String(
  (workflow.nodes.find((node) => node.name === MAXI_AGENT_NODE)?.parameters.options as { systemMessage: string })
    .systemMessage,
);
const REASONS = ["too_long", "too_many", "client_busy", "network_busy", "site_busy", "bad_session", "bad_client"];

/** The routes the build makes at `now`: the site's pages, and /blog/ with each article once one is published. */
function builtRoutes(contentDir: string, now: Date): Set<string> {
  const articles = readPublishedArticles(contentDir, now).map((article) => article.path);
  const cases = (
    JSON.parse(fs.readFileSync(path.join(contentDir, "cases.json"), "utf8")) as { items: Array<{ slug: string }> }
  ).items.map((study) => casePath(study.slug));
  return new Set([
    ...SITE_ROUTES,
    ...(articles.length ? ["/blog/", ...articles] : []),
    ...(cases.length ? [CASES_PATH, ...cases] : []),
  ]);
}

/** Every page the workflow can link, by where it comes from, with the knowledge file of `contentDir` at `now`. */
function workflowLinks(contentDir: string, now: Date): Record<string, string[]> {
  return {
    "the system message": routesNamedIn(systemMessage),
    "the refusals": REASONS.flatMap((reason) => routesNamedIn(String(maxiRefusal(workflow, reason).output))),
    "the knowledge file": routesNamedIn(buildKnowledge(readKnowledgeSources(contentDir, now))),
  };
}

const unknown = (links: Record<string, string[]>, routes: Set<string>) =>
  Object.fromEntries(Object.entries(links).map(([where, found]) => [where, found.filter((link) => !routes.has(link))]));
const nothingUnknown = (links: Record<string, string[]>) =>
  Object.fromEntries(Object.keys(links).map((where) => [where, []]));

describe("every link Maxi's workflow can produce is a route the build makes", () => {
  it("with the shipped content today", () => {
    const now = new Date();
    const links = workflowLinks(CONTENT, now);
    expect(unknown(links, builtRoutes(CONTENT, now))).toEqual(nothingUnknown(links));
    // Not empty by accident: the instructions link the form and the policy; the file names every page and article.
    expect(links["the system message"]).toEqual(expect.arrayContaining(["/contacto/", "/politica-de-privacidad/"]));
    const published = readPublishedArticles(CONTENT, now).map((article) => article.path);
    expect(published.length).toBeGreaterThan(0);
    expect(links["the knowledge file"]).toEqual(expect.arrayContaining([...SITE_ROUTES.slice(1), ...published]));
  });

  describe("with a draft and an article scheduled for 10:00", () => {
    const dir = contentWithArticles();
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
    const scheduled = "/blog/programado-para-las-diez/";
    const draft = "/blog/borrador-sobre-agentes/";

    it.each([
      ["at 09:59:59, before the date: neither is linked", "2026-11-27T09:59:59+01:00", false],
      ["at 10:00: the scheduled one is, and is built", "2026-11-27T10:00:00+01:00", true],
      ["at 10:14: still", "2026-11-27T10:14:00+01:00", true],
    ])("%s", (_when, iso, live) => {
      const now = new Date(iso);
      const routes = builtRoutes(dir, now);
      const links = workflowLinks(dir, now);
      expect(unknown(links, routes)).toEqual(nothingUnknown(links));
      expect(links["the knowledge file"]?.includes(scheduled)).toBe(live);
      expect(routes.has(scheduled)).toBe(live);
      expect(links["the knowledge file"]).toContain("/blog/publicado-de-prueba/");
      expect(Object.values(links).flat()).not.toContain(draft);
    });

    it("is refused at the end of a build whose pages and knowledge read different clocks (knowledgeRoutesNotBuilt)", () => {
      const pagesAt = (iso: string) => [...builtRoutes(dir, new Date(iso)), "/404/", "/404.html", "/servicios/"];
      const knowledgeAt = (iso: string) => buildKnowledge(readKnowledgeSources(dir, new Date(iso)));
      expect(
        knowledgeRoutesNotBuilt(knowledgeAt("2026-11-27T10:00:00+01:00"), pagesAt("2026-11-27T10:00:00+01:00")),
      ).toEqual([]);
      expect(
        knowledgeRoutesNotBuilt(knowledgeAt("2026-11-27T10:00:01+01:00"), pagesAt("2026-11-27T09:59:59+01:00")),
      ).toEqual([scheduled]);
    });

    it("would report an article linked before it is built (the comparison is not empty by accident)", () => {
      const now = new Date("2026-11-27T09:59:59+01:00");
      const early = { ...workflowLinks(dir, now), "an early knowledge file": routesNamedIn(`Página: ${scheduled}.`) };
      expect(unknown(early, builtRoutes(dir, now))["an early knowledge file"]).toEqual([scheduled]);
    });
  });
});

describe("the gateway's reduced mode links only built routes, an article by its title", () => {
  const now = new Date();
  const knowledge = buildKnowledge(readKnowledgeSources(CONTENT, now));
  const routes = builtRoutes(CONTENT, now);

  it.each(reducedEvals.cases.map((entry) => [entry.question]))("%s", (question) => {
    const answer = reducedAnswer(knowledge, question, "client_busy");
    const links = siteLinksIn(answer);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !routes.has(link))).toEqual([]);
    for (const article of readPublishedArticles(CONTENT, now))
      if (links.includes(article.path)) expect(answer).toContain(`[${article.frontmatter.title}](${article.path})`);
  });
});
