/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase, type LocalDatabase } from "../../scripts/local-backend/db";
import type { LeadEmail } from "../../scripts/local-backend/lead-email";
import { applyMigrations, MIGRATIONS_DIR } from "../../scripts/local-backend/migrations";
import { createNotifier, type SendMail } from "../../scripts/local-backend/notifier";
import { fromClient, insertAs, leadRow, sqlState } from "../support/database";

jest.setTimeout(60_000);

/**
 * The delivery rule lives in the database (claim_pending_leads, mark_lead_delivered, record_lead_failure);
 * the local notifier and the n8n workflow only call it. These tests run the real notifier loop against the
 * real migrations, with the SMTP step replaced by a recorder (the SMTP path has its own test over HTTP).
 */
let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase();
});
afterAll(() => db.close());
// Each test starts with an empty outbox: earlier tests' leads count as delivered.
beforeEach(() => db.asOwner("update public.contacts set notified_at = now() where notified_at is null"));

let client = 0;
const storeLead = (email: string) => insertAs(db, leadRow({ email }), { request: fromClient(`100.64.0.${(client = (client % 250) + 1)}`) });

function recorder({ failWith, delayMs = 0 }: { failWith?: () => string | null; delayMs?: number } = {}) {
  const sent: LeadEmail[] = [];
  const send: SendMail = async (mail) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const failure = failWith?.();
    if (failure) throw new Error(failure);
    sent.push(mail);
  };
  return { sent, send };
}

const sentTo = (mails: LeadEmail[]) => mails.map((mail) => mail.replyTo).sort();
const outboxOf = (email: string) =>
  db.asOwner<{ notified_at: Date | null; notify_attempts: number; notify_last_error: string | null; notify_retry_at: Date | null }>(
    "select notified_at, notify_attempts, notify_last_error, notify_retry_at from public.contacts where email = $1",
    [email],
  ).then((rows) => rows[0]);

describe("lead notification outbox", () => {
  it("delivers, exactly once, a lead stored while the notifier was down", async () => {
    await storeLead("while-down@empresa.es"); // no notifier is running
    const mail = recorder();
    const notifier = createNotifier({ db, send: mail.send, to: "equipo@azahardigital.es" });

    await expect(notifier.runOnce()).resolves.toMatchObject({ delivered: [expect.any(String)], failed: [] });
    await expect(notifier.runOnce()).resolves.toEqual({ delivered: [], failed: [] });
    expect(sentTo(mail.sent)).toEqual(["while-down@empresa.es"]);
    expect(mail.sent[0]).toMatchObject({ to: "equipo@azahardigital.es", subject: "Nuevo lead: Lucía García Romero — Marketing Digital" });
    await expect(outboxOf("while-down@empresa.es")).resolves.toMatchObject({ notified_at: expect.any(Date), notify_attempts: 1 });
  });

  it("never lets two notifiers running at once deliver the same lead", async () => {
    const emails = Array.from({ length: 12 }, (_, index) => `pair-${index}@empresa.es`);
    for (const email of emails) await storeLead(email);
    const first = recorder({ delayMs: 20 });
    const second = recorder({ delayMs: 20 });
    const a = createNotifier({ db, send: first.send, to: "equipo@azahardigital.es", batchSize: 5 });
    const b = createNotifier({ db, send: second.send, to: "equipo@azahardigital.es", batchSize: 5 });

    // Both claim while the other is still sending, until nothing is left.
    for (let round = 0; round < 3; round += 1) await Promise.all([a.runOnce(), b.runOnce()]);

    expect(first.sent.length).toBeGreaterThan(0);
    expect(second.sent.length).toBeGreaterThan(0);
    expect(sentTo([...first.sent, ...second.sent])).toEqual([...emails].sort());
  });

  it("gives a crashed notifier's lead to another once its lease has run out", async () => {
    await storeLead("crashed@empresa.es");
    const [claimed] = await db.asRole("service_role", async (tx) => (await tx.query("select * from public.claim_pending_leads(10, 60)")).rows);
    expect(claimed).toMatchObject({ email: "crashed@empresa.es" });
    // …and that notifier dies before sending. While its lease lasts, nobody else takes the lead:
    const mail = recorder();
    const survivor = createNotifier({ db, send: mail.send, to: "equipo@azahardigital.es" });
    await expect(survivor.runOnce()).resolves.toEqual({ delivered: [], failed: [] });
    // A minute later the lease has run out (moved here instead of waiting):
    await db.asOwner("update public.contacts set notify_claimed_until = now() - interval '1 second' where email = 'crashed@empresa.es'");
    await survivor.runOnce();
    expect(sentTo(mail.sent)).toEqual(["crashed@empresa.es"]);
    await expect(outboxOf("crashed@empresa.es")).resolves.toMatchObject({ notify_attempts: 2, notified_at: expect.any(Date) });
  });

  it("records a failed send and retries it later with backoff, then delivers it once", async () => {
    await storeLead("retry@empresa.es");
    let failures = 2;
    const mail = recorder({ failWith: () => (failures-- > 0 ? "connect ECONNREFUSED 127.0.0.1:1025" : null) });
    const notifier = createNotifier({ db, send: mail.send, to: "equipo@azahardigital.es" });
    const started = Date.now();

    const firstRound = await notifier.runOnce();
    expect(firstRound.failed).toEqual([{ id: expect.any(String), error: "connect ECONNREFUSED 127.0.0.1:1025", retryAt: expect.any(Date) }]);
    const firstDelay = (firstRound.failed[0]?.retryAt?.getTime() ?? 0) - started;
    expect(firstDelay).toBeGreaterThan(25_000);
    expect(firstDelay).toBeLessThan(35_000);
    await expect(outboxOf("retry@empresa.es")).resolves.toMatchObject({
      notified_at: null,
      notify_attempts: 1,
      notify_last_error: "connect ECONNREFUSED 127.0.0.1:1025",
    });
    // Not before its retry time:
    await expect(notifier.runOnce()).resolves.toEqual({ delivered: [], failed: [] });

    const passTime = () => db.asOwner("update public.contacts set notify_retry_at = now() - interval '1 second' where email = 'retry@empresa.es'");
    await passTime();
    const secondRound = await notifier.runOnce();
    const secondDelay = (secondRound.failed[0]?.retryAt?.getTime() ?? 0) - Date.now();
    expect(secondDelay).toBeGreaterThan(50_000); // doubled: about a minute
    await passTime();
    await expect(notifier.runOnce()).resolves.toMatchObject({ delivered: [expect.any(String)] });
    await passTime();
    await expect(notifier.runOnce()).resolves.toEqual({ delivered: [], failed: [] });
    expect(sentTo(mail.sent)).toEqual(["retry@empresa.es"]);
    await expect(outboxOf("retry@empresa.es")).resolves.toMatchObject({ notify_attempts: 3, notify_last_error: null });
  });

  it("ignores a failure report from a notifier whose claim was taken over, and a second delivery mark", async () => {
    await storeLead("late@empresa.es");
    const claim = () => db.asRole("service_role", async (tx) => (await tx.query<{ id: string; claim_token: string }>("select * from public.claim_pending_leads(1, 60)")).rows[0]);
    const stale = await claim();
    await db.asOwner("update public.contacts set notify_claimed_until = now() - interval '1 second'");
    const current = await claim();
    expect(current?.claim_token).not.toBe(stale?.claim_token);
    const call = (sql: string, params: unknown[]) => db.asRole("service_role", async (tx) => (await tx.query<{ result: unknown }>(sql, params)).rows[0]?.result);
    await expect(call("select public.record_lead_failure($1, $2, 'timeout') as result", [stale?.id, stale?.claim_token])).resolves.toBeNull();
    await expect(call("select public.mark_lead_delivered($1) as result", [current?.id])).resolves.toBe(true);
    await expect(call("select public.mark_lead_delivered($1) as result", [current?.id])).resolves.toBe(false);
  });

  it("hands the outbox functions to the service role only", async () => {
    for (const role of ["anon", "authenticated"] as const) {
      for (const sql of [
        "select * from public.claim_pending_leads(10, 60)",
        "select public.mark_lead_delivered(gen_random_uuid())",
        "select public.record_lead_failure(gen_random_uuid(), gen_random_uuid(), 'x')",
      ]) {
        await expect(sqlState(db.asRole(role, (tx) => tx.query(sql)))).resolves.toBe("42501");
      }
    }
    await expect(sqlState(db.asRole("service_role", (tx) => tx.query("select * from public.claim_pending_leads(10, 60)")))).resolves.toBe("ok");
  });
});

describe("migrating a database that already holds leads", () => {
  it("marks the leads stored before the outbox as already seen, so the team is not sent old leads", async () => {
    const [first] = fs.readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith(".sql")).sort();
    const onlyFirst = fs.mkdtempSync(path.join(os.tmpdir(), "first-migration-"));
    fs.copyFileSync(path.join(MIGRATIONS_DIR, first ?? ""), path.join(onlyFirst, first ?? ""));
    const raw = await PGlite.create();
    try {
      await applyMigrations(raw, onlyFirst);
      await raw.exec(
        `insert into public.contacts (name, last_name, email, phone, company_sector, interested_service)
         values ('Old', 'Lead', 'old@empresa.es', '612345678', 'Retail', 'Ambos')`,
      );
      await applyMigrations(raw);
      const { rows } = await raw.query<{ notified_at: Date | null; review_status: string }>("select notified_at, review_status from public.contacts");
      expect(rows).toEqual([{ notified_at: expect.any(Date), review_status: "ok" }]);
    } finally {
      await raw.close();
    }
  });
});
