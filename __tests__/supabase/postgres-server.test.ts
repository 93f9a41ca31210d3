/** @jest-environment node */
import { Client, Pool } from "pg";
import { startPostgres, type PostgresServer } from "../support/postgres-server";
import { TEST_POSTGRES_PORT } from "../../tools/lib/test-env";
import { fromClient, gatewayClientKey, leadRow, widgetSessionId, type Admission } from "../support/database";
import { beaconFrom } from "../support/funnel";
import { MAX_MESSAGES_PER_HOUR } from "../../src/contracts/chat-limits";

jest.setTimeout(120_000);

/**
 * What PGlite cannot show: it is one connection, so everything runs one after another there. On a real
 * PostgreSQL 15 (the machine's, as Supabase runs 15) this file logs in as the roles n8n uses, as
 * production does (so a role's own settings apply), and sends concurrent requests at every bound's edge.
 */
let server: PostgresServer;
let owner: Pool;
beforeAll(async () => {
  server = await startPostgres({ port: TEST_POSTGRES_PORT });
  // The deploy step, minus the password (this server trusts local connections).
  server.query(
    "alter role maxi_chat with login; alter role lead_notifier with login; alter role retention_job with login",
  );
  owner = new Pool({ host: "127.0.0.1", port: server.port, user: server.user, database: server.database, max: 2 });
});
afterAll(async () => {
  await owner?.end();
  await server?.stop();
});

const connectAs = async (user: string) => {
  const client = new Client({ host: "127.0.0.1", port: server.port, user, database: server.database });
  await client.connect();
  return client;
};

/** `count` concurrent calls, each on its own connection as `user`: they really overlap on the server. */
async function concurrently<T>(
  user: string,
  count: number,
  work: (client: Client, index: number) => Promise<T>,
): Promise<T[]> {
  const clients = await Promise.all(Array.from({ length: count }, () => connectAs(user)));
  try {
    return await Promise.all(clients.map((client, index) => work(client, index)));
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

const admitOn = async (client: Client, sessionId: string, clientKey: string) =>
  (await client.query<Admission>("select * from public.maxi_admit_message($1, $2, $3)", [sessionId, "hola", clientKey]))
    .rows[0] as Admission;
const admittedOf = (answers: Admission[]) => answers.filter((answer) => answer.admitted).length;

describe("maxi_chat logged in on PostgreSQL 15, as n8n's Postgres Chat Memory node", () => {
  it("runs LangChain's CREATE TABLE IF NOT EXISTS with the table present, then writes and reads the conversation", async () => {
    const chat = await connectAs("maxi_chat");
    try {
      const session = widgetSessionId();
      await chat.query(
        "CREATE TABLE IF NOT EXISTS maxi_chat_histories (id SERIAL PRIMARY KEY, session_id VARCHAR(255) NOT NULL, message JSONB NOT NULL);",
      );
      await chat.query("INSERT INTO maxi_chat_histories (session_id, message) VALUES ($1, $2)", [
        session,
        { type: "ai", data: { content: "¡Hola!" } },
      ]);
      const { rows } = await chat.query("SELECT message FROM maxi_chat_histories WHERE session_id = $1 ORDER BY id", [
        session,
      ]);
      expect(rows).toEqual([{ message: { type: "ai", data: { content: "¡Hola!" } } }]);
      const { rows: stored } = await owner.query(
        "select count(*)::int as n from public.maxi_chat_histories where session_id = $1",
        [session],
      );
      expect(stored).toEqual([{ n: 1 }]);
      // Without its schema first on the path (what the role's setting gives it), the same statement is refused.
      await chat.query("set search_path = public");
      await expect(
        chat.query(
          "CREATE TABLE IF NOT EXISTS maxi_chat_histories (id SERIAL PRIMARY KEY, session_id VARCHAR(255) NOT NULL, message JSONB NOT NULL);",
        ),
      ).rejects.toMatchObject({ code: "42501" });
    } finally {
      await chat.end();
    }
  });
});

describe("Maxi's bounds hold under concurrent messages", () => {
  beforeEach(() => owner.query("delete from private.maxi_admissions"));

  it("admits exactly 20 of 30 simultaneous messages from one client with 30 fresh session ids", async () => {
    const key = gatewayClientKey("concurrent-client");
    const answers = await concurrently("maxi_chat", 30, (client) => admitOn(client, widgetSessionId(), key));
    expect(admittedOf(answers)).toBe(20);
    expect(new Set(answers.filter((answer) => !answer.admitted).map((answer) => answer.reason))).toEqual(
      new Set(["client_busy"]),
    );
  });

  it(`admits exactly ${MAX_MESSAGES_PER_HOUR} of ${MAX_MESSAGES_PER_HOUR + 10} simultaneous messages of one session, each from a client of its own`, async () => {
    const session = widgetSessionId();
    const answers = await concurrently("maxi_chat", MAX_MESSAGES_PER_HOUR + 10, (client, index) =>
      admitOn(client, session, gatewayClientKey(`session-${index}`)),
    );
    expect(admittedOf(answers)).toBe(MAX_MESSAGES_PER_HOUR);
  });

  it("admits exactly up to the site's ceiling from many clients at once", async () => {
    await owner.query(
      `insert into private.maxi_admissions (session_id, client_key, admitted_at)
       select gen_random_uuid()::text, md5(n::text) || md5(n::text), now() - interval '1 hour' from generate_series(1, 1990) as n`,
    );
    const answers = await concurrently("maxi_chat", 20, (client, index) =>
      admitOn(client, widgetSessionId(), gatewayClientKey(`site-${index}`)),
    );
    expect(admittedOf(answers)).toBe(10);
    expect(answers.filter((answer) => !answer.admitted).every((answer) => answer.reason === "site_busy")).toBe(true);
  });
});

/** One form request as PostgREST runs it: a transaction as anon, with the gateway's headers for `address`. */
async function postLead(client: Client, address: string, row: Record<string, unknown>): Promise<string> {
  const columns = Object.keys(row);
  try {
    await client.query("begin");
    await client.query("select set_config('request.headers', $1, true)", [JSON.stringify(fromClient(address).headers)]);
    await client.query("set local role anon");
    await client.query(
      `insert into public.contacts (${columns.join(", ")}) select ${columns.join(", ")} from json_populate_record(null::public.contacts, $1::json)`,
      [JSON.stringify(row)],
    );
    await client.query("commit");
    return "ok";
  } catch (error) {
    await client.query("rollback");
    return (error as { code?: string }).code ?? String(error);
  }
}
const modesOf = async (pattern: string) =>
  (
    await owner.query<{ notify_mode: string }>("select notify_mode from public.contacts where email like $1", [pattern])
  ).rows.map((row) => row.notify_mode);

describe("the form's bounds and the e-mail quotas hold under concurrent requests", () => {
  it("stores exactly 10 of 15 simultaneous requests from one client", async () => {
    const states = await concurrently(server.user, 15, (client, index) =>
      postLead(client, "192.0.2.99", leadRow({ email: `burst-${index}@empresa.es` })),
    );
    expect(states.filter((state) => state === "ok")).toHaveLength(10);
    expect(states.filter((state) => state === "PT429")).toHaveLength(5);
  });

  it("stores exactly 30 of 36 simultaneous requests from 36 /64s of one /48", async () => {
    const states = await concurrently(server.user, 36, (client, index) =>
      postLead(
        client,
        `2001:db8:c0c0:${(index + 1).toString(16)}::1`,
        leadRow({ email: `burst48-${index}@empresa.es` }),
      ),
    );
    expect(states.filter((state) => state === "ok")).toHaveLength(30);
  });

  it("e-mails exactly one of 8 simultaneous leads for one address, and 3 of 8 from one network", async () => {
    await concurrently(server.user, 8, (client, index) =>
      postLead(client, `198.18.7.${index + 1}`, leadRow({ email: "same@empresa.es" })),
    );
    expect((await modesOf("same@empresa.es")).sort()).toEqual([
      "grouped",
      "grouped",
      "grouped",
      "grouped",
      "grouped",
      "grouped",
      "grouped",
      "individual",
    ]);
    await concurrently(server.user, 8, (client, index) =>
      postLead(client, `2001:db8:0ff1:${index + 1}::1`, leadRow({ email: `office-${index}@empresa.es` })),
    );
    expect((await modesOf("office-%")).filter((mode) => mode === "individual")).toHaveLength(3);
  });
});

/** One beacon as PostgREST runs it: a transaction as anon, with the gateway's headers for `address`. */
async function postHit(client: Client, address: string, hit: unknown): Promise<string> {
  try {
    await client.query("begin");
    await client.query("select set_config('request.headers', $1, true)", [JSON.stringify(beaconFrom(address).headers)]);
    await client.query("set local role anon");
    await client.query("select public.funnel_hit($1)", [JSON.stringify(hit)]);
    await client.query("commit");
    return "ok";
  } catch (error) {
    await client.query("rollback");
    return (error as { code?: string }).code ?? String(error);
  }
}

describe("the funnel's bound on new article slugs holds under concurrent hits", () => {
  it("admits exactly 10 of 15 new slugs sent at once from 15 clients, and counts each admitted one once", async () => {
    const states = await concurrently(server.user, 15, (client, index) =>
      postHit(client, `198.18.35.${index + 1}`, {
        p: "/blog/:slug/",
        a: `articulo-simultaneo-${index}`,
        e: "view",
        d: "phone",
      }),
    );
    expect(states.filter((state) => state === "ok")).toHaveLength(10);
    expect(states.filter((state) => state === "PT429")).toHaveLength(5);
    const { rows } = await owner.query<{ known: number; counted: number }>(
      `select (select count(*)::int from private.funnel_articles where slug like 'articulo-simultaneo-%') as known,
              (select coalesce(sum(hits), 0)::int from private.funnel_counts where article like 'articulo-simultaneo-%') as counted`,
    );
    expect(rows).toEqual([{ known: 10, counted: 10 }]);
  });
});
