/**
 * «Artículos» in the editors' CMS at /admin/ of the production build, against Decap's real local proxy
 * (decap-server) editing a copy of content/: writing a new article with an image, the live preview,
 * the draft switch, and the refusals that keep everyone's work (a stale save, a new article over an
 * existing one, a delete of an article changed since it was opened). Every file it writes is then
 * checked by the build's own article check.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { splitFrontmatter } from "../../content-model/frontmatter";
import { checkArticles } from "../../gatsby/article-checks";
import { isIsoDateTime } from "../../content-model/article";
import { startCmsProxy, type CmsProxy } from "../support/cms-proxy";
import { TEST_CMS_PROXY_PORT } from "../../tools/lib/test-env";
import { axeViolations } from "./support/axe";
import { baseUrl, launchBrowser, openPage, type PageProblems } from "./support/browser";

const CONTENT = path.resolve(__dirname, "../../content");
const CHATBOT = "chatbot-con-los-documentos-de-tu-empresa";
const CHATBOT_TITLE = "Un chatbot que responde con los documentos de tu empresa";
/** Bounded waits for what the proxy writes to disk (generous: the machine may be loaded). */
const FILE_WAIT_MS = 20_000;

let browser: Browser;
let proxy: CmsProxy;
let repo: string;

const contentFile = (name: string) => path.join(repo, "content", name);
const readContent = (name: string) => fs.readFileSync(contentFile(name), "utf8");
const frontmatter = (name: string) => splitFrontmatter(readContent(name)).data as Record<string, unknown>;

beforeAll(async () => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-articles-"));
  fs.cpSync(CONTENT, path.join(repo, "content"), { recursive: true });
  proxy = await startCmsProxy(TEST_CMS_PROXY_PORT, repo);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  fs.rmSync(repo, { recursive: true, force: true });
});

beforeEach(() => {
  fs.rmSync(path.join(repo, "content"), { recursive: true, force: true });
  fs.cpSync(CONTENT, path.join(repo, "content"), { recursive: true });
});

/** Resolves once `done()` holds, checking every 100 ms, or fails naming `what` after FILE_WAIT_MS. */
async function until(what: string, done: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + FILE_WAIT_MS;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function signIn(): Promise<{ page: Page; problems: PageProblems; close: () => Promise<void> }> {
  const { page, context, problems } = await openPage(browser, "desktop");
  await page.goto(`${baseUrl()}/admin/`);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.getByRole("link", { name: "Inicio" }).first().waitFor();
  return { page, problems, close: () => context.close() };
}

async function openArticle(slug: string) {
  const session = await signIn();
  await session.page.goto(`${baseUrl()}/admin/#/collections/articles/entries/${slug}`);
  await session.page.getByRole("status").filter({ hasText: "Publicado: sin cambios pendientes" }).waitFor();
  return session;
}

const titleBox = (page: Page) => page.getByLabel("Título", { exact: true });

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
}

/** Chooses `option` in one of Decap's select fields (react-select), found by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press("ArrowDown");
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** A PNG of one colour: two uploads need different colours (Decap tells its uploads apart by their content). */
async function pngAt(file: string, background: string) {
  await sharp({ create: { width: 1200, height: 630, channels: 3, background } })
    .png()
    .toFile(file);
  return file;
}

/** Uploads `file` in the open media library and chooses it. */
async function uploadAndChoose(page: Page, file: string) {
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByText(path.basename(file)).waitFor();
  await page.getByRole("button", { name: "Confirmar selección" }).click();
}

function expectQuiet(problems: PageProblems) {
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.foreignRequests).toEqual([]);
}

describe("«Artículos» in /admin/", () => {
  it("writes a new article with an image in its header and its body, as a draft the build accepts", async () => {
    const cover = await pngAt(path.join(repo, "portada-ia.png"), "#1a1f3d");
    const figure = await pngAt(path.join(repo, "grafico-leads.png"), "#3a69c7");
    const { page, problems, close } = await signIn();
    // From the first screen, as a new editor finds it: «Artículos», then «Nuevo Artículo».
    await page.getByRole("link", { name: "Artículos" }).click();
    await page.getByRole("link", { name: CHATBOT_TITLE }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Nuevo Artículo" }).click();
    await page.getByRole("heading", { level: 1, name: "Artículo nuevo" }).waitFor();

    await titleBox(page).fill("Cómo medir lo que aporta un chatbot");
    await page
      .getByLabel("Descripción", { exact: true })
      .fill(
        "Qué medir en un chatbot de atención al cliente, cómo contarlo cada semana y cuándo merece la pena ampliarlo.",
      );
    await choose(
      page,
      "Autor",
      "Equipo de Azahar Digital (Agencia de inteligencia artificial y marketing digital en Sevilla)",
    );
    await choose(page, "Servicios", "Inteligencia Artificial");
    await choose(page, "Categoría", "Inteligencia artificial");
    await page.getByRole("button", { name: "Elige una imagen" }).click();
    await uploadAndChoose(page, cover);
    await page.getByLabel("Texto alternativo de la imagen").fill("Panel con las conversaciones de un chatbot");

    const body = page.getByLabel("Texto del artículo");
    await body.fill("Un chatbot se mide por las consultas que resuelve.\n\nQué medir");
    // The toolbar turns the line the cursor is on into a heading 2.
    await body.press("End");
    await page.getByRole("button", { name: "Título 2" }).click();
    await body.press("End");
    await body.press("Enter");
    await body.press("Enter");
    await body.pressSequentially("Empieza por [una consulta](/contacto/).");
    await page.getByRole("toolbar", { name: "Formato del texto" }).getByRole("button", { name: "Imagen" }).click();
    await uploadAndChoose(page, figure);
    const image = "![Describe la imagen](../images/grafico-leads.png)";
    await until("the image in the body", async () => (await body.inputValue()).includes(image));

    // The preview draws the article as the site does, before anything is saved.
    const preview = page.frameLocator("#preview-pane");
    await preview.getByRole("heading", { level: 1, name: "Cómo medir lo que aporta un chatbot" }).waitFor();
    await preview.getByRole("heading", { level: 2, name: "Qué medir" }).waitFor();
    await preview.getByRole("link", { name: "una consulta" }).waitFor();
    await preview.getByRole("img", { name: "Panel con las conversaciones de un chatbot" }).waitFor();
    await expect(page.getByRole("switch", { name: "Borrador" }).isChecked()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await publish(page);
    const file = "articles/como-medir-lo-que-aporta-un-chatbot.md";
    await until(file, () => fs.existsSync(contentFile(file)));
    await page.getByText("Entrada guardada").waitFor();
    expectQuiet(problems);
    await close();

    const data = frontmatter(file);
    expect(data).toMatchObject({
      title: "Cómo medir lo que aporta un chatbot",
      author: "equipo-azahar",
      services: ["inteligencia-artificial"],
      category: "Inteligencia artificial",
      image: "../images/portada-ia.png",
      imageAlt: "Panel con las conversaciones de un chatbot",
      draft: true,
    });
    // Today, in Madrid's time with Madrid's offset: what the build reads.
    expect(isIsoDateTime(String(data.date))).toBe(true);
    expect(String(data.date)).toMatch(/\+0[12]:00$/);
    expect(readContent(file)).toContain(
      "## Qué medir\n\nEmpieza por [una consulta](/contacto/).\n\n![Describe la imagen](../images/grafico-leads.png)\n",
    );
    expect(fs.existsSync(contentFile("images/portada-ia.png"))).toBe(true);
    expect(fs.existsSync(contentFile("images/grafico-leads.png"))).toBe(true);
    expect(checkArticles(path.join(repo, "content"))).toEqual([]);
  });

  it("previews an edit live, and saves only the line that changed", async () => {
    const file = `articles/${CHATBOT}.md`;
    const before = readContent(file);
    const { page, problems, close } = await openArticle(CHATBOT);
    const preview = page.frameLocator("#preview-pane");
    await preview.getByRole("heading", { level: 1, name: CHATBOT_TITLE }).waitFor();
    await titleBox(page).fill("Un chatbot que contesta con los documentos de tu empresa");
    await preview
      .getByRole("heading", { level: 1, name: "Un chatbot que contesta con los documentos de tu empresa" })
      .waitFor();
    await publish(page);
    await page.getByRole("status").filter({ hasText: "Publicado: sin cambios pendientes" }).waitFor();
    expectQuiet(problems);
    await close();
    expect(readContent(file)).toBe(
      before.replace(`title: "${CHATBOT_TITLE}"`, 'title: "Un chatbot que contesta con los documentos de tu empresa"'),
    );
  });

  it("turns a published article back into a draft with the «Borrador» switch", async () => {
    const file = `articles/${CHATBOT}.md`;
    const before = readContent(file);
    const { page, close } = await openArticle(CHATBOT);
    const draft = page.getByRole("switch", { name: "Borrador" });
    await expect(draft.isChecked()).resolves.toBe(false);
    await draft.check();
    await publish(page);
    await page.getByRole("status").filter({ hasText: "Publicado: sin cambios pendientes" }).waitFor();
    await close();
    expect(readContent(file)).toBe(before.replace("draft: false", "draft: true"));
  });

  it("refuses a save over a change made since the article was opened, and writes nothing", async () => {
    const file = `articles/${CHATBOT}.md`;
    const { page, problems, close } = await openArticle(CHATBOT);
    await titleBox(page).fill("Un chatbot que contesta con los documentos de tu empresa");
    const theirs = readContent(file).replace("draft: false", "draft: true");
    fs.writeFileSync(contentFile(file), theirs);
    await publish(page);
    const notice = page.getByRole("alertdialog", { name: "No se ha guardado: alguien ha cambiado esta página" });
    await notice.waitFor();
    await expect(notice.locator("dl").innerText()).resolves.toBe(
      "Título\nUn chatbot que contesta con los documentos de tu empresa",
    );
    expect(readContent(file)).toBe(theirs);

    // Their version with the editor's title on top, then saved.
    await notice.getByRole("button", { name: "Cargar su versión con mis cambios" }).click();
    await notice.getByRole("button", { name: "Cerrar" }).click();
    await expect(page.getByRole("switch", { name: "Borrador" }).isChecked()).resolves.toBe(true);
    await publish(page);
    await page.getByRole("status").filter({ hasText: "Publicado: sin cambios pendientes" }).waitFor();
    expect(readContent(file)).toBe(
      theirs.replace(`title: "${CHATBOT_TITLE}"`, 'title: "Un chatbot que contesta con los documentos de tu empresa"'),
    );
    expectQuiet(problems);
    await close();
  });

  it("refuses a new article whose address is already another article's, keeping both", async () => {
    const existing = readContent("articles/campanas-medidas-hasta-el-lead.md");
    const { page, problems, close } = await signIn();
    await page.goto(`${baseUrl()}/admin/#/collections/articles/new`);
    await titleBox(page).fill("Campañas medidas hasta el lead");
    await page
      .getByLabel("Descripción", { exact: true })
      .fill("Otra forma de contar las campañas de pago: del clic al contacto que pide presupuesto y acaba firmando.");
    await choose(
      page,
      "Autor",
      "Equipo de Azahar Digital (Agencia de inteligencia artificial y marketing digital en Sevilla)",
    );
    await choose(page, "Servicios", "Marketing Digital");
    await choose(page, "Categoría", "Marketing digital");
    await page.getByLabel("Texto del artículo").fill("Un texto nuevo sobre campañas.");
    await publish(page);
    await page
      .getByText(
        "No se ha guardado: ya hay un artículo con la dirección /blog/campanas-medidas-hasta-el-lead/, que sale de su título.",
        { exact: false },
      )
      .waitFor();
    // What the editor wrote is still there, to retitle.
    await expect(page.getByLabel("Texto del artículo").inputValue()).resolves.toBe("Un texto nuevo sobre campañas.");
    expect(problems.pageErrors).toEqual([]);
    await close();
    expect(readContent("articles/campanas-medidas-hasta-el-lead.md")).toBe(existing);
    expect(fs.readdirSync(contentFile("articles")).filter((name) => name.startsWith("campanas"))).toEqual([
      "campanas-medidas-hasta-el-lead.md",
    ]);
  });

  it("refuses to delete an article changed since it was opened, and deletes one that was not", async () => {
    const file = `articles/${CHATBOT}.md`;
    const { page, problems, close } = await openArticle(CHATBOT);
    page.on("dialog", (dialog) => void dialog.accept());
    const theirs = readContent(file).replace("draft: false", "draft: true");
    fs.writeFileSync(contentFile(file), theirs);
    await page.getByRole("button", { name: "Borrar el artículo" }).click();
    await page
      .getByText(`No se ha borrado: otra persona ha cambiado «${CHATBOT_TITLE}» desde que lo abriste`, { exact: false })
      .waitFor();
    expect(readContent(file)).toBe(theirs);
    expect(problems.pageErrors).toEqual([]);
    await close();

    // Opened again, it is the version on disk, and it is deleted.
    const second = await openArticle(CHATBOT);
    second.page.on("dialog", (dialog) => void dialog.accept());
    await second.page.getByRole("button", { name: "Borrar el artículo" }).click();
    await until(`${file} to be deleted`, () => !fs.existsSync(contentFile(file)));
    await second.page.getByRole("link", { name: "Campañas de pago medidas hasta el lead, no hasta el clic" }).waitFor();
    expectQuiet(second.problems);
    await second.close();
  });
});
