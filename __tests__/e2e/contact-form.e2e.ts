import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { AxeBuilder } from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import contact from "../../content/contact.json";
import { fetchLeads } from "../../scripts/local-backend/admin-client";
import { testBuildEnv } from "../../scripts/lib/test-env";
import { CONTACT_FIELDS, EMPTY_CONTACT, type ContactField, type ContactValues } from "../../src/components/contact/contact-fields";
import { toContactRow } from "../../src/components/contact/submit-contact";
import { MIN_FILL_MS } from "../../src/components/contact/use-bot-guard";
import { validContact } from "../support/contact-fixture";
import { baseUrl, launchBrowser, openPage, waitForHydration, type VIEWPORTS } from "./support/browser";

jest.setTimeout(90_000);

const { toasts, serverErrors } = contact.form;
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
type Values = ContactValues;

const backendUrl = () => process.env.E2E_BACKEND_URL ?? "";
const backendData = () => process.env.E2E_BACKEND_DATA ?? "";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openContact(viewport: keyof typeof VIEWPORTS, prepare?: (page: Page) => Promise<unknown>) {
  const session = await openPage(browser, viewport);
  await prepare?.(session.page);
  await session.page.goto(`${baseUrl()}/contacto/`);
  await waitForHydration(session.page);
  const hydratedAt = Date.now();
  /** Waits out the form's minimum fill time, as a person would. */
  const humanPause = () => session.page.waitForTimeout(Math.max(0, MIN_FILL_MS + 300 - (Date.now() - hydratedAt)));
  return { ...session, humanPause };
}

const field = (page: Page, name: ContactField) => page.getByLabel(contact.form.fields[name].label, { exact: false }).first();
const submitButton = (page: Page) => page.getByRole("button", { name: /Enviar solicitud|Enviando/ });

async function fill(page: Page, values: Values) {
  for (const name of CONTACT_FIELDS) {
    if (name === "interested_service") await field(page, name).selectOption(values[name].trim());
    else await field(page, name).fill(values[name]);
  }
}

async function valuesOf(page: Page): Promise<Values> {
  const entries = await Promise.all(CONTACT_FIELDS.map(async (name) => [name, await field(page, name).inputValue()]));
  return Object.fromEntries(entries) as Values;
}

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.round(Math.random() * 1e6)}@empresa.es`;

function axe(page: Page) {
  return new AxeBuilder({ page }).withTags(WCAG).analyze();
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("contact form in the browser", () => {
  it("keeps the contact page's first-load JS within the 100 KB budget, and supabase-js off it", async () => {
    // First load = the app's and the page's chunk groups (what hydration needs). The live form's
    // chunk (Formik) follows when the browser is idle; yup and supabase-js only on focus or submit.
    const publicDir = path.resolve(__dirname, "../../public");
    const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
      namedChunkGroups: Record<string, { assets: { name: string }[] }>;
    };
    const files = ["app", "component---src-pages-contacto-tsx"].flatMap(
      (group) => stats.namedChunkGroups[group]?.assets.map((asset) => asset.name) ?? [],
    );
    const sizes = files.map((file) => ({ file, gzip: zlib.gzipSync(fs.readFileSync(path.join(publicDir, file)), { level: 9 }).length }));
    const total = sizes.reduce((sum, entry) => sum + entry.gzip, 0);
    process.stdout.write(`\n/contacto/ first-load JS (gzip -9): ${sizes.map((entry) => `${entry.file} ${entry.gzip}`).join(", ")}; total ${total} B\n`);
    expect(files.some((file) => file.startsWith("component---src-pages-contacto-tsx"))).toBe(true);
    expect(total).toBeLessThanOrEqual(100 * 1024);

    const { page, context } = await openPage(browser, "desktop");
    const loaded: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") loaded.push(await response.text());
    });
    await page.goto(`${baseUrl()}/contacto/`);
    await waitForHydration(page);
    await page.waitForTimeout(1000);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((source) => source.includes("GoTrueClient")).length).toBe(0);
    // Touching the form fetches it, so the first submit does not wait for it.
    await field(page, "name").focus();
    for (let waited = 0; waited < 10_000 && !loaded.some((source) => source.includes("GoTrueClient")); waited += 200) {
      await page.waitForTimeout(200);
    }
    expect(loaded.some((source) => source.includes("GoTrueClient"))).toBe(true);
    await context.close();
  });

  it("sends a request typed with stray spaces, thanks the visitor, empties the form and stores it trimmed", async () => {
    const { page, context, problems, humanPause } = await openContact("phone");
    const requests: { method: string; url: string; prefer: string | undefined }[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/rest/v1/")) {
        requests.push({ method: request.method(), url: request.url(), prefer: request.headers()["prefer"] });
      }
    });
    const email = uniqueEmail("e2e-ok");
    const typed: Values = {
      name: "  Lucía ",
      last_name: " García Romero  ",
      email: `  ${email} `,
      phone: " 612345678 ",
      company: "   ",
      company_sector: "  Hostelería ",
      interested_service: "Marketing Digital",
      message: "\n  Queremos automatizar reservas.  \n",
    };
    await fill(page, typed);
    await humanPause();
    await submitButton(page).click();

    const status = page.getByRole("status");
    await expect(status.getByText(toasts.success.title).waitFor()).resolves.toBeUndefined();
    await expect(status.textContent()).resolves.toContain(toasts.success.description);
    await expect(valuesOf(page)).resolves.toEqual(EMPTY_CONTACT);
    await expect(page.locator("[aria-invalid=true]").count()).resolves.toBe(0);

    // On a phone the toast sits at the top and never over the submit button.
    const toastBox = await status.locator("> div").first().boundingBox();
    const buttonBox = await submitButton(page).boundingBox();
    expect(toastBox && buttonBox && overlaps(toastBox, buttonBox)).toBe(false);

    const posts = requests.filter((request) => request.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]?.prefer ?? "").not.toContain("representation");
    expect(new URL(posts[0]!.url).searchParams.get("select")).toBeNull();

    const stored = (await fetchLeads(backendUrl(), backendData())).filter((lead) => lead.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: "Lucía",
      last_name: "García Romero",
      phone: "612345678",
      company: null,
      company_sector: "Hostelería",
      interested_service: "Marketing Digital",
      message: "Queremos automatizar reservas.",
    });
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], foreignRequests: [] });
    await context.close();
  });

  it("shows the field errors and the invalid toast, accessibly, and clears an error on edit", async () => {
    const { page, context, problems } = await openContact("desktop");
    await field(page, "email").fill("a@b");
    await field(page, "phone").fill("61234567");
    await submitButton(page).click();

    const alert = page.getByRole("alert");
    await alert.getByText(toasts.invalid.title).waitFor();
    await expect(alert.textContent()).resolves.toContain(toasts.invalid.description);
    await expect(page.getByText(contact.form.validation.nameRequired).isVisible()).resolves.toBe(true);
    await expect(page.getByText(contact.form.validation.emailInvalid).isVisible()).resolves.toBe(true);
    await expect(page.getByText(contact.form.validation.phoneInvalid).isVisible()).resolves.toBe(true);
    await expect(field(page, "name").getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("name"))).resolves.toBe("name");

    // Keep the toast open while axe looks at the page (hovering pauses it).
    await alert.getByText(toasts.invalid.title).hover();
    const withErrors = await axe(page);
    expect(withErrors.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(" | ")}`)).toEqual([]);

    await field(page, "name").fill("Lucía");
    await expect(page.getByText(contact.form.validation.nameRequired).count()).resolves.toBe(0);
    await expect(page.getByText(contact.form.validation.lastNameRequired).isVisible()).resolves.toBe(true);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], foreignRequests: [] });
    await context.close();
  });

  it("reports the abuse limit and keeps every value", async () => {
    const email = uniqueEmail("e2e-busy");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await fetch(`${backendUrl()}/rest/v1/contacts`, {
        method: "POST",
        headers: { apikey: testBuildEnv.GATSBY_SUPABASE_ANON_KEY, "Content-Type": "application/json" },
        body: JSON.stringify(toContactRow({ ...validContact, email })),
      });
      expect(response.status).toBe(201);
    }
    const { page, context, humanPause } = await openContact("desktop");
    const typed: Values = { ...validContact, email };
    await fill(page, typed);
    await humanPause();
    await submitButton(page).click();

    const alert = page.getByRole("alert");
    await alert.getByText(toasts.failure.title).waitFor();
    await expect(alert.textContent()).resolves.toContain(`${toasts.failure.description} ${serverErrors.rateLimited}`);
    await expect(valuesOf(page)).resolves.toEqual(typed);
    await expect(submitButton(page).textContent()).resolves.toBe(contact.form.submitLabel);
    await context.close();
  });

  it("reports a network failure as a failed send, keeping every value", async () => {
    const { page, context, humanPause } = await openContact("phone", (target) =>
      target.route("**/rest/v1/contacts**", (route) => route.abort("internetdisconnected")),
    );
    const typed: Values = { ...validContact, email: uniqueEmail("e2e-offline") };
    await fill(page, typed);
    await humanPause();
    await submitButton(page).click();

    const alert = page.getByRole("alert");
    await alert.getByText(toasts.failure.title).waitFor();
    await expect(alert.textContent()).resolves.toContain(`${toasts.failure.description} ${serverErrors.network}`);
    await expect(valuesOf(page)).resolves.toEqual(typed);
    // Toast open and values kept: still no accessibility violations.
    await alert.getByText(toasts.failure.title).hover();
    const result = await axe(page);
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target} ${node.failureSummary}`).join(" | ")}`)).toEqual([]);
    await context.close();
  });

  it("shows 'Error de Conexión' when the build has no Supabase URL", async () => {
    // The same build with GATSBY_SUPABASE_URL compiled as "": rewrite the inlined value on its way in.
    const inlined = new RegExp(`(["'\`])${testBuildEnv.GATSBY_SUPABASE_URL.replace(/[.:/]/g, "\\$&")}\\1`, "g");
    let rewritten = 0;
    const { page, context, humanPause } = await openContact("desktop", (target) =>
      target.route(/\.js$/, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(inlined, () => {
          rewritten += 1;
          return '""';
        });
        await route.fulfill({ status: response.status(), contentType: "application/javascript", body });
      }),
    );
    expect(rewritten).toBeGreaterThan(0);
    const typed: Values = { ...validContact, email: uniqueEmail("e2e-noconfig") };
    await fill(page, typed);
    await humanPause();
    await submitButton(page).click();

    const alert = page.getByRole("alert");
    await alert.getByText(toasts.connection.title).waitFor();
    await expect(alert.textContent()).resolves.toContain(toasts.connection.description);
    await expect(valuesOf(page)).resolves.toEqual(typed);
    const stored = await fetchLeads(backendUrl(), backendData());
    expect(stored.filter((lead) => lead.email === typed.email)).toEqual([]);
    await context.close();
  });
});
