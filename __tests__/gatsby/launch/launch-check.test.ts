/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { onPreInit } from "../../../gatsby-node";
import { siteContent } from "../../../content-model/site";
import type { ContentOf } from "../../../content-model/types";
import {
  buildContext,
  contentProblems,
  fieldValue,
  launchProblems,
  launchReport,
  settingProblems,
} from "../../../gatsby/launch/launch-check";
import { CONTENT_PLACEHOLDERS, SETTING_PLACEHOLDERS } from "../../../content-model/placeholders";
import { sampleArticleProblems } from "../../../gatsby/launch/sample-articles";
import { sampleCaseProblems } from "../../../gatsby/launch/sample-cases";
import { sampleClaimProblems } from "../../../gatsby/launch/sample-claims";
import { sampleTestimonialProblems } from "../../../gatsby/launch/sample-testimonials";
import { testBuildEnv } from "../../../tools/lib/test-env";
import type { Env } from "../../../src/config/env";

const ROOT = path.resolve(__dirname, "../../..");
const CONTENT = path.join(ROOT, "content");
/**
 * The examples content/ ships, each one more launch problem until the owner replaces it: sample articles
 * the figures' sample sources, the sample testimonials and the sample case study.
 */
const SAMPLES =
  sampleArticleProblems(CONTENT).length +
  sampleClaimProblems(CONTENT).length +
  sampleTestimonialProblems(CONTENT).length +
  sampleCaseProblems(CONTENT).length;

/** A production deployment's settings: every one real. */
const LIVE: Env = {
  siteUrl: "https://www.agencia-real.es",
  supabaseUrl: "https://abcdefghijklmnop.supabase.co",
  supabaseAnonKey: "eyJhbGciOiJIUzI1NiJ9.anon",
  chatWebhookUrl: "https://n8n.agencia-real.es/webhook/maxi/chat",
};
const LIVE_PROCESS = { CMS_GITHUB_REPO: "agencia/sitio-web" };

/** A copy of content/ with one of its JSON files (`name`) changed by `edit`. */
function contentFileWith<Data>(name: string, edit: (data: Data) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "launch-content-"));
  fs.cpSync(CONTENT, dir, { recursive: true });
  const file = path.join(dir, name);
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as Data;
  edit(data);
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
  return dir;
}

/** A copy of content/ with site.json changed by `edit`. */
const contentWith = (edit: (site: ContentOf<typeof siteContent>) => void): string => contentFileWith("site.json", edit);

describe("which builds are for production", () => {
  it.each([
    [{ SITE_CONTEXT: "production" }, "production"],
    [{ SITE_CONTEXT: "preview", CONTEXT: "production" }, "preview"],
    [{ SITE_CONTEXT: "test" }, "test"],
    [{ CONTEXT: "production" }, "production"],
    [{ CONTEXT: "deploy-preview" }, "preview"],
    [{ CONTEXT: "branch-deploy" }, "preview"],
    [{ CF_PAGES: "1", CF_PAGES_BRANCH: "main" }, "production"],
    [{ CF_PAGES: "1", CF_PAGES_BRANCH: "nueva-portada" }, "preview"],
    [{ CF_PAGES: "1", CF_PAGES_BRANCH: "main", PRODUCTION_BRANCH: "produccion" }, "preview"],
    [{ CF_PAGES: "1", CF_PAGES_BRANCH: "produccion", PRODUCTION_BRANCH: "produccion" }, "production"],
    // A host nobody taught this check about must never ship placeholders by accident.
    [{}, "production"],
  ])("%j → %s", (env, context) => {
    expect(buildContext(env).context).toBe(context);
  });

  it("refuses a SITE_CONTEXT it does not know", () => {
    expect(() => buildContext({ SITE_CONTEXT: "produccion" })).toThrow(
      "SITE_CONTEXT=produccion is not one of production, preview, test",
    );
  });

  it("makes the test build a test build", () => {
    expect(buildContext({ ...testBuildEnv }).context).toBe("test");
  });
});

describe("the placeholders in content/", () => {
  it("are all still in the repository's content, each named by file and field", () => {
    expect(contentProblems(CONTENT).map((problem) => problem.where)).toEqual(
      CONTENT_PLACEHOLDERS.map(({ file, field }) => `content/${file} → ${field}`),
    );
  });

  it("cannot be a real company's data: the NIF fails its checksum, the street number is 0, the phone starts with 0, the e-mail is on a reserved domain", () => {
    const value = (field: string) => CONTENT_PLACEHOLDERS.find((placeholder) => placeholder.field === field)!.value;
    expect(cifChecksumHolds(value("brand.taxId"))).toBe(false);
    // The one the issue found: it passes, so it could be someone's.
    expect(cifChecksumHolds("B91234567")).toBe(true);
    expect(value("contact.streetAddress")).toMatch(/, 0$/);
    expect(value("contact.phone")).toMatch(/^\+340/);
    expect(value("contact.email")).toMatch(/\.example$/);
  });

  it("stops counting once replaced or removed", () => {
    const dir = contentWith((site) => {
      site.brand.taxId = "B41234563";
      site.contact.email = "hola@agencia-real.es";
      delete site.seo.twitterHandle;
      site.social = site.social.filter((profile: { network: string }) => profile.network !== "facebook");
    });
    try {
      const where = contentProblems(dir).map((problem) => problem.where);
      expect(where).toHaveLength(CONTENT_PLACEHOLDERS.length - 4);
      for (const field of ["brand.taxId", "contact.email", "seo.twitterHandle", "social[network=facebook].url"]) {
        expect(where).not.toContain(`content/site.json → ${field}`);
      }
      expect(where).toContain("content/site.json → social[network=instagram].url");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads fields through objects and list items chosen by a key", () => {
    const data = {
      a: { b: "x" },
      list: [
        { id: "one", v: 1 },
        { id: "two", v: 2 },
      ],
    };
    expect(fieldValue(data, "a.b")).toBe("x");
    expect(fieldValue(data, "list[id=two].v")).toBe(2);
    expect(fieldValue(data, "list[id=three].v")).toBeUndefined();
    expect(fieldValue(data, "a.missing.deeper")).toBeUndefined();
  });
});

describe("the settings a production site needs", () => {
  it("refuses the test build's addresses, which all point at this machine", () => {
    const env: Env = {
      siteUrl: testBuildEnv.GATSBY_SITE_URL,
      supabaseUrl: testBuildEnv.GATSBY_SUPABASE_URL,
      supabaseAnonKey: testBuildEnv.GATSBY_SUPABASE_ANON_KEY,
      chatWebhookUrl: testBuildEnv.GATSBY_CHAT_WEBHOOK_URL,
    };
    expect(settingProblems(env, {}).map((problem) => problem.where)).toEqual(
      SETTING_PLACEHOLDERS.map((setting) => setting.variable),
    );
  });

  it("refuses empty settings, reserved and example domains, plain http", () => {
    const refused = (env: Partial<Env>) =>
      settingProblems({ ...LIVE, ...env }, LIVE_PROCESS).map((problem) => problem.where);
    expect(refused({ chatWebhookUrl: "" })).toEqual(["GATSBY_CHAT_WEBHOOK_URL"]);
    expect(refused({ siteUrl: "https://www.azahardigital.example" })).toEqual(["GATSBY_SITE_URL"]);
    expect(refused({ siteUrl: "https://example.test" })).toEqual(["GATSBY_SITE_URL"]);
    expect(refused({ siteUrl: "https://example.com" })).toEqual(["GATSBY_SITE_URL"]);
    expect(refused({ supabaseUrl: "http://db.agencia-real.es" })).toEqual(["GATSBY_SUPABASE_URL"]);
    expect(refused({ supabaseAnonKey: "" })).toEqual(["GATSBY_SUPABASE_ANON_KEY"]);
    expect(settingProblems(LIVE, {}).map((problem) => problem.where)).toEqual(["CMS_GITHUB_REPO"]);
    expect(settingProblems(LIVE, LIVE_PROCESS)).toEqual([]);
  });
});

describe("the report", () => {
  it("names each placeholder by file and field or setting, with what to put there in Spanish and English", () => {
    const problems = launchProblems({
      contentDir: CONTENT,
      env: { ...LIVE, chatWebhookUrl: "" },
      processEnv: LIVE_PROCESS,
    });
    const report = launchReport(problems, "SITE_CONTEXT=production");
    expect(report).toContain(
      `esta compilación es de producción (SITE_CONTEXT=production) y quedan ${12 + SAMPLES} datos provisionales`,
    );
    expect(report).toContain(
      `this is a production build (SITE_CONTEXT=production) and ${12 + SAMPLES} placeholders remain`,
    );
    expect(report).toContain(
      '  content/site.json → brand.taxId = "B00000001"\n    es: el NIF de la empresa (p. ej. B12345678)\n    en: the company\'s tax identification number',
    );
    expect(report).toContain(
      "  GATSBY_CHAT_WEBHOOK_URL = (sin definir / not set)\n    es: la dirección del chat de Maxi",
    );
    for (const { es, en } of CONTENT_PLACEHOLDERS) expect(report).toContain(`    es: ${es}\n    en: ${en}`);
  });
});

describe("gatsby build's first step (gatsby-node onPreInit)", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  function run(env: NodeJS.ProcessEnv) {
    process.env = { ...saved, ...env };
    const reporter = { panic: jest.fn(), warn: jest.fn() };
    const store = { getState: () => ({ program: { directory: ROOT } }) };
    (onPreInit as (args: unknown) => void)({ reporter, store });
    return reporter;
  }

  it("stops a production build on the repository's placeholders, naming them", () => {
    const reporter = run({ ...testBuildEnv, SITE_CONTEXT: "production", gatsby_executing_command: "build" });
    expect(reporter.panic).toHaveBeenCalledTimes(1);
    const message = reporter.panic.mock.calls[0]![0] as string;
    expect(message).toContain("esta compilación es de producción (SITE_CONTEXT=production)");
    for (const { file, field } of CONTENT_PLACEHOLDERS) expect(message).toContain(`content/${file} → ${field} = `);
    for (const { variable } of SETTING_PLACEHOLDERS) expect(message).toContain(`  ${variable} = `);
  });

  it("lets the test build through with a warning, and never checks `gatsby develop`", () => {
    const test = run({ ...testBuildEnv, gatsby_executing_command: "build" });
    expect(test.panic).not.toHaveBeenCalled();
    expect(test.warn).toHaveBeenCalledWith(
      expect.stringContaining(
        `A test build (SITE_CONTEXT=test) with ${CONTENT_PLACEHOLDERS.length + SETTING_PLACEHOLDERS.length + SAMPLES} placeholders`,
      ),
    );
    const develop = run({ ...testBuildEnv, SITE_CONTEXT: "production", gatsby_executing_command: "develop" });
    expect(develop.panic).not.toHaveBeenCalled();
    expect(develop.warn).not.toHaveBeenCalled();
  });
});

describe("the «Before launch» checklist in docs/deployment.md", () => {
  const doc = fs.readFileSync(path.join(ROOT, "docs/deployment.md"), "utf8");
  const section = /\n## Before launch\n([\s\S]*?)\n## /.exec(doc)?.[1] ?? "";

  it("lists exactly what the check enforces", () => {
    expect(section).not.toBe("");
    const fields = [...section.matchAll(/`(?:content\/)?site\.json → ([^`]+)`/g)].map((match) => match[1]);
    expect(fields.sort()).toEqual(CONTENT_PLACEHOLDERS.map((placeholder) => placeholder.field).sort());
    const variables = [...new Set([...section.matchAll(/`((?:GATSBY|CMS)_[A-Z_]+)`/g)].map((match) => match[1]))];
    expect(variables.filter((variable) => variable !== "CMS_GITHUB_BRANCH").sort()).toEqual(
      SETTING_PLACEHOLDERS.map((setting) => setting.variable).sort(),
    );
    expect(section).toContain("npm run check:launch");
  });
});

/** The Spanish CIF check digit (letter, seven digits, control): whether the control digit matches. */
function cifChecksumHolds(nif: string): boolean {
  const match = /^[ABCDEFGHJNPQRSUVW]-?(\d{7})(\d)$/.exec(nif);
  if (!match) return false;
  const digits = [...match[1]!].map(Number);
  const sum = digits.reduce((total, digit, index) => {
    if (index % 2 === 1) return total + digit;
    const doubled = digit * 2;
    return total + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  return (10 - (sum % 10)) % 10 === Number(match[2]);
}

describe("sample articles", () => {
  const sample = fs.readFileSync(path.join(ROOT, "__tests__/fixtures/articles/valid-article.md"), "utf8");
  /** A copy of content/ with these articles only. */
  const withArticles = (articles: Record<string, string>) => {
    const dir = contentWith(() => undefined);
    fs.rmSync(path.join(dir, "articles"), { recursive: true, force: true });
    fs.mkdirSync(path.join(dir, "articles"));
    for (const [name, source] of Object.entries(articles)) fs.writeFileSync(path.join(dir, "articles", name), source);
    return dir;
  };
  const articleProblems = (dir: string) =>
    launchProblems({ contentDir: dir, env: LIVE, processEnv: LIVE_PROCESS }).filter((problem) =>
      problem.where.startsWith("content/articles/"),
    );

  it("are listed with the other placeholders, each by its file", () => {
    const dir = withArticles({
      "muestra.md": sample,
      "revisado.md": sample.replace(/^sample: true\n/m, ""),
      "no-muestra.md": sample.replace(/^sample: true$/m, "sample: false"),
    });
    const problems = articleProblems(dir);
    expect(problems.map(({ where, value }) => [where, value])).toEqual([
      ["content/articles/muestra.md → sample", "true"],
    ]);
    expect(launchReport(problems)).toContain(
      "  content/articles/muestra.md → sample = true\n    es: un artículo de ejemplo: revísalo",
    );
  });

  it("add nothing when there are no articles", () => {
    const dir = contentWith(() => undefined);
    fs.rmSync(path.join(dir, "articles"), { recursive: true, force: true });
    expect(articleProblems(dir)).toEqual([]);
  });
});

describe("sample sources of the figures", () => {
  /** A copy of content/ whose home.json is changed by `edit`. */
  const withHome = (edit: (home: { results: { stats: Array<{ source: Record<string, unknown> }> } }) => void) =>
    contentFileWith("home.json", edit);
  const claimProblems = (dir: string) =>
    launchProblems({ contentDir: dir, env: LIVE, processEnv: LIVE_PROCESS }).filter((problem) =>
      problem.where.includes(".source"),
    );

  it("are each listed by file and field: the repository ships the home's, About's and the FAQ's figures with samples", () => {
    expect(claimProblems(CONTENT).map(({ where, value }) => [where, value])).toEqual([
      ...[0, 1, 2, 3].map((index) => [`content/about.json → identity.stats[${index}].source`, "sample: true"]),
      ["content/contact.json → faq.items[0].source[0]", "sample: true"],
      ...[0, 1, 2].map((index) => [`content/home.json → results.stats[${index}].source`, "sample: true"]),
    ]);
    expect(launchReport(claimProblems(CONTENT))).toContain(
      "  content/home.json → results.stats[0].source = sample: true\n    es: una cifra con una fuente de ejemplo: escribe de dónde sale de verdad",
    );
  });

  it("leave the list once a source is real (sample unticked or false), and only that one", () => {
    const dir = withHome((home) => {
      delete home.results.stats[0]!.source.sample;
      home.results.stats[1]!.source.sample = false;
    });
    expect(claimProblems(dir).map(({ where }) => where)).toEqual([
      ...[0, 1, 2, 3].map((index) => `content/about.json → identity.stats[${index}].source`),
      "content/contact.json → faq.items[0].source[0]",
      "content/home.json → results.stats[2].source",
    ]);
  });
});

describe("sample testimonials", () => {
  /** A copy of content/ whose testimonials.json is changed by `edit`. */
  const withTestimonials = (edit: (content: { items: Array<Record<string, unknown>> }) => void) =>
    contentFileWith("testimonials.json", edit);
  const testimonialProblems = (dir: string) =>
    launchProblems({ contentDir: dir, env: LIVE, processEnv: LIVE_PROCESS }).filter((problem) =>
      problem.where.startsWith("content/testimonials.json"),
    );

  it("are each listed by file and field: the repository ships three", () => {
    expect(testimonialProblems(CONTENT).map(({ where, value }) => [where, value])).toEqual(
      [0, 1, 2].map((index) => [`content/testimonials.json → items[${index}].sample`, "true"]),
    );
    expect(launchReport(testimonialProblems(CONTENT))).toContain(
      "  content/testimonials.json → items[0].sample = true\n    es: un testimonio de ejemplo: sustitúyelo por las palabras de un cliente real",
    );
  });

  it("leave the list once real (sample unticked or false) or deleted, and only that one", () => {
    const dir = withTestimonials((content) => {
      delete content.items[0]!.sample;
      content.items[1]!.sample = false;
      content.items.splice(2, 1);
      content.items.push({ ...content.items[0], id: "otro", sample: true });
    });
    expect(testimonialProblems(dir).map(({ where }) => where)).toEqual(["content/testimonials.json → items[2].sample"]);
  });
});

describe("the sample case study", () => {
  const caseProblems = (dir: string) =>
    launchProblems({ contentDir: dir, env: LIVE, processEnv: LIVE_PROCESS }).filter((problem) =>
      problem.where.startsWith("content/cases.json"),
    );

  it("is listed by file and field: the repository ships one", () => {
    expect(caseProblems(CONTENT).map(({ where, value }) => [where, value])).toEqual([
      ["content/cases.json → items[0].sample", "true"],
    ]);
    expect(launchReport(caseProblems(CONTENT))).toContain(
      "  content/cases.json → items[0].sample = true\n    es: un caso de éxito de ejemplo: sustitúyelo por un cliente real",
    );
  });

  it("leaves the list once real or deleted", () => {
    const real = contentFileWith<{ items: Array<Record<string, unknown>> }>("cases.json", (content) => {
      content.items[0]!.sample = false;
    });
    expect(caseProblems(real)).toEqual([]);
    const none = contentFileWith<{ items: unknown[] }>("cases.json", (content) => {
      content.items.splice(0);
    });
    expect(caseProblems(none)).toEqual([]);
  });
});
