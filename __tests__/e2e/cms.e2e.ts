/**
 * The editors' CMS at /admin/ of the production build (served as Cloudflare Pages serves it), against
 * Decap's real local proxy (decap-server) editing a copy of content/: the real files are never touched.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { cmsSettings } from "../../cms/settings-from-env";
import cookies from "../../content/cookies.json";
import { writeAdmin } from "../../gatsby/admin";
import { startCmsProxy, type CmsProxy } from "../support/cms-proxy";
import { startStaticServer } from "../../tools/lib/static-server";
import { TEST_CMS_PROXY_PORT } from "../../tools/lib/test-env";
import { FILE_INFO } from "../../cms/src/model/collections";
import { checkContentFile } from "../../gatsby/content-checks";
import { axeViolations } from "./support/axe";
import { baseUrl, launchBrowser, openPage, waitForHydration, type PageProblems } from "./support/browser";
import { ROUTES } from "./support/routes";

const CONTENT = path.resolve(__dirname, "../../content");
const HERO_TITLE = "Transforma tu negocio con";
const HERO_EYEBROW = "Agencia de IA y marketing digital · Sevilla";

let browser: Browser;
let proxy: CmsProxy;
let repo: string;

const contentFile = (name: string) => path.join(repo, "content", name);
const readContent = (name: string) => fs.readFileSync(contentFile(name), "utf8");

beforeAll(async () => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-repo-"));
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
  // Every test starts from the real content.
  fs.rmSync(path.join(repo, "content"), { recursive: true, force: true });
  fs.cpSync(CONTENT, path.join(repo, "content"), { recursive: true });
});

/** Signs in to the local proxy and opens the editor of one content file (an entry of «Páginas», the site's data, …). */
async function openEditor(
  entry: string,
  collection = entry === "site" ? "site" : "pages",
): Promise<{ page: Page; problems: PageProblems; close: () => Promise<void> }> {
  const { page, context, problems } = await openPage(browser, "desktop");
  await page.goto(`${baseUrl()}/admin/`);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.getByRole("link", { name: "Inicio" }).first().waitFor();
  await page.goto(`${baseUrl()}/admin/#/collections/${collection}/entries/${entry}`);
  await page.getByRole("status").filter({ hasText: "Publicado: sin cambios pendientes" }).waitFor();
  return { page, problems, close: () => context.close() };
}

/** Another editor's save of content/home.json: a different line than the ones the tests edit. */
function otherEditorChangesEyebrow(): string {
  const changed = readContent("home.json").replace(
    `"eyebrow": "${HERO_EYEBROW}",`,
    '"eyebrow": "Agencia de IA en Sevilla",',
  );
  fs.writeFileSync(contentFile("home.json"), changed);
  return changed;
}

/** Decap's local backup of a draft (IndexedDB, through localForage), once it holds `text`. */
async function waitForBackup(page: Page, key: string, text: string) {
  const holds = () =>
    page.evaluate(
      ([backupKey, expected]) =>
        new Promise<boolean>((resolve) => {
          const request = indexedDB.open("localforage");
          request.onerror = () => resolve(false);
          request.onsuccess = () => {
            const db = request.result;
            if (!db.objectStoreNames.contains("keyvaluepairs")) return resolve(false);
            const read = db.transaction("keyvaluepairs").objectStore("keyvaluepairs").get(backupKey);
            read.onsuccess = () => resolve(typeof read.result?.raw === "string" && read.result.raw.includes(expected));
            read.onerror = () => resolve(false);
          };
        }),
      [key, text] as const,
    );
  while (!(await holds())) await page.waitForTimeout(200);
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
}

function expectQuiet(problems: PageProblems) {
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.foreignRequests).toEqual([]);
}

describe("/admin/", () => {
  it("is served with its own Content-Security-Policy, kept out of search engines and the sitemap", async () => {
    const response = await fetch(`${baseUrl()}/admin/`);
    expect(response.status).toBe(200);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain(`connect-src 'self' blob: http://127.0.0.1:${TEST_CMS_PROXY_PORT};`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).not.toContain("/admin");
    // The public pages keep their strict policy.
    expect((await fetch(`${baseUrl()}/`)).headers.get("content-security-policy")).not.toContain("unsafe-eval");
  });

  it("saves an edited heading into content/home.json, changing that line and nothing else", async () => {
    const before = readContent("home.json");
    const { page, problems, close } = await openEditor("home");
    await page.locator(`input[value="${HERO_TITLE}"]`).fill("Impulsa tu negocio con");
    // The preview draws the site's own hero with the new text before anything is saved.
    await page
      .frameLocator("#preview-pane")
      .getByRole("heading", { level: 1 })
      .filter({ hasText: "Impulsa tu negocio con" })
      .waitFor();
    await publish(page);
    await page.getByText("Entrada guardada").waitFor();
    expectQuiet(problems);
    await close();

    const after = readContent("home.json");
    expect(after).toBe(before.replace(`"title": "${HERO_TITLE}",`, '"title": "Impulsa tu negocio con",'));
    expect(after).not.toBe(before);
  });

  it("refuses a save over a change made on disk since the entry was opened, writes nothing, and then publishes both changes", async () => {
    const { page, problems, close } = await openEditor("home");
    await page.locator(`input[value="${HERO_TITLE}"]`).fill("Impulsa tu negocio con");
    const theirs = otherEditorChangesEyebrow();
    await publish(page);
    // Decap's notice closes itself after a few seconds: read it first, before the slower checks below.
    await page
      .getByText("No se ha guardado: otra persona ha guardado «Inicio» mientras la editabas", { exact: false })
      .waitFor();

    const notice = page.getByRole("alertdialog", { name: "No se ha guardado: alguien ha cambiado esta página" });
    await notice.waitFor();
    await expect(
      notice
        .getByText("Para no borrar su cambio no se ha escrito nada: tus cambios siguen en el formulario.", {
          exact: false,
        })
        .isVisible(),
    ).resolves.toBe(true);
    // The editor's own change, named by its labels, to re-apply if need be.
    await expect(notice.locator("dl").innerText()).resolves.toBe("Cabecera › Título\nImpulsa tu negocio con");
    expect(await axeViolations(page)).toEqual([]);
    expect(readContent("home.json")).toBe(theirs);

    // Their version with the editor's change on top, checked against their version from now on.
    await notice.getByRole("button", { name: "Cargar su versión con mis cambios" }).click();
    await notice.getByText("Cargada su versión con tus cambios", { exact: false }).waitFor();
    await notice.getByRole("button", { name: "Cerrar" }).click();
    await expect(page.locator('input[value="Agencia de IA en Sevilla"]').count()).resolves.toBe(1);
    await expect(page.locator('input[value="Impulsa tu negocio con"]').count()).resolves.toBe(1);
    await publish(page);
    await page.getByText("Entrada guardada").waitFor();
    const both = theirs.replace(`"title": "${HERO_TITLE}",`, '"title": "Impulsa tu negocio con",');
    expect(readContent("home.json")).toBe(both);

    // The next save starts from what this one wrote: not mistaken for someone else's change.
    await page.locator('input[value="Impulsa tu negocio con"]').fill("Haz crecer tu negocio con");
    await page.getByRole("status").filter({ hasText: "Cambios sin publicar" }).waitFor();
    await publish(page);
    await page.getByRole("status").filter({ hasText: "Publicado: sin cambios pendientes" }).waitFor();
    expect(readContent("home.json")).toBe(
      both.replace('"title": "Impulsa tu negocio con",', '"title": "Haz crecer tu negocio con",'),
    );
    expectQuiet(problems);
    await close();
  });

  it("keeps a draft through a crash of the tab, and still refuses it over a change made meanwhile", async () => {
    const { page, context, problems } = await openPage(browser, "desktop");
    await page.goto(`${baseUrl()}/admin/`);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await page.goto(`${baseUrl()}/admin/#/collections/pages/entries/home`);
    await page.locator(`input[value="${HERO_TITLE}"]`).fill("Impulsa tu negocio con");
    await waitForBackup(page, "backup.pages.home", "Impulsa tu negocio con");
    await page.close({ runBeforeUnload: false });
    const theirs = otherEditorChangesEyebrow();

    const reopened = await context.newPage();
    const offers: string[] = [];
    reopened.on("dialog", (dialog) => {
      offers.push(dialog.message());
      void dialog.accept();
    });
    await reopened.goto(`${baseUrl()}/admin/#/collections/pages/entries/home`);
    await reopened.locator('input[value="Impulsa tu negocio con"]').waitFor();
    expect(offers).toEqual([expect.stringContaining("cambios sin publicar de esta página")]);
    await publish(reopened);
    await reopened.getByRole("alertdialog", { name: "No se ha guardado: alguien ha cambiado esta página" }).waitFor();
    expect(readContent("home.json")).toBe(theirs);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it("«Testimonios» previews the quotes with the site's component, and removes a withdrawn one with one delete", async () => {
    const before = JSON.parse(readContent("testimonials.json")) as { items: Array<{ quote: string }> };
    const { page, problems, close } = await openEditor("testimonials", "testimonials");
    const figures = page.frameLocator("#preview-pane").getByRole("figure");
    await figures.first().waitFor();
    expect(await figures.count()).toBe(before.items.length);
    await expect(figures.first().innerText()).resolves.toContain(before.items[0]!.quote);
    await page.getByRole("button", { name: "Quitar el elemento" }).first().click();
    await page.getByRole("status").filter({ hasText: "Cambios sin publicar" }).waitFor();
    // The preview follows the form: the removed quote leaves it, the next one is now first.
    await figures.filter({ hasText: before.items[0]!.quote }).waitFor({ state: "detached" });
    await expect(figures.first().innerText()).resolves.toContain(before.items[1]!.quote);
    await publish(page);
    await page.getByText("Entrada guardada").waitFor();
    expectQuiet(problems);
    await close();
    expect(JSON.parse(readContent("testimonials.json"))).toEqual({ ...before, items: before.items.slice(1) });
  });

  it("«Casos de éxito» previews a case with the site's component, saves a result's figure as a number and refuses a percentage that does not say of what", async () => {
    type Cases = { items: Array<{ title: string; metrics: Array<Record<string, unknown>> }> };
    const before = JSON.parse(readContent("cases.json")) as Cases;
    const { page, problems, close } = await openEditor("cases", "cases");
    const preview = page.frameLocator("#preview-pane");
    await preview.getByRole("heading", { level: 1, name: before.items[0]!.title }).waitFor();
    await page.getByRole("button", { name: "Desplegar el elemento" }).first().click(); // the case
    await page.getByRole("button", { name: "Desplegar el elemento" }).first().click(); // its first result
    // The open result's «Después» (the pages' word for it, in «Textos de las páginas», has the same label).
    await page.locator('input[type="number"][id^="after-field"]:visible').fill("27.5");
    await preview.getByText("27,5\u00a0€", { exact: true }).first().waitFor();
    const unit = page.locator('input[id^="unit-field"]:visible');
    await unit.fill("%");
    await publish(page);
    await page.getByText("con la unidad %, di de qué es el porcentaje", { exact: false }).first().waitFor();
    expect(JSON.parse(readContent("cases.json"))).toEqual(before);
    await unit.clear();
    await unit.fill("€");
    await expect(unit.inputValue()).resolves.toBe("€");
    await publish(page);
    await page.getByText("Entrada guardada").waitFor();
    expectQuiet(problems);
    await close();
    const metrics = before.items[0]!.metrics;
    expect(JSON.parse(readContent("cases.json"))).toEqual({
      ...before,
      items: [
        { ...before.items[0], metrics: [{ ...metrics[0], after: 27.5 }, ...metrics.slice(1)] },
        ...before.items.slice(1),
      ],
    });
  });

  it("refuses to save without a required field, naming it, and leaves the file as it was", async () => {
    const before = readContent("home.json");
    const { page, problems, close } = await openEditor("home");
    await page.locator(`input[value="${HERO_TITLE}"]`).fill("");
    await publish(page);
    await page.getByText("Título es obligatorio.").waitFor();
    await page.getByText("Falta algún campo obligatorio").waitFor();
    expectQuiet(problems);
    await close();
    expect(readContent("home.json")).toBe(before);
  });

  it("uploads an image into content/images and references it relatively, as the build expects", async () => {
    const upload = path.join(repo, "nuevo-panel.png");
    await sharp({ create: { width: 800, height: 500, channels: 3, background: "#1a1f3d" } })
      .png()
      .toFile(upload);
    const { page, problems, close } = await openEditor("home");
    await page.getByRole("button", { name: "Elige una imagen diferente" }).click();
    await page.locator('input[type="file"]').setInputFiles(upload);
    await page.getByText("nuevo-panel.png").waitFor();
    await page.getByRole("button", { name: "Confirmar selección" }).click();
    const alt = page.getByLabel("Texto alternativo");
    await alt.fill("Panel con las cifras de un cliente tras tres meses de campañas");
    await publish(page);
    await page.getByText("Entrada guardada").waitFor();
    expectQuiet(problems);
    await close();

    expect(fs.existsSync(contentFile("images/nuevo-panel.png"))).toBe(true);
    const home = JSON.parse(readContent("home.json"));
    expect(home.technology.image).toEqual({
      src: "./images/nuevo-panel.png",
      alt: "Panel con las cifras de un cliente tras tres meses de campañas",
    });
    // The build's own content check accepts the file: the image resolves from the JSON's folder.
    expect(checkContentFile(contentFile("home.json"), readContent("home.json"), path.join(repo, "content"))).toEqual(
      [],
    );
  });

  it("refuses an image without alt text", async () => {
    const before = readContent("home.json");
    const { page, close } = await openEditor("home");
    await page.getByLabel("Texto alternativo").fill("");
    await publish(page);
    await page.getByText("Texto alternativo es obligatorio.").waitFor();
    await close();
    expect(readContent("home.json")).toBe(before);
  });

  it("passes axe on the editor's main screens: signing in, the list of pages, a page, the site's common data", async () => {
    const { page, context, problems } = await openPage(browser, "desktop");
    await page.goto(`${baseUrl()}/admin/`);
    await page.getByRole("button", { name: "Iniciar sesión" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    // One click from the first screen to any page: the pages are the list it opens on.
    const pages = page.getByRole("main").getByRole("link");
    await pages.first().waitFor();
    expect(await pages.allInnerTexts()).toEqual(
      Object.values(FILE_INFO).flatMap((info) => (info.collection === undefined ? [info.label] : [])),
    );
    expect(await axeViolations(page)).toEqual([]);

    await pages.filter({ hasText: "Contacto" }).click();
    await page.getByRole("status").filter({ hasText: "Publicado: sin cambios pendientes" }).waitFor();
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("Contacto");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Páginas" }).click();
    await page.getByRole("link", { name: "Datos comunes del sitio" }).click();
    // A collection of one entry opens on it, previewed as the site draws what it holds.
    await page.getByRole("status").filter({ hasText: "Publicado: sin cambios pendientes" }).waitFor();
    const preview = page.frameLocator("#preview-pane");
    await preview.getByRole("contentinfo").getByRole("link", { name: "Política de Privacidad" }).waitFor();
    await preview.getByRole("region", { name: "Aviso sobre cookies y almacenamiento" }).waitFor();
    await page.getByLabel("Lema", { exact: true }).fill("Crecemos contigo desde Sevilla.");
    await preview.getByRole("contentinfo").getByText("Crecemos contigo desde Sevilla.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it("keeps in the editor's browser only what the cookie policy lists for the editor", async () => {
    const { page, problems, close } = await openEditor("home");
    await page.locator(`input[value="${HERO_TITLE}"]`).fill("Impulsa tu negocio con");
    await publish(page);
    await page.getByText("Entrada guardada").waitFor();
    const kept = await page.evaluate(async () => [
      ...Object.keys(window.localStorage).map((name) => ({ kind: "localStorage", name })),
      ...Object.keys(window.sessionStorage).map((name) => ({ kind: "sessionStorage", name })),
      ...(await indexedDB.databases()).map((database) => ({ kind: "indexedDB", name: database.name ?? "" })),
    ]);
    const cookieNames = (await page.context().cookies()).map((cookie) => ({ kind: "cookie", name: cookie.name }));
    const listed = cookies.groups.flatMap((group) => group.items);
    const named = ({ kind, name }: { kind: string; name: string }) =>
      listed.some(
        (item) =>
          item.type === kind &&
          (item.name.endsWith("…") ? name.startsWith(item.name.slice(0, -1)) : name === item.name),
      );
    expect(kept.map((entry) => entry.name)).toContain("decap-cms-user");
    expect([...kept, ...cookieNames].filter((entry) => !named(entry))).toEqual([]);
    expectQuiet(problems);
    await close();
  });
});

describe("/admin/ of a build that does not know where to save", () => {
  it("is a page naming the missing settings and where they go, valid for axe, instead of a blank page", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-unset-"));
    await writeAdmin(publicDir, cmsSettings("https://www.agencia-real.es", {}));
    for (const file of ["404.html", "favicon.svg"])
      fs.copyFileSync(path.resolve(__dirname, "../../public", file), path.join(publicDir, file));
    const server = await startStaticServer(publicDir);
    try {
      const { page, context, problems } = await openPage(browser, "phone");
      await page.goto(`${server.url}/admin/`);
      await page.getByRole("heading", { level: 1, name: "El editor de contenidos aún no está configurado" }).waitFor();
      for (const variable of ["CMS_GITHUB_REPO", "CMS_GITHUB_BRANCH", "GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"]) {
        await page.getByText(variable, { exact: true }).waitFor();
      }
      await page.getByRole("heading", { level: 2, name: "Dónde se ponen" }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      await context.close();
    } finally {
      await server.close();
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});

describe("public pages", () => {
  it.each(ROUTES)("%s requests nothing of the CMS", async (route) => {
    const { page, context } = await openPage(browser, "phone");
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl()}${route}`);
    await waitForHydration(page);
    expect(requests.filter((pathname) => pathname.startsWith("/admin"))).toEqual([]);
    expect(await page.content()).not.toContain("/admin");
    await context.close();
  });
});
