/** @jest-environment node */
import privacy from "../../content/privacy.json";
import { openDatabase, type LocalDatabase } from "../../tools/local-backend/db";
import { fromClient, insertAs, leadRow, sqlState } from "../support/database";

jest.setTimeout(60_000);

/**
 * Every retention promise of the privacy policy, kept by public.apply_retention() (run by pg_cron on
 * Supabase, by the local backend here) as retention_job. The clock is moved, never waited for: rows are
 * given past timestamps, or the owner runs the rules at a chosen moment (private.apply_retention_at).
 */
let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase();
});
afterAll(() => db.close());

interface Result {
  contacts_deleted: number;
  hashes_cleared: number;
  admissions_deleted: number;
  conversations_deleted: number;
  digests_deleted: number;
}
const applyRetention = async () =>
  (
    await db.asRole(
      "retention_job",
      async (tx) => (await tx.query<{ result: Result }>("select public.apply_retention() as result")).rows,
    )
  )[0]!.result;
const applyRetentionAt = async (at: string) =>
  (await db.asOwner<{ result: Result }>("select private.apply_retention_at(now() + $1::interval) as result", [at]))[0]!
    .result;
const emailsLeft = async (pattern: string) =>
  (
    await db.asOwner<{ email: string }>(
      "select email from public.contacts where email ilike $1 order by email, created_at",
      [pattern],
    )
  ).map((row) => row.email);
/** A stored request `ago` (an interval) in the past. */
const storedAgo = async (email: string, ago: string) => {
  await insertAs(db, leadRow({ email }), { request: fromClient("192.0.2.150") });
  await db.asOwner(
    "update public.contacts set created_at = now() - $2::interval where email = $1 and created_at > now() - interval '1 minute'",
    [email, ago],
  );
};

describe("contact requests: deleted 12 months after the last request from the same address", () => {
  it("deletes every request of an address whose last one is over 12 months old, and keeps an address with a newer one", async () => {
    await storedAgo("gone@empresa.es", "12 months 1 day");
    await storedAgo("gone@empresa.es", "14 months");
    await storedAgo("edge@empresa.es", "12 months -1 day");
    await storedAgo("returning@empresa.es", "20 months");
    await storedAgo("Returning@Empresa.es", "11 months"); // the same address, written differently
    const result = await applyRetention();
    expect(result.contacts_deleted).toBe(2);
    await expect(emailsLeft("gone@%")).resolves.toEqual([]);
    await expect(emailsLeft("edge@%")).resolves.toEqual(["edge@empresa.es"]);
    await expect(emailsLeft("returning@%")).resolves.toEqual(["Returning@Empresa.es", "returning@empresa.es"]);
    // A month and a day later the returning visitor's last request is over 12 months old too.
    await applyRetentionAt("1 month 1 day");
    await expect(emailsLeft("returning@%")).resolves.toEqual([]);
  });
});

describe("address hashes: cleared after 24 hours", () => {
  it("clears client_hash and network_hash of requests older than a day and keeps the younger ones'", async () => {
    await storedAgo("hash-old@empresa.es", "24 hours 1 minute");
    await storedAgo("hash-young@empresa.es", "23 hours 59 minutes");
    await applyRetention();
    const rows = await db.asOwner<{ email: string; client_hash: string | null; network_hash: string | null }>(
      "select email, client_hash, network_hash from public.contacts where email like 'hash-%' order by email",
    );
    expect(rows).toEqual([
      { email: "hash-old@empresa.es", client_hash: null, network_hash: null },
      {
        email: "hash-young@empresa.es",
        client_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        network_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
  });
});

describe("Maxi's admissions: deleted after 24 hours", () => {
  it("deletes session ids, client keys and lead tokens older than a day", async () => {
    await db.asOwner(
      `insert into private.maxi_admissions (session_id, client_key, lead_token_hash, admitted_at)
       values ('old', repeat('a', 64), 'x', now() - interval '24 hours 1 minute'), ('young', repeat('b', 64), 'y', now() - interval '23 hours 59 minutes')`,
    );
    await applyRetention();
    const left = await db.asOwner<{ session_id: string }>(
      "select session_id from private.maxi_admissions where session_id in ('old', 'young')",
    );
    expect(left).toEqual([{ session_id: "young" }]);
  });
});

describe("conversations: deleted after 30 days, whether or not Maxi is on", () => {
  it("deletes messages older than 30 days without n8n or the chat workflow running", async () => {
    const message = JSON.stringify({ type: "human", data: { content: "hola" } });
    await db.asOwner(
      `insert into public.maxi_chat_histories (session_id, message, created_at)
       values ('chat-old', $1, now() - interval '30 days 1 minute'), ('chat-young', $1, now() - interval '29 days 23 hours')`,
      [message],
    );
    const result = await applyRetention();
    expect(result.conversations_deleted).toBeGreaterThanOrEqual(1);
    const left = await db.asOwner<{ session_id: string }>(
      "select session_id from public.maxi_chat_histories where session_id like 'chat-%'",
    );
    expect(left).toEqual([{ session_id: "chat-young" }]);
  });
});

describe("digest records", () => {
  it("deletes sent digests after 12 months and never an unsent one", async () => {
    await db.asOwner(
      `insert into private.lead_digests (created_at, sent_at) values (now() - interval '13 months', now() - interval '12 months 1 day'), (now() - interval '13 months', null)`,
    );
    await applyRetention();
    const left = await db.asOwner<{ sent: boolean }>(
      "select sent_at is not null as sent from private.lead_digests where created_at < now() - interval '12 months'",
    );
    expect(left).toEqual([{ sent: false }]);
  });
});

describe("the schedule and its role", () => {
  it("notes each run for check:backend, which also says whether pg_cron runs it (not on PGlite)", async () => {
    await applyRetention();
    const [{ rules } = { rules: null }] = await db.asOwner<{
      rules: { retention: { scheduled: boolean; last_run_at: string } };
    }>("select public.contacts_intake_rules() as rules");
    expect(rules?.retention.scheduled).toBe(false);
    expect(Date.now() - new Date(rules?.retention.last_run_at ?? 0).getTime()).toBeLessThan(60_000);
  });

  it("lets retention_job run the rules now, never at a moment of its choosing, and nothing else", async () => {
    for (const sql of [
      "select private.apply_retention_at(now() + interval '10 years')",
      "select * from public.contacts",
      "delete from public.contacts",
      "delete from public.maxi_chat_histories",
      "select * from public.claim_pending_leads(10, 60)",
      "update private.retention_runs set last_run_at = now()",
    ]) {
      await expect(sqlState(db.asRole("retention_job", (tx) => tx.query(sql)))).resolves.toBe("42501");
    }
    for (const role of ["anon", "authenticated", "service_role", "maxi_chat", "lead_notifier"] as const) {
      await expect(sqlState(db.asRole(role, (tx) => tx.query("select public.apply_retention()")))).resolves.toBe(
        "42501",
      );
    }
  });

  it("uses the periods the privacy policy states", async () => {
    const [periods] = await db.asOwner<Record<string, string>>(
      "select contact_requests::text as contacts, address_hashes::text as hashes, conversations::text as conversations from private.retention_periods()",
    );
    expect(periods).toEqual({ contacts: "1 year", hashes: "24:00:00", conversations: "30 days" });
    const policy = JSON.stringify(privacy);
    expect(policy).toContain("12 meses desde tu última solicitud");
    expect(policy).toContain("24 horas");
    expect(policy).toContain("30 días");
  });
});
