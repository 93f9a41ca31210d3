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
import { startCmsProxy, type CmsProxy } from "../../scripts/lib/cms-proxy";
import { startStaticServer } from "../../scripts/lib/static-server";
import { TEST_CMS_PROXY_PORT } from "../../scripts/lib/test-env";
import { checkContentFile } from "../../gatsby/content-checks";
import { axeViolations } from "./support/axe";
import { baseUrl, launchBrowser, openPage, waitForHydration, type PageProblems } from "./support/browser";
import { ROUTES } from "./support/routes";

const CONTENT = path.resolve(__dirname, "../../content");
const HERO_TITLE = "Transforma tu negocio con";

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

/** Signs in to the local proxy and opens the editor of one content file. */
async function openEditor(collection: string): Promise<{ page: Page; problems: PageProblems; close: () => Promise<void> }> {
  const { page, context, problems } = await openPage(browser, "desktop");
  await page.goto(`${baseUrl()}/admin/`);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.getByRole("link", { name: "Inicio" }).first().waitFor();
  await page.goto(`${baseUrl()}/admin/#/collections/${collection}/entries/${collection}`);
  await page.getByText("Cambios guardados", { exact: false }).first().waitFor();
  return { page, problems, close: () => context.close() };
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publicar ahora" }).click();
}

function expectQuiet(problems: PageProblems) {
  expect(problems.cspViolations).toEqual([]);
  // Decap rejects its save promise with no reason when a field is invalid, which Chromium reports as "undefined".
  expect(problems.pageErrors.filter((error) => error !== "undefined")).toEqual([]);
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
    await page.frameLocator("#preview-pane").getByRole("heading", { level: 1 }).filter({ hasText: "Impulsa tu negocio con" }).waitFor();
    await publish(page);
    await page.getByText("Entrada guardada").waitFor();
    expectQuiet(problems);
    await close();

    const after = readContent("home.json");
    expect(after).toBe(before.replace(`"title": "${HERO_TITLE}",`, '"title": "Impulsa tu negocio con",'));
    expect(after).not.toBe(before);
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
    await sharp({ create: { width: 800, height: 500, channels: 3, background: "#1a1f3d" } }).png().toFile(upload);
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
    expect(checkContentFile(contentFile("home.json"), readContent("home.json"), path.join(repo, "content"))).toEqual([]);
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
      listed.some((item) => item.type === kind && (item.name.endsWith("…") ? name.startsWith(item.name.slice(0, -1)) : name === item.name));
    expect(kept.map((entry) => entry.name)).toContain("decap-cms-user");
    expect([...kept, ...cookieNames].filter((entry) => !named(entry))).toEqual([]);
    expectQuiet(problems);
    await close();
  });

  it("labels every field it shows (axe: labels and names of form controls)", async () => {
    const { page, close } = await openEditor("contact");
    const violations = await axeViolations(page);
    // Decap's own buttons (folding arrows, drag handles) are outside this project; the fields' labels and
    // the preview frame's name are ours.
    const ours = violations.filter((line) => /^(label|aria-input-field-name|select-name|form-field-multiple-labels|frame-title)\b/.test(line));
    expect(ours).toEqual([]);
    await close();
  });
});

describe("/admin/ of a build that does not know where to save", () => {
  it("is a page naming the missing settings and where they go, valid for axe, instead of a blank page", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-unset-"));
    await writeAdmin(publicDir, cmsSettings("https://www.agencia-real.es", {}));
    for (const file of ["404.html", "favicon.svg"]) fs.copyFileSync(path.resolve(__dirname, "../../public", file), path.join(publicDir, file));
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
