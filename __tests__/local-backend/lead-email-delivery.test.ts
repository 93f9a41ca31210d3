/** @jest-environment node */
import { execFile } from "node:child_process";
import { setTimeout as delay } from "node:timers/promises";
import { promisify } from "node:util";
import path from "node:path";
import site from "../../content/site.json";
import { startMailCatcher, type CaughtMail, type MailCatcher } from "../../tools/lib/mail-catcher";
import { TEST_MAIL_SMTP_PORT, TEST_MAIL_WEB_PORT } from "../../tools/lib/test-env";
import { toContactRow } from "../../src/components/contact/submit-contact";
import { validContact } from "../support/contact-fixture";
import { loopbackClient, startTestBackend } from "../support/local-backend";

jest.setTimeout(150_000);

/**
 * The local notifier end to end: a lead posted over HTTP reaches a real SMTP mail catcher (maildev) as a
 * Spanish e-mail to the address in content/site.json, or, for a flagged row or one beyond the e-mail
 * quotas, a line in the daily digest; while the catcher is down nothing is lost.
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
  await local?.close();
  await catcher?.stop();
});

async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await delay(250);
  }
}

const mailsFor = async (email: string) =>
  (await catcher.messages()).filter((mail) => mail.replyTo?.[0]?.address === email);
const oneMailFor = (email: string) =>
  waitFor<CaughtMail>(`the e-mail about ${email}`, async () => {
    const mails = await mailsFor(email);
    return mails.length > 0 ? mails[0] : undefined;
  });
/** `npm run leads` as a separate process (asynchronously: the backend under test runs in this one). */
const leads = async () =>
  (
    await promisify(execFile)(process.execPath, ["--import", "tsx", "tools/print-leads.ts"], {
      cwd: ROOT,
      env: { ...process.env, LOCAL_BACKEND_DATA: local.dataDir },
    })
  ).stdout;

it("e-mails a new lead to the team with every field written for a person", async () => {
  const lead = toContactRow({
    ...validContact,
    email: "ana@naranjos.es",
    message: "Tenemos 3 locales.\nQueremos <reservas> online.",
  });
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
  await waitFor("the delivered mark", async () =>
    /ana@naranjos\.es .*e-mail propio: entregado/.test(await leads()) ? true : undefined,
  );
});

it("names the lead's source: the form by default, Maxi when the chat stored it", async () => {
  expect(
    (await local.postFrom(loopbackClient(4), toContactRow({ ...validContact, email: "form-lead@empresa.es" }))).status,
  ).toBe(201);
  expect(
    (
      await local.postFrom(loopbackClient(5), {
        ...toContactRow({ ...validContact, email: "chat-lead@empresa.es" }),
        source: "maxi",
      })
    ).status,
  ).toBe(201);
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

/**
 * The digest's hour has come for every row waiting for it (moved through the service role, not waited
 * for): one update, so the notifier, running every 300 ms, never sees some of them due and others not.
 */
/** Sets columns of the stored rows that `filter` selects, as the service role (what the clock would do later). */
async function update(filter: string, values: Record<string, string>) {
  const response = await fetch(`${local.backend.url}/rest/v1/contacts?${filter}`, {
    method: "PATCH",
    headers: {
      apikey: local.backend.keys.serviceRole,
      Authorization: `Bearer ${local.backend.keys.serviceRole}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify(values),
  });
  expect(response.status).toBe(204);
}
const aSecondAgo = () => new Date(Date.now() - 1_000).toISOString();
const digestIsDue = () => update("notify_mode=eq.digest&notified_at=is.null", { notify_due_at: aSecondAgo() });
const digests = async () => (await catcher.messages()).filter((mail) => mail.subject.startsWith("Resumen diario"));

it("e-mails a second lead for one address at once in a grouped alert, keeps a honeypot row for the digest, and sends each once", async () => {
  const bot = {
    ...toContactRow({ ...validContact, email: "bot@spam.example" }),
    website: "https://spam.example/offer",
  };
  const twice = toContactRow({ ...validContact, email: "twice@naranjos.es" });
  const answers = [];
  answers.push(await local.postFrom(loopbackClient(2), twice)); // alone
  answers.push(await local.postFrom(loopbackClient(2), bot)); // honeypot: digest
  answers.push(await local.postFrom(loopbackClient(6), twice)); // same address again, another client: grouped
  // The visitor's answer is the same whichever way the team is told.
  expect(answers.map((answer) => [answer.status, answer.body, answer.headers["content-range"]])).toEqual(
    Array(3).fill([201, "", "*/*"]),
  );

  const [alone, grouped] = await waitFor("both e-mails about twice@", async () => {
    const mails = await mailsFor("twice@naranjos.es");
    return mails.length === 2 ? mails : undefined;
  });
  expect(alone?.subject).toBe("Nuevo lead: Lucía García Romero — Marketing Digital");
  expect(grouped?.subject).toBe("Nuevo lead: Lucía García Romero — Marketing Digital (aviso agrupado)");
  expect(grouped?.to).toEqual([{ address: site.contact.email, name: "" }]);
  expect(grouped?.text).toMatch(/^Aviso: la web ha guardado \d+ solicitudes en la última hora/);
  expect(grouped?.text).toContain("Motivo: Ya se avisó de otra solicitud con este e-mail en las últimas 24 horas.");
  const pending = await waitFor("the grouped row delivered", async () => {
    const text = await leads();
    return /twice@naranjos\.es .*aviso agrupado: entregado/.test(text) ? text : undefined;
  });
  expect(pending).toMatch(/bot@spam\.example .*resumen diario: pendiente, sale \d\d\/\d\d\/\d\d, 8:00:00/);
  expect(pending).toContain("POSIBLE SPAM bot@spam.example");
  expect(pending).toContain(
    "AGRUPADO twice@naranjos.es: Ya se avisó de otra solicitud con este e-mail en las últimas 24 horas.",
  );
  expect(await mailsFor("bot@spam.example")).toEqual([]);
  expect(await digests()).toEqual([]);

  const waiting = (await local.leads()).filter((lead) => lead.notify_mode === "digest" && !lead.notified_at);
  expect(waiting.map((lead) => lead.email)).toEqual(["bot@spam.example"]);
  await digestIsDue();
  const digest = await waitFor("the digest", async () => (await digests())[0]);
  expect(digest.to).toEqual([{ address: site.contact.email, name: "" }]);
  expect(digest.subject).toBe("Resumen diario: 1 solicitud sin aviso individual");
  expect(digest.text).toMatch(
    /\n1\. Lucía García Romero — Marketing Digital\n {3}Email: bot@spam\.example · Teléfono: 612 345 678\n/,
  );
  expect(digest.text).toContain("Motivo: Posible spam: El campo oculto «website» llegó relleno");
  expect(digest.text).toContain("Valor del campo oculto: «https://spam.example/offer»");
  expect(digest.html).toContain('<a href="mailto:bot@spam.example">bot@spam.example</a>');
  await waitFor("the honeypot row delivered", async () =>
    /bot@spam\.example .*resumen diario: entregado/.test(await leads()) ? true : undefined,
  );
  // Delivered rows are never claimed again.
  expect(await digests()).toHaveLength(1);
  expect(await mailsFor("twice@naranjos.es")).toHaveLength(2);
});

it("keeps a lead stored while the mail catcher is down and delivers it, once, when it is back", async () => {
  await catcher.stop();
  expect(
    (await local.postFrom(loopbackClient(3), toContactRow({ ...validContact, email: "patient@empresa.es" }))).status,
  ).toBe(201);

  const failing = await waitFor("the recorded failure", async () => {
    const lead = (await local.leads()).find((candidate) => candidate.email === "patient@empresa.es");
    return lead?.notify_last_error ? lead : undefined;
  });
  expect(failing).toMatchObject({
    notified_at: null,
    notify_attempts: 1,
    notify_last_error: expect.stringContaining("ECONNREFUSED"),
  });
  expect(await leads()).toMatch(/e-mail propio: fallando \(1 intento, reintento [^)]+\): .*ECONNREFUSED/);

  catcher = await startMailCatcher(catcherPorts);
  // The database schedules the retry 30 s after the failure (retry_at above): bring that moment forward.
  await update("email=eq.patient@empresa.es", { notify_retry_at: aSecondAgo() });
  await oneMailFor("patient@empresa.es");
  const delivered = await waitFor("the delivered mark", async () =>
    (await local.leads()).find((candidate) => candidate.email === "patient@empresa.es" && candidate.notified_at),
  );
  expect(delivered).toMatchObject({ notified_at: expect.any(String), notify_attempts: 2, notify_last_error: null });
  // Delivered rows are never claimed again: still one.
  expect(await mailsFor("patient@empresa.es")).toHaveLength(1);
});
