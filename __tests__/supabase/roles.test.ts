/** @jest-environment node */
import { openDatabase, type DbRole, type LocalDatabase } from "../../tools/local-backend/db";
import { admitMessage, gatewayClientKey, sqlState, widgetSessionId } from "../support/database";

jest.setTimeout(60_000);

/**
 * The roles n8n and the scheduled jobs connect as (least privilege, issue 24): each may do its one job and
 * nothing else. Checked in the catalogue (every function and table, so a new one cannot slip in with a
 * default grant) and by running each statement as the role.
 */
let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase();
});
afterAll(() => db.close());

const as = (role: DbRole, sql: string, params: unknown[] = []) =>
  sqlState(db.asRole(role, (tx) => tx.query(sql, params)));

const JOB_ROLES = ["maxi_chat", "lead_notifier", "retention_job", "funnel_reporter"] as const;

/** What each role may execute, and nothing more (schemas public and private, every overload). */
const ALLOWED_FUNCTIONS: Record<(typeof JOB_ROLES)[number], string[]> = {
  maxi_chat: ["maxi_admit_message(text,text,text)", "maxi_admit_message(text,text,text,text,text)"],
  lead_notifier: [
    "claim_grouped_alert(integer,integer)",
    "claim_lead_digest(integer,integer)",
    "claim_pending_leads(integer,integer)",
    "mark_digest_delivered(uuid)",
    "mark_lead_delivered(uuid)",
    "record_digest_failure(uuid,uuid,text)",
    "record_lead_failure(uuid,uuid,text)",
  ],
  retention_job: ["apply_retention()"],
  funnel_reporter: [
    "claim_funnel_report(integer)",
    "funnel_figures(date,date)",
    "mark_funnel_report_sent(date)",
    "record_funnel_report_failure(date,uuid,text)",
  ],
};

describe("the roles' grants, read from the catalogue", () => {
  it("are made by the migrations, cannot log in until the deploy gives them a password, and own nothing", async () => {
    const roles = await db.asOwner<{
      rolname: string;
      rolcanlogin: boolean;
      rolsuper: boolean;
      rolbypassrls: boolean;
      rolcreaterole: boolean;
      members_of: string[];
    }>(
      `select r.rolname, r.rolcanlogin, r.rolsuper, r.rolbypassrls, r.rolcreaterole,
              array(select g.rolname from pg_auth_members m join pg_roles g on g.oid = m.roleid where m.member = r.oid) as members_of
         from pg_roles r where r.rolname = any($1) order by r.rolname`,
      [JOB_ROLES],
    );
    expect(roles).toEqual(
      [...JOB_ROLES].sort().map((rolname) => ({
        rolname,
        rolcanlogin: false,
        rolsuper: false,
        rolbypassrls: false,
        rolcreaterole: false,
        members_of: [],
      })),
    );
    const owned = await db.asOwner<{ n: number }>(
      "select count(*)::int as n from pg_class c join pg_roles r on r.oid = c.relowner where r.rolname = any($1)",
      [JOB_ROLES],
    );
    expect(owned[0]?.n).toBe(0);
  });

  it.each(JOB_ROLES)("lets %s execute exactly its own functions", async (role) => {
    const callable = await db.asOwner<{ fn: string }>(
      `select p.oid::regprocedure::text as fn
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private', 'maxi_memory')
          and has_function_privilege($1, p.oid, 'execute')
          and has_schema_privilege($1, n.oid, 'usage')
        order by 1`,
      [role],
    );
    // contacts_is_blank is called by the CHECK constraints of any insert; these roles insert nothing.
    expect(callable.map((row) => row.fn)).toEqual(ALLOWED_FUNCTIONS[role]);
  });

  it.each(JOB_ROLES)("gives %s no privilege on the leads", async (role) => {
    const privileges = await db.asOwner<{ privilege: string }>(
      `select p.privilege from unnest(array['select', 'insert', 'update', 'delete', 'truncate', 'references', 'trigger']) as p(privilege)
        where case when p.privilege in ('select', 'insert', 'update', 'references')
                   then has_any_column_privilege($1, 'public.contacts', p.privilege)
                   else has_table_privilege($1, 'public.contacts', p.privilege) end`,
      [role],
    );
    expect(privileges).toEqual([]);
  });
});

describe("maxi_chat: admit a message, read and write the memory, nothing else", () => {
  it("admits a message", async () => {
    await expect(admitMessage(db, widgetSessionId(), "hola", gatewayClientKey("role"))).resolves.toMatchObject({
      admitted: true,
    });
  });

  it("runs what n8n's Postgres Chat Memory node runs (LangChain), and the messages land in public.maxi_chat_histories", async () => {
    const session = widgetSessionId();
    const message = JSON.stringify({ type: "human", data: { content: "hola", additional_kwargs: {} } });
    const states = await db.asRole("maxi_chat", async (tx) => {
      // LangChain's PostgresChatMessageHistory, verbatim (the memory node's table name: maxi_chat_histories).
      await tx.query(
        "CREATE TABLE IF NOT EXISTS maxi_chat_histories (id SERIAL PRIMARY KEY, session_id VARCHAR(255) NOT NULL, message JSONB NOT NULL);",
      );
      await tx.query("INSERT INTO maxi_chat_histories (session_id, message) VALUES ($1, $2)", [session, message]);
      return (
        await tx.query<{ message: unknown }>(
          "SELECT message FROM maxi_chat_histories WHERE session_id = $1 ORDER BY id",
          [session],
        )
      ).rows;
    });
    expect(states).toEqual([{ message: JSON.parse(message) }]);
    const stored = await db.asOwner<{ session_id: string; created_at: Date }>(
      "select session_id, created_at from public.maxi_chat_histories where session_id = $1",
      [session],
    );
    expect(stored).toEqual([{ session_id: session, created_at: expect.any(Date) }]);
    // The statement created nothing: the only table of that name is the real one, the view in front of it.
    const relations = await db.asOwner<{ name: string }>(
      "select n.nspname || '.' || c.relname || ':' || c.relkind::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relname = 'maxi_chat_histories' order by 1",
    );
    expect(relations.map((row) => row.name)).toEqual([
      "maxi_memory.maxi_chat_histories:v",
      "public.maxi_chat_histories:r",
    ]);
  });

  it.each([
    ["read the leads", "select * from public.contacts"],
    [
      "store a lead",
      "insert into public.contacts (name, last_name, email, phone, company_sector, interested_service) values ('a', 'b', 'c@d.es', '612345678', 'x', 'Ambos')",
    ],
    ["change a lead", "update public.contacts set name = 'x'"],
    ["delete the leads", "delete from public.contacts"],
    ["change the memory", "update public.maxi_chat_histories set message = '{}'"],
    ["delete the memory", "delete from public.maxi_chat_histories"],
    ["delete through the view", "delete from maxi_memory.maxi_chat_histories"],
    ["read the admissions and lead tokens", "select * from private.maxi_admissions"],
    ["raise the site's ceiling", "update private.maxi_settings set max_site_messages_per_day = 999999"],
    ["claim leads", "select * from public.claim_pending_leads(10, 60)"],
    ["mark a lead delivered", "select public.mark_lead_delivered(gen_random_uuid())"],
    ["read the intake rules", "select public.contacts_intake_rules()"],
    ["create a table in public", "create table public.maxi_extra (id int)"],
    ["create a function in public", "create function public.maxi_extra() returns int language sql as 'select 1'"],
  ])("may not %s", async (_what, sql) => {
    await expect(as("maxi_chat", sql)).resolves.toBe("42501");
  });
});

describe("lead_notifier: the outbox functions, nothing else", () => {
  it.each([
    ["claim leads", "select * from public.claim_pending_leads(10, 60)"],
    ["mark a lead delivered", "select public.mark_lead_delivered(gen_random_uuid())"],
    ["record a failure", "select public.record_lead_failure(gen_random_uuid(), gen_random_uuid(), 'x')"],
    ["claim the digest", "select * from public.claim_lead_digest(10, 60)"],
    ["mark the digest delivered", "select public.mark_digest_delivered(gen_random_uuid())"],
    ["record a digest failure", "select public.record_digest_failure(gen_random_uuid(), gen_random_uuid(), 'x')"],
  ])("may %s", async (_what, sql) => {
    await expect(as("lead_notifier", sql)).resolves.toBe("ok");
  });

  it.each([
    ["read the leads", "select * from public.contacts"],
    ["read one column of the leads", "select email from public.contacts"],
    [
      "store a lead",
      "insert into public.contacts (name, last_name, email, phone, company_sector, interested_service) values ('a', 'b', 'c@d.es', '612345678', 'x', 'Ambos')",
    ],
    ["mark leads delivered by hand", "update public.contacts set notified_at = now()"],
    ["delete the leads", "delete from public.contacts"],
    ["read the digests", "select * from private.lead_digests"],
    ["read the conversations", "select * from public.maxi_chat_histories"],
    [
      "admit a chat message",
      `select * from public.maxi_admit_message('${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}', 'x', '${"a".repeat(64)}')`,
    ],
    ["read the address salt", "select * from private.contacts_secret"],
    ["write an e-mail for any row", "select private.lead_email(c) from public.contacts c"],
  ])("may not %s", async (_what, sql) => {
    await expect(as("lead_notifier", sql)).resolves.toBe("42501");
  });
});

describe("funnel_reporter: the weekly report and the figures, nothing else", () => {
  it.each([
    ["claim the report", "select * from public.claim_funnel_report(60)"],
    ["mark a report sent", "select public.mark_funnel_report_sent(current_date)"],
    ["record a report failure", "select public.record_funnel_report_failure(current_date, gen_random_uuid(), 'x')"],
    ["read the figures", "select public.funnel_figures(current_date - 6, current_date)"],
  ])("may %s", async (_what, sql) => {
    await expect(as("funnel_reporter", sql)).resolves.toBe("ok");
  });

  it.each([
    ["read the counters", "select * from private.funnel_counts"],
    ["change a counter", "update private.funnel_counts set hits = 0"],
    [
      "claim the report for a week of its choosing",
      "select * from private.claim_funnel_report_at(now() + interval '7 days', 60)",
    ],
    ["count a hit", "select public.funnel_hit('{}')"],
    ["read the leads", "select * from public.contacts"],
    ["claim leads", "select * from public.claim_pending_leads(10, 60)"],
    ["read the flood keys", "select * from private.funnel_flood"],
    ["change the funnel's ceilings", "update private.funnel_settings set max_site_hits_per_day = 1"],
  ])("may not %s", async (_what, sql) => {
    await expect(as("funnel_reporter", sql)).resolves.toBe("42501");
  });
});
