/** @jest-environment node */
import { openDatabase, type LocalDatabase } from "../../scripts/local-backend/db";
import { MAX_MESSAGE_CHARS, MAX_MESSAGES_PER_HOUR } from "../../src/components/chat/chat-limits";
import { fromClient, insertAs, leadRow, sqlState } from "../support/database";

jest.setTimeout(60_000);

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase();
});
afterAll(() => db.close());

let client = 0;
const insert = (row: Record<string, unknown>) => insertAs(db, row, { request: fromClient(`203.0.113.${(client += 1)}`) });
const sourceOf = async (email: string) => (await db.asOwner<{ source: string }>("select source from public.contacts where email = $1", [email]))[0]?.source;

describe("contacts.source", () => {
  it("is 'form' when the request names no source, as the form's requests do", async () => {
    await expect(sqlState(insert(leadRow({ email: "form@empresa.es" })))).resolves.toBe("ok");
    await expect(sourceOf("form@empresa.es")).resolves.toBe("form");
  });

  it("accepts 'maxi' from the anon role, the chat assistant's path", async () => {
    await expect(sqlState(insert(leadRow({ email: "maxi@empresa.es", source: "maxi" })))).resolves.toBe("ok");
    await expect(sourceOf("maxi@empresa.es")).resolves.toBe("maxi");
  });

  it.each([["web"], ["Maxi"], [""], [null]])("refuses %p", async (source) => {
    const state = await sqlState(insert(leadRow({ email: `bad-${String(source)}@empresa.es`, source })));
    expect(["23514", "23502"]).toContain(state);
    await expect(sourceOf(`bad-${String(source)}@empresa.es`)).resolves.toBeUndefined();
  });

  it("reaches the notifier with the lead", async () => {
    const { rows: claimed } = await db.asRole("service_role", (tx) => tx.query<{ email: string; source: string }>("select email, source from public.claim_pending_leads(100, 60)"));
    expect(claimed).toEqual(expect.arrayContaining([{ email: "maxi@empresa.es", source: "maxi" }, { email: "form@empresa.es", source: "form" }]));
  });
});

interface Admission {
  admitted: boolean;
  reason: string | null;
  sessionId: string;
  chatInput: string;
  lead_token: string | null;
}

const admit = async (sessionId: string, chatInput: string) =>
  (await db.asOwner<Admission>("select * from public.maxi_admit_message($1, $2)", [sessionId, chatInput]))[0];

describe("Maxi's limits and memory", () => {

  it("uses the widget's limits", async () => {
    const [limits] = await db.asOwner<{ max_message_chars: number; max_messages_per_hour: number }>("select * from private.maxi_limits()");
    expect(limits).toMatchObject({ max_message_chars: MAX_MESSAGE_CHARS, max_messages_per_hour: MAX_MESSAGES_PER_HOUR });
  });

  it("admits a message and passes sessionId and chatInput on unchanged", async () => {
    await expect(admit("s-ok", "¿Qué hacéis?")).resolves.toEqual({ admitted: true, reason: null, sessionId: "s-ok", chatInput: "¿Qué hacéis?", lead_token: expect.any(String) });
  });

  it("refuses a message longer than the cap", async () => {
    await expect(admit("s-long", "a".repeat(MAX_MESSAGE_CHARS))).resolves.toMatchObject({ admitted: true });
    await expect(admit("s-long", "a".repeat(MAX_MESSAGE_CHARS + 1))).resolves.toMatchObject({ admitted: false, reason: "too_long", lead_token: null });
  });

  it("refuses a session's messages past the hourly cap, and only that session's", async () => {
    for (let index = 0; index < MAX_MESSAGES_PER_HOUR; index += 1) await expect(admit("s-busy", `m${index}`)).resolves.toMatchObject({ admitted: true });
    await expect(admit("s-busy", "otra")).resolves.toMatchObject({ admitted: false, reason: "too_many" });
    await expect(admit("s-other", "hola")).resolves.toMatchObject({ admitted: true });
    await db.asOwner("update private.maxi_admissions set admitted_at = now() - interval '61 minutes' where session_id = 's-busy'");
    await expect(admit("s-busy", "una hora después")).resolves.toMatchObject({ admitted: true });
  });

  it("keeps the memory table and the functions away from the API roles", async () => {
    for (const statement of ["select * from public.maxi_chat_histories", "select * from public.maxi_admit_message('s', 'x')", "select public.maxi_purge_chat_histories()"]) {
      await expect(sqlState(db.asRole("anon", (tx) => tx.query(statement)))).resolves.toBe("42501");
    }
  });

  it("purges conversations older than 30 days and keeps newer ones", async () => {
    const message = (text: string) => JSON.stringify({ type: "human", data: { content: text } });
    await db.asOwner("insert into public.maxi_chat_histories (session_id, message, created_at) values ('old', $1, now() - interval '31 days'), ('recent', $2, now() - interval '29 days')", [message("viejo"), message("reciente")]);
    const [{ deleted } = { deleted: -1 }] = await db.asOwner<{ deleted: number }>("select public.maxi_purge_chat_histories() as deleted");
    expect(deleted).toBe(1);
    const left = await db.asOwner<{ session_id: string }>("select session_id from public.maxi_chat_histories order by id");
    expect(left).toEqual([{ session_id: "recent" }]);
  });
});

describe("Maxi's leads count per conversation, not per n8n server (all of them come from its one address)", () => {
  const N8N_ADDRESS = "198.51.100.7";
  const SHORT_LIMIT = 10;
  const fromN8n = (token?: string) => fromClient(N8N_ADDRESS, token ? { "x-maxi-lead-token": token } : {});
  const maxiLead = (email: string, token?: string) => insertAs(db, leadRow({ email, source: "maxi" }), { request: fromN8n(token) });
  const tokenFor = async (sessionId: string) => (await admit(sessionId, "Sí, acepto"))?.lead_token ?? "";

  beforeAll(async () => {
    // Someone has used up the n8n server's whole allowance: ten leads without a token (the API, by hand).
    for (let index = 0; index < SHORT_LIMIT; index += 1) await expect(sqlState(maxiLead(`flood-${index}@maxi.es`))).resolves.toBe("ok");
    await expect(sqlState(maxiLead("flood-11@maxi.es"))).resolves.toBe("PT429");
  });

  it("hands out a different token with every admitted message, and none with a refused one", async () => {
    const first = await tokenFor("c-tokens");
    const second = await tokenFor("c-tokens");
    expect(first).toMatch(/^[0-9a-f-]{72}$/);
    expect(second).not.toBe(first);
    await expect(admit("c-tokens", "a".repeat(MAX_MESSAGE_CHARS + 1))).resolves.toMatchObject({ lead_token: null });
  });

  it("stores a visitor's lead although the server's address is over its limit", async () => {
    await expect(sqlState(maxiLead("visitor@maxi.es", await tokenFor("c-visitor")))).resolves.toBe("ok");
    await expect(sourceOf("visitor@maxi.es")).resolves.toBe("maxi");
  });

  it("limits one conversation to 10 leads in 10 minutes, and no other conversation", async () => {
    const token = await tokenFor("c-flood");
    for (let index = 0; index < SHORT_LIMIT; index += 1) await expect(sqlState(maxiLead(`c-flood-${index}@maxi.es`, token))).resolves.toBe("ok");
    await expect(sqlState(maxiLead("c-flood-11@maxi.es", await tokenFor("c-flood")))).resolves.toBe("PT429");
    await expect(sqlState(maxiLead("another@maxi.es", await tokenFor("c-another")))).resolves.toBe("ok");
  });

  it("counts by address a row with an unknown or stale token, or a form row carrying a token", async () => {
    await expect(sqlState(maxiLead("forged@maxi.es", "0".repeat(72)))).resolves.toBe("PT429");
    const stale = await tokenFor("c-stale");
    await db.asOwner("update private.maxi_admissions set admitted_at = now() - interval '11 minutes' where session_id = 'c-stale'");
    await expect(sqlState(maxiLead("stale@maxi.es", stale))).resolves.toBe("PT429");
    const formRow = insertAs(db, leadRow({ email: "form-token@maxi.es" }), { request: fromN8n(await tokenFor("c-form")) });
    await expect(sqlState(formRow)).resolves.toBe("PT429");
  });

  it("keeps the tokens away from the API roles", async () => {
    await expect(sqlState(db.asRole("anon", (tx) => tx.query("select * from private.maxi_admissions")))).resolves.toBe("42501");
    await expect(sqlState(db.asRole("anon", (tx) => tx.query("select private.maxi_lead_conversation('x')")))).resolves.toBe("42501");
  });
});
