/** @jest-environment node */
import type { Transaction } from "@electric-sql/pglite";
import { openDatabase, type LocalDatabase } from "../../scripts/local-backend/db";
import { toContactRow } from "../../src/components/contact/submit-contact";
import { validContact } from "../support/contact-fixture";

jest.setTimeout(60_000);

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase();
});
afterAll(() => db.close());

const row = (email: string, changes: Record<string, unknown> = {}) => ({ ...toContactRow(validContact), email, ...changes });

function insertAs(role: "anon" | "authenticated", data: Record<string, unknown>, returning = "") {
  const columns = Object.keys(data);
  const placeholders = columns.map((_, index) => `$${index + 1}`).join(", ");
  return db.asRole(role, (tx: Transaction) =>
    tx.query(`insert into public.contacts (${columns.join(", ")}) values (${placeholders}) ${returning}`, Object.values(data)),
  );
}

const sqlState = (promise: Promise<unknown>) => promise.then(() => "ok", (error: { code?: string }) => error.code);

const count = async (email: string) =>
  (await db.asOwner<{ n: number }>("select count(*)::int as n from public.contacts where email = $1", [email]))[0]?.n;

describe("migration: public.contacts", () => {
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

  it("grants the API roles INSERT on the eight form columns and nothing else", async () => {
    const grants = await db.asOwner<{ grantee: string; privilege_type: string }>(
      "select grantee, privilege_type from information_schema.role_table_grants where table_name = 'contacts' and grantee in ('anon','authenticated')",
    );
    expect(grants).toEqual([]);
    const columns = await db.asOwner<{ column_name: string }>(
      "select column_name from information_schema.column_privileges where table_name = 'contacts' and grantee = 'anon' and privilege_type = 'INSERT' order by column_name",
    );
    expect(columns.map((column) => column.column_name)).toEqual(
      ["company", "company_sector", "email", "interested_service", "last_name", "message", "name", "phone"],
    );
  });
});

describe("as anon", () => {
  it("inserts a valid request", async () => {
    await expect(sqlState(insertAs("anon", row("anon-ok@empresa.es")))).resolves.toBe("ok");
    await expect(count("anon-ok@empresa.es")).resolves.toBe(1);
  });

  it("cannot read, change or delete requests, nor read back its own insert", async () => {
    const attempts = [
      db.asRole("anon", (tx) => tx.query("select * from public.contacts")),
      db.asRole("anon", (tx) => tx.query("select count(*) from public.contacts")),
      db.asRole("anon", (tx) => tx.query("update public.contacts set name = 'x'")),
      db.asRole("anon", (tx) => tx.query("delete from public.contacts")),
      db.asRole("authenticated", (tx) => tx.query("select * from public.contacts")),
      insertAs("anon", row("returning@empresa.es"), "returning *"),
      insertAs("anon", { ...row("id@empresa.es"), created_at: "2020-01-01" }),
    ];
    for (const attempt of attempts) await expect(sqlState(attempt)).resolves.toBe("42501");
    await expect(count("returning@empresa.es")).resolves.toBe(0);
  });

  it("lets a signed-in visitor send the form too", async () => {
    await expect(sqlState(insertAs("authenticated", row("signed-in@empresa.es")))).resolves.toBe("ok");
  });

  it.each([
    ["blank name", { name: "   " }, "23514"],
    ["untrimmed name", { name: " Lucía" }, "23514"],
    ["missing last name", { last_name: null }, "23502"],
    ["bad phone", { phone: "61234567" }, "23514"],
    ["bad e-mail", { email: "a@b" }, "23514"],
    ["unknown service", { interested_service: "Otro" }, "23514"],
    ["empty company (must be null)", { company: "" }, "23514"],
    ["oversize message", { message: "m".repeat(5001) }, "23514"],
  ])("refuses a %s", async (_case, changes, code) => {
    await expect(sqlState(insertAs("anon", row("refused@empresa.es", changes)))).resolves.toBe(code);
  });
});

describe("abuse limit", () => {
  it("refuses a sixth request for one e-mail within an hour, whatever its case", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(sqlState(insertAs("anon", row(attempt % 2 ? "Limit@Empresa.es" : "limit@empresa.es")))).resolves.toBe("ok");
    }
    const refused = insertAs("anon", row("LIMIT@empresa.es"));
    await expect(refused).rejects.toMatchObject({
      code: "PT429",
      message: "Demasiadas solicitudes con este email. Inténtalo de nuevo más tarde.",
    });
    await expect(sqlState(insertAs("anon", row("other@empresa.es")))).resolves.toBe("ok");
  });

  it("forgets requests older than an hour", async () => {
    await db.asOwner(
      `insert into public.contacts (name, last_name, email, phone, company_sector, interested_service, created_at)
       select 'Old', 'Lead', 'old@empresa.es', '612345678', 'Retail', 'Ambos', now() - interval '61 minutes'
       from generate_series(1, 5)`,
    );
    await expect(sqlState(insertAs("anon", row("old@empresa.es")))).resolves.toBe("ok");
  });
});
