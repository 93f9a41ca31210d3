/** @jest-environment node */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { startMailCatcher, type CaughtMail, type MailCatcher } from "../../tools/lib/mail-catcher";
import { openDatabase, type LocalDatabase } from "../../tools/local-backend/db";
import { startLocalBackend, type LocalBackend } from "../../tools/local-backend/server";
import { toContactRow } from "../../src/components/contact/submit-contact";
import type { Hit } from "../../src/funnel/collector";
import { validContact } from "../support/contact-fixture";
import { BROWSER_USER_AGENT } from "../support/funnel";
import { ANON_KEY, loopbackClient, requestFrom } from "../support/local-backend";

jest.setTimeout(180_000);

/**
 * A week of scripted visits on the local stack produces the Monday e-mail in the local mail catcher, with
 * the right numbers, once. Beacons go over HTTP exactly as the collector sends them (text/plain to
 * /rest/v1/rpc/funnel_hit?apikey=…, each loopback address another client), leads through the contacts
 * endpoint; the local notifier claims the report as funnel_reporter and e-mails it through real SMTP
 * (maildev). The clock is moved, not waited for: each scripted day's counters are moved to that day of the
 * week the database says is due now, as the days would have dated them.
 */
const TEAM = "equipo@azahardigital.test";

/** A free TCP port on 127.0.0.1 (the mail catcher's, so this file never collides with another's). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });

let db: LocalDatabase;
let backend: LocalBackend;
let catcher: MailCatcher;
let dataDir: string;
beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "funnel-week-"));
  db = await openDatabase();
  backend = await startLocalBackend({
    port: 0,
    dataDir,
    database: db,
    notifier: { smtp: { host: "127.0.0.1", port: catcher.smtpPort }, to: TEAM, intervalMs: 300 },
    retentionIntervalMs: null,
  });
});
afterAll(async () => {
  await backend?.close();
  await catcher?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let client = 0;
/** One beacon as the collector sends it: a string body (text/plain), the anon key in the query. */
async function beacon(hit: Hit | string, userAgent = BROWSER_USER_AGENT): Promise<number> {
  const response = await requestFrom(
    loopbackClient(client++ % 40),
    `${backend.url}/rest/v1/rpc/funnel_hit?apikey=${ANON_KEY}`,
    {
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": userAgent },
      body: typeof hit === "string" ? hit : JSON.stringify(hit),
    },
  );
  return response.status;
}

async function storeLead(source: "form" | "maxi", email: string): Promise<void> {
  const response = await requestFrom(loopbackClient(100 + (client++ % 40)), `${backend.url}/rest/v1/contacts`, {
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${ANON_KEY}`,
      "Content-Type": "application/json",
      Prefer: "return=minimal",
    },
    body: JSON.stringify({ ...toContactRow({ ...validContact, email }), source }),
  });
  expect(response.status).toBe(201);
}

/** Today's counters, as that day of the week would have dated them; the day's flood keys are gone with it. */
async function dateTodayAs(day: string): Promise<void> {
  await db.asOwner(
    `insert into private.funnel_counts as c (day, page, event, cta, referrer, device, article, hits)
     select $1::date, page, event, cta, referrer, device, article, hits from private.funnel_counts where day = private.funnel_day(now())
     on conflict (day, page, event, cta, referrer, device, article) do update set hits = c.hits + excluded.hits`,
    [day],
  );
  await db.asOwner("delete from private.funnel_counts where day = private.funnel_day(now())");
  await db.asOwner("delete from private.funnel_flood");
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await delay(200);
  }
}
const reports = async () =>
  (await catcher.messages()).filter((mail: CaughtMail) => mail.subject.startsWith("Informe semanal"));

it("takes a beacon's text/plain body as PostgREST does (204), and refuses what the site does not have (400)", async () => {
  await expect(beacon({ p: "/", e: "view", d: "phone" })).resolves.toBe(204);
  await expect(beacon({ p: "/nope/", e: "view", d: "phone" })).resolves.toBe(400);
  await expect(beacon("not json")).resolves.toBe(400);
  // A function with named parameters is not called with a text/plain body.
  const named = await requestFrom("127.0.0.1", `${backend.url}/rest/v1/rpc/contacts_is_blank?apikey=${ANON_KEY}`, {
    headers: { "Content-Type": "text/plain" },
    body: "x",
  });
  expect(named.status).toBe(404);
  await db.asOwner("delete from private.funnel_counts");
});

it("turns a week of scripted visits into one Monday e-mail with the right numbers", async () => {
  const [{ week } = { week: "" }] = await db.asOwner<{ week: string }>(
    "select private.funnel_due_week(now())::text as week",
  );
  const previousWeek = addDays(week, -7);

  // The week before: 20 views of the home page, one lead.
  for (let index = 0; index < 20; index += 1) await beacon({ p: "/", e: "view", d: "desktop" });
  await storeLead("form", "semana-anterior@empresa.es");
  await dateTodayAs(addDays(previousWeek, 2));

  // The week: each day d, 10 + d views of the home page (every other from Google, on a phone), 3 of the
  // contact page, 2 of the AI page; 2 clicks on the hero's button and 1 on Maxi's; the form started twice,
  // refused once, submitted once, and one request stored; Maxi opened on odd days with a first message,
  // and one chat lead on Thursday. A robot and a made-up page every day count nothing.
  const expected = {
    home: 0,
    contact: 0,
    ai: 0,
    google: 0,
    phone: 0,
    hero: 0,
    maxiCta: 0,
    started: 0,
    refused: 0,
    submitted: 0,
    stored: 0,
    opened: 0,
    first: 0,
    maxiLeads: 0,
  };
  for (let d = 0; d < 7; d += 1) {
    for (let index = 0; index < 10 + d; index += 1) {
      const fromGoogle = index % 2 === 0;
      await expect(
        beacon({ p: "/", e: "view", d: fromGoogle ? "phone" : "desktop", ...(fromGoogle ? { r: "google.com" } : {}) }),
      ).resolves.toBe(204);
      expected.home += 1;
      if (fromGoogle) {
        expected.google += 1;
        expected.phone += 1;
      }
    }
    for (let index = 0; index < 3; index += 1) await beacon({ p: "/contacto/", e: "view", d: "desktop" });
    for (let index = 0; index < 2; index += 1)
      await beacon({ p: "/inteligencia-artificial/", e: "view", d: "desktop" });
    expected.contact += 3;
    expected.ai += 2;
    await beacon({ p: "/", e: "cta", c: "hero.comenzar" });
    await beacon({ p: "/", e: "cta", c: "hero.comenzar" });
    await beacon({ p: "/contacto/", e: "cta", c: "maxi.abrir" });
    expected.hero += 2;
    expected.maxiCta += 1;
    for (const step of ["form.started", "form.started", "form.refused", "form.submitted"])
      await beacon({ p: "/contacto/", e: step });
    expected.started += 2;
    expected.refused += 1;
    expected.submitted += 1;
    await storeLead("form", `lead-dia-${d}@empresa.es`);
    expected.stored += 1;
    if (d % 2 === 1) {
      await beacon({ p: "/contacto/", e: "maxi.opened" });
      await beacon({ p: "/contacto/", e: "maxi.first_message" });
      expected.opened += 1;
      expected.first += 1;
    }
    if (d === 3) {
      await storeLead("maxi", "chat-jueves@empresa.es");
      expected.maxiLeads += 1;
    }
    await expect(beacon({ p: "/", e: "view", d: "phone" }, "Mozilla/5.0 (compatible; Googlebot/2.1)")).resolves.toBe(
      204,
    );
    await expect(beacon({ p: "/precios/", e: "view", d: "phone" })).resolves.toBe(400);
    await dateTodayAs(addDays(week, d));
  }
  const views = expected.home + expected.contact + expected.ai;
  const leads = expected.stored + expected.maxiLeads;
  expect(await reports()).toEqual([]); // nothing before the funnel's first week is due

  // The funnel started the week before: the Monday report of the due week goes out.
  await db.asOwner("update private.funnel_settings set first_week = $1", [previousWeek]);
  const [report] = await waitFor("the weekly report", async () => ((await reports()).length ? reports() : undefined));
  expect(report?.to).toEqual([{ address: TEAM, name: "" }]);
  expect(report?.subject).toMatch(new RegExp(`^Informe semanal de la web: ${views} visitas, ${leads} solicitudes \\(`));
  const text = report!.text;
  const row = (label: string, value: number, rest = "") => new RegExp(`${label} +[█·]+ +${value}${rest}`);
  expect(text).toContain(`Visitas: ${views} (semana anterior: 20, `);
  expect(text).toContain(
    `Solicitudes guardadas: ${leads} (${expected.stored} por el formulario, ${expected.maxiLeads} con Maxi; semana anterior: 1).`,
  );
  expect(text).toMatch(row("Inicio", expected.home, "  · semana anterior: 20"));
  expect(text).toMatch(row("Contacto", expected.contact, "  · semana anterior: 0 \\(nuevo\\)"));
  expect(text).toMatch(row("Inteligencia artificial", expected.ai));
  expect(text).toMatch(row("Visitas", views));
  expect(text).toMatch(row("Clics en llamadas a la acción", expected.hero + expected.maxiCta));
  expect(text).toMatch(row("Formulario empezado", expected.started));
  expect(text).toMatch(row("Formulario enviado", expected.submitted));
  expect(text).toMatch(row("Solicitud guardada", expected.stored, " +\\(100 % del paso anterior\\)"));
  expect(text).toContain(`Rechazados por la validación: ${expected.refused} · Fallos al enviar: 0`);
  expect(text).toMatch(row("Maxi abierto", expected.opened));
  expect(text).toMatch(row("Primer mensaje", expected.first, " +\\(100 % del paso anterior\\)"));
  expect(text).toMatch(row("Portada: botón principal", expected.hero));
  expect(text).toMatch(row("Botón de Maxi", expected.maxiCta));
  expect(text).toMatch(row("google\\.com", expected.google));
  expect(text).toMatch(row("Móvil", expected.phone));
  expect(report!.html).toContain("Informe semanal de la web");
  expect(report!.html).toContain('bgcolor="#6d28d9"');

  // Once: later rounds of the notifier send nothing more for that week.
  await delay(1_500);
  expect(await reports()).toHaveLength(1);
  const [sent] = await db.asOwner<{ sent: boolean }>(
    "select sent_at is not null as sent from private.funnel_reports where week_start = $1",
    [week],
  );
  expect(sent).toEqual({ sent: true });
  fs.writeFileSync(path.join(os.tmpdir(), "funnel-week-report.html"), report!.html);
});
