/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase, type LocalDatabase } from "../../tools/local-backend/db";
import type { ClaimedDigest, ClaimedLead, LeadEmail } from "../../tools/local-backend/lead-email";
import { applyMigrations, MIGRATIONS_DIR } from "../../tools/local-backend/migrations";
import { createNotifier, type SendMail } from "../../tools/local-backend/notifier";
import { fromClient, insertAs, leadRow, sqlState } from "../support/database";

jest.setTimeout(60_000);

/**
 * The delivery rule lives in the database (claim_pending_leads, mark_lead_delivered, record_lead_failure,
 * and the digest's claim_lead_digest, mark_digest_delivered, record_digest_failure); the local notifier
 * and the n8n workflow only call it, as lead_notifier. These tests run the real notifier loop against the
 * real migrations, with the SMTP step replaced by a recorder (the SMTP path has its own test over HTTP).
 */
let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase();
  // The outbox's mechanics, not the quotas (lead-delivery.test.ts): every lead here may go alone.
  await db.asOwner("update private.contacts_settings set max_alerts_per_hour = 1000");
});
afterAll(() => db.close());
// Each test starts with an empty outbox and unused e-mail quotas: earlier tests' leads count as
// delivered, a day ago.
beforeEach(() =>
  db.asOwner(
    `update public.contacts
        set notified_at = coalesce(notified_at, now()), created_at = created_at - interval '2 days',
            notify_due_at = notify_due_at - interval '2 days', notify_claimed_until = null`,
  ),
);

let client = 0;
const nextAddress = () => `100.64.${Math.floor(client / 250)}.${(client++ % 250) + 1}`;
const storeLead = (email: string, changes: Record<string, unknown> = {}, address = nextAddress()) =>
  insertAs(db, leadRow({ email, ...changes }), { request: fromClient(address) });

function recorder({ failWith, delayMs = 0 }: { failWith?: () => string | null; delayMs?: number } = {}) {
  const sent: LeadEmail[] = [];
  const send: SendMail = async (mail) => {
    if (delayMs) await delay(delayMs);
    const failure = failWith?.();
    if (failure) throw new Error(failure);
    sent.push(mail);
  };
  return { sent, send };
}

const TEAM = "equipo@azahardigital.es";
const sentTo = (mails: LeadEmail[]) => mails.map((mail) => mail.replyTo).sort();
const outboxOf = (email: string) =>
  db
    .asOwner<{
      notified_at: Date | null;
      notify_attempts: number;
      notify_last_error: string | null;
      notify_retry_at: Date | null;
      notify_mode: string;
    }>(
      "select notified_at, notify_attempts, notify_last_error, notify_retry_at, notify_mode from public.contacts where email = $1",
      [email],
    )
    .then((rows) => rows[0]);
const asNotifier = <T>(sql: string, params: unknown[] = []) =>
  db.asRole("lead_notifier", async (tx) => (await tx.query<T>(sql, params)).rows);
const claimLeads = (max = 10) => asNotifier<ClaimedLead>("select * from public.claim_pending_leads($1, 60)", [max]);
const claimDigest = (maxRows = 200) =>
  asNotifier<ClaimedDigest>("select * from public.claim_lead_digest($1, 60)", [maxRows]).then((rows) => rows[0]);
/** The digest's hour has come for these rows (moved, not waited for). */
const digestIsDue = (condition: string) =>
  db.asOwner(`update public.contacts set notify_due_at = now() - interval '1 second' where ${condition}`);
const NOTHING = { delivered: [], grouped: [], digests: [], reports: [], failed: [] };

describe("lead notification outbox", () => {
  it("delivers, exactly once, a lead stored while the notifier was down, with the e-mail the database wrote", async () => {
    await storeLead("while-down@empresa.es"); // no notifier is running
    const mail = recorder();
    const notifier = createNotifier({ db, send: mail.send, to: TEAM });

    await expect(notifier.runOnce()).resolves.toMatchObject({
      delivered: [expect.any(String)],
      digests: [],
      failed: [],
    });
    await expect(notifier.runOnce()).resolves.toEqual(NOTHING);
    expect(sentTo(mail.sent)).toEqual(["while-down@empresa.es"]);
    expect(mail.sent[0]).toMatchObject({ to: TEAM, subject: "Nuevo lead: Lucía García Romero — Marketing Digital" });
    expect(mail.sent[0]?.text).toContain("Email: while-down@empresa.es\nTeléfono: 612 345 678");
    await expect(outboxOf("while-down@empresa.es")).resolves.toMatchObject({
      notified_at: expect.any(Date),
      notify_attempts: 1,
    });
  });

  it("never lets two notifiers running at once deliver the same lead", async () => {
    const emails = Array.from({ length: 12 }, (_, index) => `pair-${index}@empresa.es`);
    for (const email of emails) await storeLead(email);
    const first = recorder({ delayMs: 20 });
    const second = recorder({ delayMs: 20 });
    const a = createNotifier({ db, send: first.send, to: TEAM, batchSize: 5 });
    const b = createNotifier({ db, send: second.send, to: TEAM, batchSize: 5 });

    // Both claim while the other is still sending, until nothing is left.
    for (let round = 0; round < 3; round += 1) await Promise.all([a.runOnce(), b.runOnce()]);

    expect(first.sent.length).toBeGreaterThan(0);
    expect(second.sent.length).toBeGreaterThan(0);
    expect(sentTo([...first.sent, ...second.sent])).toEqual([...emails].sort());
  });

  it("gives a crashed notifier's lead to another once its lease has run out", async () => {
    await storeLead("crashed@empresa.es");
    const [claimed] = await claimLeads();
    expect(claimed).toMatchObject({ email: "crashed@empresa.es" });
    // …and that notifier dies before sending. While its lease lasts, nobody else takes the lead:
    const mail = recorder();
    const survivor = createNotifier({ db, send: mail.send, to: TEAM });
    await expect(survivor.runOnce()).resolves.toEqual(NOTHING);
    // A minute later the lease has run out (moved here instead of waiting):
    await db.asOwner(
      "update public.contacts set notify_claimed_until = now() - interval '1 second' where email = 'crashed@empresa.es'",
    );
    await survivor.runOnce();
    expect(sentTo(mail.sent)).toEqual(["crashed@empresa.es"]);
    await expect(outboxOf("crashed@empresa.es")).resolves.toMatchObject({
      notify_attempts: 2,
      notified_at: expect.any(Date),
    });
  });

  it("records a failed send and retries it later with backoff, then delivers it once", async () => {
    await storeLead("retry@empresa.es");
    let failures = 2;
    const mail = recorder({ failWith: () => (failures-- > 0 ? "connect ECONNREFUSED 127.0.0.1:1025" : null) });
    const notifier = createNotifier({ db, send: mail.send, to: TEAM });
    const started = Date.now();

    const firstRound = await notifier.runOnce();
    expect(firstRound.failed).toEqual([
      { id: expect.any(String), error: "connect ECONNREFUSED 127.0.0.1:1025", retryAt: expect.any(Date) },
    ]);
    const firstDelay = (firstRound.failed[0]?.retryAt?.getTime() ?? 0) - started;
    expect(firstDelay).toBeGreaterThan(25_000);
    expect(firstDelay).toBeLessThan(35_000);
    await expect(outboxOf("retry@empresa.es")).resolves.toMatchObject({
      notified_at: null,
      notify_attempts: 1,
      notify_last_error: "connect ECONNREFUSED 127.0.0.1:1025",
    });
    // Not before its retry time:
    await expect(notifier.runOnce()).resolves.toEqual(NOTHING);

    const passTime = () =>
      db.asOwner(
        "update public.contacts set notify_retry_at = now() - interval '1 second' where email = 'retry@empresa.es'",
      );
    await passTime();
    const secondRound = await notifier.runOnce();
    const secondDelay = (secondRound.failed[0]?.retryAt?.getTime() ?? 0) - Date.now();
    expect(secondDelay).toBeGreaterThan(50_000); // doubled: about a minute
    await passTime();
    await expect(notifier.runOnce()).resolves.toMatchObject({ delivered: [expect.any(String)] });
    await passTime();
    await expect(notifier.runOnce()).resolves.toEqual(NOTHING);
    expect(sentTo(mail.sent)).toEqual(["retry@empresa.es"]);
    await expect(outboxOf("retry@empresa.es")).resolves.toMatchObject({ notify_attempts: 3, notify_last_error: null });
  });

  it("ignores a failure report from a notifier whose claim was taken over, and a second delivery mark", async () => {
    await storeLead("late@empresa.es");
    const [stale] = await claimLeads(1);
    await db.asOwner("update public.contacts set notify_claimed_until = now() - interval '1 second'");
    const [current] = await claimLeads(1);
    expect(current?.claim_token).not.toBe(stale?.claim_token);
    const call = async (sql: string, params: unknown[]) =>
      (await asNotifier<{ result: unknown }>(sql, params))[0]?.result;
    await expect(
      call("select public.record_lead_failure($1, $2, 'timeout') as result", [stale?.id, stale?.claim_token]),
    ).resolves.toBeNull();
    await expect(call("select public.mark_lead_delivered($1) as result", [current?.id])).resolves.toBe(true);
    await expect(call("select public.mark_lead_delivered($1) as result", [current?.id])).resolves.toBe(false);
  });

  it("hands the outbox functions to lead_notifier only: not the API's roles, not even service_role", async () => {
    const outbox = [
      "select * from public.claim_pending_leads(10, 60)",
      "select public.mark_lead_delivered(gen_random_uuid())",
      "select public.record_lead_failure(gen_random_uuid(), gen_random_uuid(), 'x')",
      "select * from public.claim_lead_digest(10, 60)",
      "select public.mark_digest_delivered(gen_random_uuid())",
      "select public.record_digest_failure(gen_random_uuid(), gen_random_uuid(), 'x')",
      "select * from public.claim_grouped_alert(10, 60)",
    ];
    for (const role of ["anon", "authenticated", "service_role"] as const) {
      for (const sql of outbox) await expect(sqlState(db.asRole(role, (tx) => tx.query(sql)))).resolves.toBe("42501");
    }
    for (const sql of outbox) await expect(sqlState(asNotifier(sql))).resolves.toBe("ok");
  });
});

describe("fair order: round-robin per client network, never strictly oldest first", () => {
  it("claims a genuine lead in the first batch while 1,000 junk rows from one network are pending", async () => {
    // 1,000 rows from one network, all waiting for an e-mail of their own (a backlog from a notifier
    // outage; the quotas would have sent most to the digest, here the worst case is forced), then one
    // genuine lead from elsewhere.
    await db.asOwner(
      `insert into public.contacts (name, last_name, email, phone, company_sector, interested_service, client_hash, network_hash, created_at)
       select 'Junk', 'Flood', 'junk-' || n || '@spam.example', '612345678', 'Spam', 'Ambos', 'junk-client', 'junk-network', now() - interval '3 hours' + n * interval '1 ms'
         from generate_series(1, 1000) as n`,
    );
    await db.asOwner(
      "update public.contacts set notify_mode = 'individual', notify_reason = null, notify_due_at = created_at where network_hash = 'junk-network'",
    );
    await storeLead("genuine@naranjos.es");

    const mail = recorder();
    const notifier = createNotifier({ db, send: mail.send, to: TEAM }); // batches of 10, as npm start's
    await notifier.runOnce();
    expect(mail.sent).toHaveLength(10);
    expect(sentTo(mail.sent)).toContain("genuine@naranjos.es");
    expect(mail.sent.filter((sent) => sent.replyTo?.startsWith("junk-"))).toHaveLength(9);
  });

  it("takes every network's oldest pending lead before any network's second", async () => {
    for (const network of ["a", "b", "c"]) {
      for (let index = 0; index < 4; index += 1) {
        // Three leads from one /48 (different /64s) and one more, all pending alone.
        await storeLead(
          `rr-${network}-${index}@empresa.es`,
          {},
          `2001:db8:${network === "a" ? "aa" : network === "b" ? "bb" : "cc"}:${index + 1}::1`,
        );
      }
    }
    await db.asOwner(
      "update public.contacts set notify_mode = 'individual', notify_due_at = created_at where email like 'rr-%'",
    );
    const claimed = await claimLeads(6);
    expect(claimed.map((lead) => lead.email).sort()).toEqual([
      "rr-a-0@empresa.es",
      "rr-a-1@empresa.es",
      "rr-b-0@empresa.es",
      "rr-b-1@empresa.es",
      "rr-c-0@empresa.es",
      "rr-c-1@empresa.es",
    ]);
  });
});

describe("the daily digest", () => {
  /** Two honeypot rows (the digest's), and two rows past a quota (a grouped alert's, at once). */
  async function storeDigestRows(label: string) {
    await storeLead(`${label}-bot@spam.example`, { website: "https://spam.example/oferta" });
    await storeLead(`${label}-bot2@spam.example`, { website: "x" });
    await storeLead(`${label}-twice@empresa.es`);
    await storeLead(`${label}-twice@empresa.es`, { name: "Otra vez" });
    const network = nextAddress();
    for (let index = 0; index < 4; index += 1) await storeLead(`${label}-office-${index}@empresa.es`, {}, network);
  }
  const digestRowsOf = (label: string) =>
    db.asOwner<{ email: string; notify_mode: string; notify_reason: string; notified_at: Date | null }>(
      "select email, notify_mode, notify_reason, notified_at from public.contacts where email like $1 and notify_mode = 'digest' order by created_at",
      [`${label}-%`],
    );

  it("waits for the digest's hour with the honeypot rows only, then sends one e-mail listing each with its reason, once", async () => {
    await storeDigestRows("d1");
    const rows = await digestRowsOf("d1");
    expect(rows.map((row) => row.email)).toEqual(["d1-bot@spam.example", "d1-bot2@spam.example"]);

    const mail = recorder();
    const notifier = createNotifier({ db, send: mail.send, to: TEAM });
    const first = await notifier.runOnce(); // four alone and two grouped go now; the honeypot rows wait for 08:00
    expect(first).toMatchObject({ delivered: expect.any(Array), grouped: [expect.any(String)], digests: [] });
    expect(first.delivered).toHaveLength(4);
    expect(mail.sent.map((sent) => sent.subject).filter((subject) => subject.startsWith("Resumen"))).toEqual([]);
    const grouped = mail.sent.at(-1) as LeadEmail;
    expect(grouped.subject).toBe("Nuevos leads: 2 solicitudes agrupadas (más envíos de lo normal)");
    expect(grouped.text).toContain("Motivo: Ya se avisó de otra solicitud con este e-mail en las últimas 24 horas.");
    expect(grouped.text).toContain(
      "Motivo: Desde esta conexión o su red ya se enviaron 3 avisos individuales en las últimas 24 horas.",
    );
    await expect(claimDigest()).resolves.toBeUndefined();

    await digestIsDue("email like 'd1-%'");
    const round = await notifier.runOnce();
    expect(round).toMatchObject({ delivered: [], grouped: [], digests: [expect.any(String)], failed: [] });
    const digest = mail.sent.at(-1) as LeadEmail;
    expect(digest).toMatchObject({ to: TEAM, subject: "Resumen diario: 2 solicitudes sin aviso individual" });
    expect(digest.replyTo).toBeUndefined();
    const entries = digest.text.split(/\n\n(?=\d+\. )/).slice(1);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatch(
      /^1\. Lucía García Romero — Marketing Digital\n {3}Email: d1-bot@spam\.example · Teléfono: 612 345 678\n/,
    );
    expect(entries[0]).toContain("Motivo: Posible spam: El campo oculto «website» llegó relleno");
    expect(entries[0]).toContain("Valor del campo oculto: «https://spam.example/oferta»");
    expect(entries[1]).toContain("Valor del campo oculto: «x»");
    expect(digest.text).not.toContain("d1-twice@empresa.es");
  });

  it("keeps rows that come in after the digest's hour for the next one", async () => {
    await storeLead("d2-bot@spam.example", { website: "x" });
    await digestIsDue("email = 'd2-bot@spam.example'");
    await storeLead("d2-later@spam.example", { website: "y" });
    const digest = await claimDigest();
    expect(digest).toMatchObject({ lead_count: 1, remaining: 0 });
    expect(digest?.email_text).toContain("d2-bot@spam.example");
    expect(digest?.email_text).not.toContain("d2-later@spam.example");
    await expect(outboxOf("d2-later@spam.example")).resolves.toMatchObject({
      notified_at: null,
      notify_mode: "digest",
    });
    await asNotifier("select public.mark_digest_delivered($1)", [digest?.digest_id]);
  });

  it("retries a failed digest with the same rows, and gives a dead notifier's part to another", async () => {
    await storeDigestRows("d3");
    await digestIsDue("email like 'd3-%' and notify_mode = 'digest'");
    await db.asOwner(
      "update public.contacts set notified_at = now() where email like 'd3-%' and notify_mode <> 'digest'",
    );
    let failures = 1;
    const mail = recorder({ failWith: () => (failures-- > 0 ? "SMTP 421 try later" : null) });
    const notifier = createNotifier({ db, send: mail.send, to: TEAM });
    const failed = await notifier.runOnce();
    expect(failed.failed).toEqual([{ id: expect.any(String), error: "SMTP 421 try later", retryAt: expect.any(Date) }]);
    await expect(outboxOf("d3-bot@spam.example")).resolves.toMatchObject({
      notified_at: null,
      notify_last_error: "SMTP 421 try later",
    });
    await expect(notifier.runOnce()).resolves.toEqual(NOTHING); // not before its retry time

    await db.asOwner("update private.lead_digests set retry_at = now() - interval '1 second' where sent_at is null");
    const claimed = await claimDigest();
    expect(claimed?.digest_id).toBe(failed.failed[0]?.id);
    expect(claimed?.lead_count).toBe(2);
    // That notifier dies before sending; once its lease runs out another sends the same part, once.
    await db.asOwner(
      "update private.lead_digests set claimed_until = now() - interval '1 second' where sent_at is null",
    );
    const resent = await notifier.runOnce();
    expect(resent.digests).toEqual([failed.failed[0]?.id]);
    expect(mail.sent.filter((sent) => sent.subject.startsWith("Resumen"))).toHaveLength(1);
    await expect(outboxOf("d3-bot@spam.example")).resolves.toMatchObject({
      notified_at: expect.any(Date),
      notify_last_error: null,
    });
  });

  it("sends a big digest in parts of max_rows, saying how many follow, and two notifiers never send the same row", async () => {
    await db.asOwner(
      `insert into public.contacts (name, last_name, email, phone, company_sector, interested_service, website, created_at)
       select 'Bot', 'Nº' || n, 'd4-' || n || '@spam.example', '612345678', 'Spam', 'Ambos', 'x', now() - interval '1 day' + n * interval '1 s'
         from generate_series(1, 5) as n`,
    );
    await digestIsDue("email like 'd4-%'");
    const first = await claimDigest(2);
    const second = await claimDigest(2); // another notifier, while the first is still sending
    expect(first).toMatchObject({ lead_count: 2, remaining: 3 });
    expect(first?.email_text).toContain("Quedan 3 solicitudes más para el resumen");
    expect(second).toMatchObject({ lead_count: 2, remaining: 1 });
    expect(second?.digest_id).not.toBe(first?.digest_id);
    const listed = (text = "") => [...text.matchAll(/d4-(\d)@/g)].map((match) => match[1]);
    expect(listed(first?.email_text)).toEqual(["1", "2"]);
    expect(listed(second?.email_text)).toEqual(["3", "4"]);
    const third = await claimDigest(2);
    expect(third).toMatchObject({ lead_count: 1, remaining: 0 });
    await expect(claimDigest(2)).resolves.toBeUndefined();
    for (const part of [first, second, third])
      await asNotifier("select public.mark_digest_delivered($1)", [part?.digest_id]);
  });

  it("schedules the digest at the next 08:00 in Madrid, summer or winter", async () => {
    const next = async (at: string) =>
      (await db.asOwner<{ due: Date }>("select private.next_digest_at($1) as due", [at]))[0]?.due.toISOString();
    await expect(next("2026-11-25T06:59:59Z")).resolves.toBe("2026-11-25T07:00:00.000Z"); // 07:59:59 in Madrid (CET)
    await expect(next("2026-11-25T07:00:00Z")).resolves.toBe("2026-11-26T07:00:00.000Z"); // 08:00 sharp: the next day's
    await expect(next("2026-07-04T05:30:00Z")).resolves.toBe("2026-07-04T06:00:00.000Z"); // summer (CEST)
    await expect(next("2026-03-28T22:00:00Z")).resolves.toBe("2026-03-29T06:00:00.000Z"); // the night the clocks go forward
  });
});

describe("an outbox written before the digest existed", () => {
  it("keeps old pending rows individual and due, and leads stay in the outbox until lead_notifier claims them", async () => {
    // The schema as of the previous migrations, with a pending lead, then the rest applied on top.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-upgrade-"));
    const older = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    for (const file of fs.readdirSync(MIGRATIONS_DIR).filter((name) => name < "20261126090100")) {
      fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(older, file));
    }
    const pg = await PGlite.create(dataDir);
    try {
      await applyMigrations(pg, older);
      await pg.query(
        "insert into public.contacts (name, last_name, email, phone, company_sector, interested_service, created_at) values ('Antes', 'Del cambio', 'before@empresa.es', '612345678', 'R', 'Ambos', now() - interval '3 hours')",
      );
      await applyMigrations(pg);
      const { rows } = await pg.query<{ notify_mode: string; due: boolean }>(
        "select notify_mode, notify_due_at = created_at as due from public.contacts where email = 'before@empresa.es'",
      );
      expect(rows).toEqual([{ notify_mode: "individual", due: true }]);
      await pg.exec("set role lead_notifier");
      const claimed = await pg.query<{ email: string; email_subject: string }>(
        "select email, email_subject from public.claim_pending_leads(10, 60)",
      );
      expect(claimed.rows).toEqual([
        { email: "before@empresa.es", email_subject: "Nuevo lead: Antes Del cambio — Ambos" },
      ]);
    } finally {
      await pg.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(older, { recursive: true, force: true });
    }
  });
});
