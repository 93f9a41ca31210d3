/** @jest-environment node */
import { openDatabase, type LocalDatabase } from "../../tools/local-backend/db";
import { CONTACT_FIELDS, HONEYPOT } from "../../src/contracts/contact-fields";
import { countWhere, fromClient, insertAs, leadRow, sqlState } from "../support/database";

jest.setTimeout(60_000);

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase();
});
afterAll(() => db.close());

let client = 0;
/** Each call is a different visitor, so the per-client limit never interferes with these tests. */
const nextClient = () => fromClient(`198.51.100.${(client += 1)}`);
const insert = (row: Record<string, unknown>, role: "anon" | "authenticated" = "anon", returning = "") =>
  insertAs(db, row, { role, request: nextClient(), returning });

describe("migrations: public.contacts", () => {
  it("creates the table with row level security and an insert-only policy", async () => {
    const [table] = await db.asOwner<{ rls: boolean }>(
      "select relrowsecurity as rls from pg_class where oid = 'public.contacts'::regclass",
    );
    expect(table?.rls).toBe(true);
    const policies = await db.asOwner<{ cmd: string; roles: string }>(
      "select cmd, roles::text from pg_policies where tablename = 'contacts'",
    );
    expect(policies).toEqual([{ cmd: "INSERT", roles: "{anon,authenticated}" }]);
  });

  it("grants the API roles INSERT on the eight form columns, the honeypot and the source, nothing else", async () => {
    const grants = await db.asOwner<{ grantee: string; privilege_type: string }>(
      "select grantee, privilege_type from information_schema.role_table_grants where table_name = 'contacts' and grantee in ('anon','authenticated')",
    );
    expect(grants).toEqual([]);
    const columns = await db.asOwner<{ column_name: string }>(
      "select column_name from information_schema.column_privileges where table_name = 'contacts' and grantee = 'anon' and privilege_type = 'INSERT' order by column_name",
    );
    expect(columns.map((column) => column.column_name)).toEqual([...CONTACT_FIELDS, HONEYPOT.column, "source"].sort());
  });
});

describe("as anon", () => {
  it("inserts a valid request", async () => {
    await expect(sqlState(insert(leadRow({ email: "anon-ok@empresa.es" })))).resolves.toBe("ok");
    await expect(countWhere(db, "email = $1", ["anon-ok@empresa.es"])).resolves.toBe(1);
  });

  it("cannot read, change or delete requests, read back its own insert, or set server-owned columns", async () => {
    const attempts = [
      db.asRole("anon", (tx) => tx.query("select * from public.contacts")),
      db.asRole("anon", (tx) => tx.query("select count(*) from public.contacts")),
      db.asRole("anon", (tx) => tx.query("update public.contacts set name = 'x'")),
      db.asRole("anon", (tx) => tx.query("delete from public.contacts")),
      db.asRole("authenticated", (tx) => tx.query("select * from public.contacts")),
      insert(leadRow({ email: "returning@empresa.es" }), "anon", "returning *"),
      insert(leadRow({ email: "id@empresa.es", created_at: "2020-01-01" })),
      insert(leadRow({ email: "review@empresa.es", review_status: "ok" })),
      insert(leadRow({ email: "notified@empresa.es", notified_at: "2020-01-01" })),
      insert(leadRow({ email: "hash@empresa.es", client_hash: "x" })),
    ];
    for (const attempt of attempts) await expect(sqlState(attempt)).resolves.toBe("42501");
    await expect(
      countWhere(
        db,
        "email in ('returning@empresa.es', 'review@empresa.es', 'notified@empresa.es', 'hash@empresa.es')",
      ),
    ).resolves.toBe(0);
  });

  it("lets a signed-in visitor send the form too", async () => {
    await expect(sqlState(insert(leadRow({ email: "signed-in@empresa.es" }), "authenticated"))).resolves.toBe("ok");
  });

  it.each([
    ["blank name", { name: "   " }, "23514"],
    ["untrimmed name", { name: " Lucía" }, "23514"],
    ["missing last name", { last_name: null }, "23502"],
    ["bad phone", { phone: "61234567" }, "23514"],
    ["bad e-mail", { email: "a@b" }, "23514"],
    ["unknown service", { interested_service: "Otro" }, "23514"],
    ["empty company (must be null)", { company: "" }, "23514"],
  ])("refuses a %s", async (_case, changes, code) => {
    await expect(sqlState(insert(leadRow({ email: "refused@empresa.es", ...changes })))).resolves.toBe(code);
  });
});

describe("no limit per e-mail address (finding 5)", () => {
  it("stores every request for one address when they come from different visitors: nobody can lock a stranger out", async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const email = attempt % 2 ? "Victim@Empresa.es" : "victim@empresa.es";
      await expect(sqlState(insert(leadRow({ email })))).resolves.toBe("ok");
    }
    await expect(countWhere(db, "lower(email) = 'victim@empresa.es'")).resolves.toBe(8);
  });

  it("has no trigger or index keyed on the e-mail left from the first migration; the only one serves the e-mail quota", async () => {
    const triggers = await db.asOwner<{ tgname: string }>(
      "select tgname from pg_trigger where tgrelid = 'public.contacts'::regclass and not tgisinternal order by tgname",
    );
    // contacts_funnel_count only counts stored leads for the weekly report (issue 27).
    expect(triggers.map((trigger) => trigger.tgname)).toEqual([
      "contacts_after_insert",
      "contacts_before_insert",
      "contacts_before_insert_grouped",
      "contacts_funnel_count",
    ]);
    const indexes = await db.asOwner<{ indexname: string }>(
      "select indexname from pg_indexes where tablename = 'contacts' and indexdef ~ 'email'",
    );
    // How many individual e-mails an address gets, and when its requests expire; it never refuses a row.
    expect(indexes.map((index) => index.indexname)).toEqual(["contacts_email_created_idx"]);
  });
});
