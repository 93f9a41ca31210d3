/** @jest-environment node */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import path from "node:path";
import site from "../../content/site.json";
import { startMailCatcher, type CaughtMail, type MailCatcher } from "../../scripts/lib/mail-catcher";
import { TEST_MAIL_SMTP_PORT, TEST_MAIL_WEB_PORT } from "../../scripts/lib/test-env";
import { toContactRow } from "../../src/components/contact/submit-contact";
import { validContact } from "../support/contact-fixture";
import { loopbackClient, startTestBackend } from "../support/local-backend";

jest.setTimeout(150_000);

/**
 * The local notifier end to end: a lead posted over HTTP reaches a real SMTP mail catcher (maildev) as a
 * Spanish e-mail to the address in content/site.json; while the catcher is down nothing is lost.
 */
const ROOT = path.resolve(__dirname, "../..");
const catcherPorts = { smtpPort: TEST_MAIL_SMTP_PORT, webPort: TEST_MAIL_WEB_PORT };

let catcher: MailCatcher;
let local: Awaited<ReturnType<typeof startTestBackend>>;
beforeAll(async () => {
  catcher = await startMailCatcher(catcherPorts);
  local = await startTestBackend(undefined, {
    notifier: { smtp: { host: "127.0.0.1", port: TEST_MAIL_SMTP_PORT }, to: site.contact.email, intervalMs: 300 },
  });
});
afterAll(async () => {
  await local?.backend.close();
  await catcher?.stop();
});

async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const mailsFor = async (email: string) => (await catcher.messages()).filter((mail) => mail.replyTo?.[0]?.address === email);
const oneMailFor = (email: string) =>
  waitFor<CaughtMail>(`the e-mail about ${email}`, async () => {
    const mails = await mailsFor(email);
    return mails.length > 0 ? mails[0] : undefined;
  });
/** `npm run leads` as a separate process (asynchronously: the backend under test runs in this one). */
const leads = async () =>
  (await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/print-leads.ts"], { cwd: ROOT, env: { ...process.env, LOCAL_BACKEND_DATA: local.dataDir } })).stdout;

it("e-mails a new lead to the team with every field written for a person", async () => {
  const lead = toContactRow({ ...validContact, email: "ana@naranjos.es", message: "Tenemos 3 locales.\nQueremos <reservas> online." });
  expect((await local.postFrom(loopbackClient(1), lead)).status).toBe(201);

  const mail = await oneMailFor("ana@naranjos.es");
  expect(mail.to).toEqual([{ address: site.contact.email, name: "" }]);
  expect(mail.subject).toBe("Nuevo lead: Lucía García Romero — Marketing Digital");
  for (const line of [
    "Nombre: Lucía García Romero",
    "Email: ana@naranjos.es",
    "Teléfono: 612 345 678",
    "Empresa: Naranjos SL",
    "Sector: Hostelería",
    "Servicio de interés: Marketing Digital",
    "Mensaje:\nTenemos 3 locales.\nQueremos <reservas> online.",
  ]) {
    expect(mail.text).toContain(line);
  }
  // Day and month names in Spanish carry accents (miércoles, sábado): letters, not \w.
  expect(mail.text).toMatch(/Recibida: \p{L}+, \d+ de \p{L}+ de \d{4}, \d+:\d\d \(hora de Madrid\)/u);
  expect(mail.html).toContain("Queremos &lt;reservas&gt; online.");
  expect(mail.html).toContain('href="tel:+34612345678"');
  await waitFor("the delivered mark", async () => (/entregado/.test(await leads()) ? true : undefined));
});

it("names the lead's source: the form by default, Maxi when the chat stored it", async () => {
  expect((await local.postFrom(loopbackClient(4), toContactRow({ ...validContact, email: "form-lead@empresa.es" }))).status).toBe(201);
  expect((await local.postFrom(loopbackClient(5), { ...toContactRow({ ...validContact, email: "chat-lead@empresa.es" }), source: "maxi" })).status).toBe(201);
  const fromForm = await oneMailFor("form-lead@empresa.es");
  const fromChat = await oneMailFor("chat-lead@empresa.es");
  expect(fromForm.text).toContain("Nueva solicitud de consulta gratuita desde el formulario de contacto de la web.");
  expect(fromForm.text).toContain("Origen: el formulario de contacto");
  expect(fromChat.text).toContain("Nueva solicitud de consulta gratuita desde el chat con Maxi de la web.");
  expect(fromChat.text).toContain("Origen: el chat con Maxi");
  const table = await leads();
  expect(table).toMatch(/│ Maxi\s+│ Lucía García Romero\s+│ chat-lead@empresa\.es/);
  expect(table).toMatch(/│ formulario │ Lucía García Romero\s+│ form-lead@empresa\.es/);
});

it("labels a lead whose honeypot was filled as «Posible spam», with the reason", async () => {
  const lead = { ...toContactRow({ ...validContact, email: "bot@spam.example" }), website: "https://spam.example/offer" };
  expect((await local.postFrom(loopbackClient(2), lead)).status).toBe(201);
  const mail = await oneMailFor("bot@spam.example");
  expect(mail.subject).toBe("[Posible spam] Nuevo lead: Lucía García Romero — Marketing Digital");
  expect(mail.text).toContain("⚠ Posible spam: El campo oculto «website» llegó relleno");
  expect(mail.text).toContain("«https://spam.example/offer»");
  expect(await leads()).toContain("POSIBLE SPAM");
});

it("keeps a lead stored while the mail catcher is down and delivers it, once, when it is back", async () => {
  await catcher.stop();
  expect((await local.postFrom(loopbackClient(3), toContactRow({ ...validContact, email: "patient@empresa.es" }))).status).toBe(201);

  const failing = await waitFor("the recorded failure", async () => {
    const lead = (await local.leads()).find((candidate) => candidate.email === "patient@empresa.es");
    return lead?.notify_last_error ? lead : undefined;
  });
  expect(failing).toMatchObject({ notified_at: null, notify_attempts: 1, notify_last_error: expect.stringContaining("ECONNREFUSED") });
  expect(await leads()).toMatch(/fallando \(1 intento, reintento [^)]+\): .*ECONNREFUSED/);

  catcher = await startMailCatcher(catcherPorts); // its retry comes 30 s after the failure
  await oneMailFor("patient@empresa.es");
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // a few more notifier rounds
  expect(await mailsFor("patient@empresa.es")).toHaveLength(1);
  const delivered = (await local.leads()).find((candidate) => candidate.email === "patient@empresa.es");
  expect(delivered).toMatchObject({ notified_at: expect.any(String), notify_attempts: 2, notify_last_error: null });
});
