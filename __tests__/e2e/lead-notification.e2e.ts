import { setTimeout as delay } from "node:timers/promises";
import type { Browser } from "playwright-core";
import contact from "../../content/contact.json";
import site from "../../content/site.json";
import type { CaughtMail } from "../../tools/lib/mail-catcher";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./support/browser";
import { storedLeads } from "./support/contact-form";

jest.setTimeout(90_000);

/**
 * The whole lead path, end to end: a visitor submits the form in a real browser against the production
 * build, the local backend stores the row, its notifier claims it through the database's outbox and
 * sends it by SMTP, and exactly one e-mail with every field reaches the mail catcher.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const mailUrl = () => process.env.E2E_MAIL_URL ?? "";
const mails = async () => (await (await fetch(`${mailUrl()}/email`)).json()) as CaughtMail[];
const about = (email: string, list: CaughtMail[]) => list.filter((mail) => mail.replyTo?.[0]?.address === email);

it("turns one form submit into exactly one e-mail to the team, with the fields in it", async () => {
  const { page, context } = await openPage(browser, "desktop");
  await page.goto(`${baseUrl()}/contacto/`);
  await waitForHydration(page);

  const email = `e2e-mail-${Date.now()}@naranjos.es`;
  const { fields } = contact.form;
  const input = (name: keyof typeof fields) => page.getByLabel(fields[name].label, { exact: false }).first();
  await input("name").fill("Carmen");
  await input("last_name").fill("Ortega Ruiz");
  await input("email").fill(email);
  await input("phone").fill("655443322");
  await input("company").fill("Azulejos del Sur");
  await input("company_sector").fill("Cerámica");
  await input("interested_service").selectOption("Inteligencia Artificial y Automatizaciones");
  await input("message").fill("Queremos un asistente para pedidos.");
  await page.getByRole("button", { name: /Enviar solicitud/ }).click();
  await page.getByRole("status").getByText(contact.form.toasts.success.title).waitFor();
  await context.close();

  const started = Date.now();
  let received: CaughtMail[] = [];
  while (received.length === 0 && Date.now() - started < 30_000) {
    await delay(250);
    received = about(email, await mails());
  }
  // Once the database records the lead as e-mailed, no later round can claim it again: still one.
  while (!(await storedLeads(email))[0]?.notified_at && Date.now() - started < 30_000) await delay(250);
  expect((await storedLeads(email))[0]?.notified_at).toBeTruthy();
  received = about(email, await mails());

  expect(received).toHaveLength(1);
  const [mail] = received;
  expect(mail?.to).toEqual([{ address: site.contact.email, name: "" }]);
  expect(mail?.subject).toBe("Nuevo lead: Carmen Ortega Ruiz — Inteligencia Artificial y Automatizaciones");
  for (const line of [
    "Nombre: Carmen Ortega Ruiz",
    `Email: ${email}`,
    "Teléfono: 655 443 322",
    "Empresa: Azulejos del Sur",
    "Sector: Cerámica",
    "Servicio de interés: Inteligencia Artificial y Automatizaciones",
    "Mensaje:\nQueremos un asistente para pedidos.",
  ]) {
    expect(mail?.text).toContain(line);
  }
});
