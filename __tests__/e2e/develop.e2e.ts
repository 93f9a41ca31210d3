/**
 * The development server as `npm start` runs it, started once for every test that needs it: on a copy of
 * the project, `gatsby develop` with its own local backend and Decap's local proxy. First every route
 * opens with no runtime error (issue 12, item 0: `gatsby develop` serves no prerendered markup); then
 * the editor's whole local round trip: /admin/ saves into content/, the development server shows the
 * change, and a preview build of the edited project (with an uploaded image, without Maxi's endpoint)
 * passes and says Maxi is unavailable; a production build of it stops on the repository's placeholders.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { CONTENT_PLACEHOLDERS, SETTING_PLACEHOLDERS } from "../../content-model/placeholders";
import site from "../../content/site.json";
import { answers, startChild, type Child } from "../../tools/lib/child-process";
import { generateArticles } from "../../tools/lib/generated-articles";
import { startCmsProxy, type CmsProxy } from "../support/cms-proxy";
import { startStaticServer } from "../../tools/lib/static-server";
import { TEST_DEV_BACKEND_PORT, TEST_DEV_CMS_PROXY_PORT, TEST_DEV_PORT } from "../../tools/lib/test-env";
import { LOCAL_REPLY_PREFIX } from "../../tools/local-backend/chat-webhook";
import { startLocalBackend, type LocalBackend } from "../../tools/local-backend/server";
import blogContent from "../../content/blog.json";
import contactContent from "../../content/contact.json";
import { axeViolations } from "./support/axe";
import { launchBrowser, openPage } from "./support/browser";
import { waitForPageIdle } from "./support/network-quiet";
import { ROUTES } from "./support/routes";
import { chatLog, openConversation, sendMessage } from "./support/widgets";

const ROOT = path.resolve(__dirname, "../..");
const DEV_URL = `http://127.0.0.1:${TEST_DEV_PORT}`;
/** Generous: a cold Gatsby run on a busy 2-core machine took 4–10 minutes. */
const GATSBY_TIMEOUT_MS = 12 * 60_000;

/**
 * The project's sources and content, copied under .cache/ (ignored by git, lint and typecheck), where
 * Node finds the installed packages by walking up: a symlinked node_modules made Gatsby load its own
 * modules twice. Only the CMS workspace's packages are linked (esbuild resolves them once, by real path).
 */
function copyProject(): string {
  fs.mkdirSync(path.join(ROOT, ".cache"), { recursive: true });
  const dir = fs.mkdtempSync(path.join(ROOT, ".cache", "cms-develop-test-"));
  for (const name of [
    "src",
    "gatsby",
    "content-model",
    "content",
    "gatsby-config.ts",
    "gatsby-node.ts",
    "gatsby-browser.tsx",
    "gatsby-ssr.tsx",
    "tsconfig.json",
    "package.json",
    ".env.development",
  ]) {
    fs.cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true });
  }
  fs.cpSync(path.join(ROOT, "cms"), path.join(dir, "cms"), {
    recursive: true,
    filter: (source) => !source.includes("node_modules"),
  });
  fs.symlinkSync(path.join(ROOT, "cms/node_modules"), path.join(dir, "cms/node_modules"));
  return dir;
}

/** The environment of `npm start`: not jest's (its NODE_ENV=test breaks Gatsby's babel stages). */
function gatsbyEnv(nodeEnv: "development" | "production", backendUrl: string): NodeJS.ProcessEnv {
  const { JEST_WORKER_ID: _worker, ...env } = process.env;
  return {
    ...env,
    NODE_ENV: nodeEnv,
    GATSBY_TELEMETRY_DISABLED: "1",
    CMS_PROXY_PORT: String(TEST_DEV_CMS_PROXY_PORT),
    // The edited project's build is a preview: it keeps the repository's placeholders.
    SITE_CONTEXT: "preview",
    // These win over .env.development (dotenv never overrides the environment).
    GATSBY_SITE_URL: DEV_URL,
    GATSBY_SUPABASE_URL: backendUrl,
    GATSBY_CHAT_WEBHOOK_URL: `${backendUrl}/api/chat`,
  };
}

/** A date no build of this test reaches: an article dated then is scheduled, not published. */
const FUTURE_DATE = "2099-01-05T09:00:00+01:00";

/**
 * Unpublishes every article of the edited project, each in one of the ways an editor can: the first
 * becomes a draft, the others are dated in the future. Returns what must then appear nowhere.
 */
function unpublishEveryArticle(dir: string): Array<{ slug: string; title: string }> {
  const folder = path.join(dir, "content/articles");
  return fs
    .readdirSync(folder)
    .sort()
    .map((name, index) => {
      const file = path.join(folder, name);
      const source = fs.readFileSync(file, "utf8");
      const edited =
        index === 0
          ? source.replace(/^draft: false$/m, "draft: true")
          : source.replace(/^date: ".*"$/m, `date: "${FUTURE_DATE}"`);
      expect(edited).not.toBe(source);
      fs.writeFileSync(file, edited);
      return { slug: name.replace(/\.md$/, ""), title: /^title: "(.*)"$/m.exec(source)?.[1] ?? name };
    });
}

/** Deletes every case study of the edited project, as an editor does before launch (the repository's is a sample). */
function removeEveryCase(dir: string): void {
  const file = path.join(dir, "content/cases.json");
  const cases = JSON.parse(fs.readFileSync(file, "utf8")) as { items: unknown[] };
  expect(cases.items.length).toBeGreaterThan(0);
  fs.writeFileSync(file, `${JSON.stringify({ ...cases, items: [] }, null, 2)}\n`);
}

/** Every text file of a build (pages, page-data, scripts, feeds, the sitemap, Maxi's knowledge), the editor's CMS aside. */
function builtTextFiles(publicDir: string): string[] {
  return (fs.readdirSync(publicDir, { recursive: true }) as string[])
    .filter((name) => /\.(html|json|js|xml|txt|md|webmanifest)$/.test(name) && !name.startsWith("admin"))
    .map((name) => path.join(publicDir, name))
    .filter((file) => fs.statSync(file).isFile());
}

/** Waits until the development server's data for a page (its page-data path) contains `text`. */
async function waitForDevelopPageData(pagePath: string, text: string): Promise<void> {
  const deadline = Date.now() + 3 * 60_000;
  let last = "";
  while (Date.now() < deadline) {
    last = await fetch(`${DEV_URL}/page-data/${pagePath}/page-data.json`).then(
      (response) => response.text(),
      (error: Error) => error.message,
    );
    if (last.includes(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`The development server's data for ${pagePath} never showed «${text}»: ${last.slice(0, 500)}`);
}

/** The text box whose current value starts with `start` (Decap's boxes carry no distinguishing attribute). */
async function boxStartingWith(page: Page, start: string): Promise<Locator> {
  const boxes = page.locator("input, textarea");
  for (let index = 0; index < (await boxes.count()); index += 1) {
    if ((await boxes.nth(index).inputValue()).startsWith(start)) return boxes.nth(index);
  }
  throw new Error(`No field starts with «${start}»`);
}

let project: string;
/** The articles the edited project's build was given unpublished (a draft, future dates). */
let unpublished: Array<{ slug: string; title: string }> = [];
let develop: Child | undefined;
let proxy: CmsProxy | undefined;
let backend: LocalBackend | undefined;
let backendData: string;
let browser: Browser;

beforeAll(async () => {
  project = copyProject();
  // Past one page of the blog's list (12 articles): the samples and 10 more.
  generateArticles(project, 10);
  backendData = fs.mkdtempSync(path.join(os.tmpdir(), "develop-db-"));
  // The development site calls the backend's /api/chat from its own port, as `npm start` does.
  backend = await startLocalBackend({ port: TEST_DEV_BACKEND_PORT, dataDir: backendData, siteOrigins: [DEV_URL] });
  proxy = await startCmsProxy(TEST_DEV_CMS_PROXY_PORT, project);
  browser = await launchBrowser();
  develop = await startChild({
    name: "gatsby develop",
    command: path.join(ROOT, "node_modules/.bin/gatsby"),
    args: ["develop", "-H", "127.0.0.1", "-p", String(TEST_DEV_PORT)],
    cwd: project,
    env: gatsbyEnv("development", backend.url),
    startTimeoutMs: GATSBY_TIMEOUT_MS,
    pollMs: 1000,
    ready: () => answers(`${DEV_URL}/contacto/`),
  });
}, GATSBY_TIMEOUT_MS + 60_000);

afterAll(async () => {
  await develop?.stop();
  await browser?.close();
  await proxy?.close();
  await backend?.close();
  fs.rmSync(project, { recursive: true, force: true });
  fs.rmSync(backendData, { recursive: true, force: true });
});

describe("the development server of `npm start`", () => {
  /** Gatsby's development error overlay («Unhandled Runtime Error»), drawn in a shadow root. */
  const overlay = '[data-gatsby-overlay="root"], [data-gatsby-overlay="backdrop"]';

  it(
    "opens every route at 375 px with no page error, console error or error overlay, the empty form answers «Revisa el formulario» and Maxi answers",
    async () => {
      const { page, context, problems } = await openPage(browser, "phone");
      const seen: string[] = [];
      for (const route of ROUTES) {
        // The first request of a route compiles it on demand: allow for that.
        await page.goto(`${DEV_URL}${route}`, { timeout: 120_000 });
        await page.getByRole("heading", { level: 1 }).waitFor({ timeout: 120_000 });
        await page.waitForFunction(() => Boolean((window as { ___navigate?: unknown }).___navigate), undefined, {
          polling: 100,
        });
        // Hydration errors are reported asynchronously, after the first render: once the page is idle
        // (not the network: the development server's hot-reload event stream never ends).
        await waitForPageIdle(page, { network: false });
        seen.push(`${route} overlay=${await page.locator(overlay).count()}`);
      }
      expect(seen).toEqual(ROUTES.map((route) => `${route} overlay=0`));

      await page.goto(`${DEV_URL}/contacto/`);
      await page.getByRole("heading", { level: 2, name: contactContent.form.title }).waitFor();
      await page.waitForFunction(() => Boolean((window as { ___navigate?: unknown }).___navigate), undefined, {
        polling: 100,
      });
      await page.getByRole("button", { name: contactContent.form.submitLabel }).click();
      await page.getByRole("alert").getByText(contactContent.form.toasts.invalid.title).waitFor();
      await expect(page.locator(overlay).count()).resolves.toBe(0);

      // Maxi through the local backend's gateway (the same code as /api/chat on Cloudflare) and its stand-in.
      await openConversation(page);
      await sendMessage(page, "¿Qué servicios ofrecéis?");
      await chatLog(page).getByText(LOCAL_REPLY_PREFIX, { exact: false }).waitFor();

      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      await context.close();
    },
    6 * 60_000,
  );

  it(
    "lists the blog past 12 articles on numbered pages, linked both ways, the current one marked (axe clean)",
    async () => {
      const { page, context, problems } = await openPage(browser, "desktop");
      const labels = blogContent.list;
      const pagination = page.getByRole("navigation", { name: labels.paginationLabel });
      const cards = page.locator("main ul > li h2 a");
      await page.goto(`${DEV_URL}/blog/`, { timeout: 120_000 });
      await pagination.waitFor({ timeout: 120_000 });
      expect(await cards.count()).toBe(12);
      expect(
        await pagination
          .getByRole("link", { name: labels.pageLabel.replace("{page}", "1") })
          .getAttribute("aria-current"),
      ).toBe("page");
      expect(await pagination.getByRole("link", { name: labels.newer }).count()).toBe(0);
      const firstPage = await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")));

      await page.waitForFunction(() => Boolean((window as { ___navigate?: unknown }).___navigate), undefined, {
        polling: 100,
      });
      await pagination.getByRole("link", { name: labels.older }).click();
      await page.waitForURL(`${DEV_URL}/blog/2/`, { timeout: 120_000 });
      await pagination.getByRole("link", { name: labels.newer }).waitFor({ timeout: 120_000 });
      const secondPage = await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(secondPage).toHaveLength(1);
      expect(firstPage).not.toContain(secondPage[0]);
      expect(
        await pagination
          .getByRole("link", { name: labels.pageLabel.replace("{page}", "2") })
          .getAttribute("aria-current"),
      ).toBe("page");
      expect(await pagination.getByRole("link", { name: labels.older }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      await pagination.getByRole("link", { name: labels.newer }).click();
      await page.waitForURL(`${DEV_URL}/blog/`);
      await pagination.getByRole("link", { name: labels.older }).waitFor();
      expect(problems.pageErrors).toEqual([]);
      await context.close();
    },
    4 * 60_000,
  );

  it(
    "changes a heading and an FAQ answer in /admin/ of the development server, which then shows them",
    async () => {
      const { page, context, problems } = await openPage(browser, "desktop");
      await page.goto(`${DEV_URL}/admin/`);
      await page.getByRole("button", { name: "Iniciar sesión" }).click();
      // The CMS opens on the list of pages: one click to the page.
      await page.getByRole("main").getByRole("link", { name: "Contacto" }).click();
      // The entry's first render loads the unminified CMS and the site's own components for its preview: on
      // a busy host it takes as long as a route's first load above (a stress-ng --cpu 2 run took over 30 s).
      const heroTitle = page.locator('input[value="Hablemos de tu Proyecto"]');
      await heroTitle.waitFor({ timeout: 120_000 });
      await heroTitle.fill("Hablemos de tu Empresa");
      // Open the first question (list items start folded, showing their question) and rewrite its answer.
      const question = page.getByText("¿Cuánto tiempo tardaré en ver resultados?", { exact: true });
      await question.locator("xpath=preceding-sibling::*[1]").getByRole("button").first().click();
      await (
        await boxStartingWith(page, "Los primeros resultados")
      ).fill("Verás los primeros resultados en 2 a 4 semanas, con seguimiento 24/7.");
      // The preview shows the site's own FAQ with the new answer.
      const preview = page.frameLocator("#preview-pane");
      await preview
        .getByText("Verás los primeros resultados en 2 a 4 semanas, con seguimiento 24/7.")
        .waitFor({ state: "attached" });
      await page.getByRole("button", { name: "Publicar", exact: true }).click();
      await page.getByText("Entrada guardada").waitFor();
      expect(problems.pageErrors).toEqual([]);
      expect(problems.foreignRequests).toEqual([]);

      const contact = JSON.parse(fs.readFileSync(path.join(project, "content/contact.json"), "utf8"));
      expect(contact.hero.title).toBe("Hablemos de tu Empresa");
      expect(contact.faq.items[0].answer).toBe("Verás los primeros resultados en 2 a 4 semanas, con seguimiento 24/7.");

      // Gatsby's development server picks the saved file up by itself. On a busy host its unminified
      // bundle takes long to load, and the re-run query may land after the first load: one reload then.
      const site = await context.newPage();
      const heading = site.getByRole("heading", { level: 1, name: "Hablemos de tu Empresa" });
      let shown = false;
      for (let attempt = 0; attempt < 3 && !shown; attempt += 1) {
        await site.goto(`${DEV_URL}/contacto/`, { timeout: 90_000 });
        shown = await heading.waitFor({ timeout: 90_000 }).then(
          () => true,
          () => false,
        );
      }
      if (!shown) {
        const h1 = await site.locator("h1").allInnerTexts();
        throw new Error(
          `The development server never showed the saved heading (h1: ${JSON.stringify(h1)}).\n${develop?.output().slice(-3000) ?? ""}`,
        );
      }
      await context.close();
    },
    10 * 60_000,
  );

  it(
    "uploads an image with alt text, and a preview build of the edited project, without a chat endpoint, passes",
    async () => {
      const upload = path.join(os.tmpdir(), `panel-cms-${process.pid}.png`);
      await sharp({ create: { width: 1200, height: 750, channels: 3, background: "#141831" } })
        .png()
        .toFile(upload);
      const { page, context } = await openPage(browser, "desktop");
      await page.goto(`${DEV_URL}/admin/`);
      await page.getByRole("button", { name: "Iniciar sesión" }).click();
      await page.goto(`${DEV_URL}/admin/#/collections/pages/entries/home`);
      await page.getByRole("button", { name: "Elige una imagen diferente" }).click();
      await page.locator('input[type="file"]').setInputFiles(upload);
      await page.getByText(path.basename(upload)).waitFor();
      await page.getByRole("button", { name: "Confirmar selección" }).click();
      await page.getByLabel("Texto alternativo").fill("Panel de resultados de un cliente");
      await page.getByRole("button", { name: "Publicar", exact: true }).click();
      await page.getByText("Entrada guardada").waitFor();
      await context.close();
      fs.rmSync(upload);
      // Stopped in the middle of taking the change in, the development server can leave Gatsby's cache
      // without the page's content (the build then refuses it: requiredContent); an editor stops it later.
      await waitForDevelopPageData("index", "Panel de resultados de un cliente");

      await develop?.stop();
      unpublished = unpublishEveryArticle(project);
      removeEveryCase(project);
      const build = spawnSync(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
        cwd: project,
        // Built without Maxi's endpoint, so the next test can see how the site says so.
        env: { ...gatsbyEnv("production", backend!.url), GATSBY_CHAT_WEBHOOK_URL: "" },
        encoding: "utf8",
        timeout: GATSBY_TIMEOUT_MS,
      });
      expect(
        `${build.status}\n${build.status === 0 ? "" : `${build.stdout.slice(-3000)}${build.stderr.slice(-3000)}`}`,
      ).toBe("0\n");
      const home = fs.readFileSync(path.join(project, "public/index.html"), "utf8");
      expect(home).toContain(`/${path.basename(upload, ".png")}`);
      expect(home).toContain('alt="Panel de resultados de un cliente"');
    },
    GATSBY_TIMEOUT_MS + 3 * 60_000,
  );

  it("built without a chat endpoint, Maxi says it is unavailable and nothing claims it is online (375 px, axe clean)", async () => {
    const server = await startStaticServer(path.join(project, "public"));
    try {
      const { page, context, problems } = await openPage(browser, "phone");
      await page.goto(`${server.url}/`);
      await page.waitForFunction(() => Boolean((window as { ___navigate?: unknown }).___navigate), undefined, {
        polling: 100,
      });
      await page.getByRole("button", { name: site.chat.openLabel }).click();
      const dialog = page.getByRole("dialog", { name: site.chat.title });
      await dialog.getByRole("heading", { name: site.chat.unavailable.title }).waitFor();
      await dialog.getByText(site.chat.unavailable.status, { exact: true }).waitFor();
      expect(await page.locator("body").innerText()).not.toContain(site.chat.status);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      await context.close();
    } finally {
      await server.close();
    }
  });

  it("with no article published (a draft, the others dated in the future) and no case study, the build has no blog and no case pages: no page, section, link or feed, and no article's address or title in any file", () => {
    const publicDir = path.join(project, "public");
    expect(unpublished.length).toBeGreaterThanOrEqual(2);
    expect(fs.existsSync(path.join(publicDir, "blog/index.html"))).toBe(false);
    expect(fs.existsSync(path.join(publicDir, "blog/rss.xml"))).toBe(false);
    expect(fs.existsSync(path.join(publicDir, "casos-de-exito"))).toBe(false);
    expect(fs.existsSync(path.join(publicDir, "page-data/casos-de-exito"))).toBe(false);
    expect(fs.readFileSync(path.join(publicDir, "sitemap.xml"), "utf8")).not.toContain("/casos-de-exito/");
    const files = builtTextFiles(publicDir);
    expect(files.map((file) => path.relative(publicDir, file))).toEqual(
      expect.arrayContaining(["index.html", "sitemap.xml", "page-data/index/page-data.json"]),
    );
    const found = files.flatMap((file) => {
      const text = fs.readFileSync(file, "utf8");
      return [
        ...unpublished.flatMap(({ slug, title }) => [slug, title].filter((needle) => text.includes(needle))),
        ...['href="/blog/"', 'href="/casos-de-exito/"'].filter((needle) => text.includes(needle)),
      ].map((needle) => `${path.relative(publicDir, file)}: ${needle}`);
    });
    expect(found).toEqual([]);
    // The scheduled rebuild knows when the next one is due, and nothing else about it.
    expect(JSON.parse(fs.readFileSync(path.join(publicDir, "blog/proxima-publicacion.json"), "utf8"))).toEqual({
      next: new Date(FUTURE_DATE).toISOString(),
    });
  });

  it(
    "refuses a production build while the repository's placeholders remain, naming each in Spanish and English, before building anything",
    async () => {
      await develop?.stop();
      const page = path.join(project, "public/index.html");
      const before = fs.statSync(page).mtimeMs;
      const build = spawnSync(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
        cwd: project,
        env: {
          ...gatsbyEnv("production", backend!.url),
          GATSBY_SUPABASE_ANON_KEY: "local-anon-key",
          SITE_CONTEXT: "",
          CONTEXT: "production",
        },
        encoding: "utf8",
        timeout: GATSBY_TIMEOUT_MS,
      });
      // Gatsby's reporter wraps long lines: compare with every run of whitespace as one space.
      const output = `${build.stdout}${build.stderr}`.replace(/\s+/g, " ");
      expect(build.status).not.toBe(0);
      expect(output).toContain("Launch check: this is a production build (Netlify CONTEXT=production)");
      expect(output).toContain("Comprobación de lanzamiento: esta compilación es de producción");
      for (const { file, field, es, en } of CONTENT_PLACEHOLDERS) {
        expect(output).toContain(`content/${file} → ${field} = `);
        expect(output).toContain(`es: ${es}`);
        expect(output).toContain(`en: ${en}`);
      }
      // This test's settings point at this machine's stand-ins: not a public site's.
      for (const { variable } of SETTING_PLACEHOLDERS) expect(output).toContain(` ${variable} = `);
      expect(fs.statSync(page).mtimeMs).toBe(before);
    },
    GATSBY_TIMEOUT_MS,
  );
});
