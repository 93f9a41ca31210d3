/** @jest-environment node */
import { openDatabase, type LocalDatabase } from "../../tools/local-backend/db";
import { MAX_MESSAGE_CHARS, MAX_MESSAGES_PER_HOUR } from "../../src/contracts/chat-limits";
import {
  admitMessage,
  fromClient,
  gatewayClientKey,
  insertAs,
  leadRow,
  sqlState,
  widgetSessionId,
} from "../support/database";

jest.setTimeout(60_000);

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase();
});
afterAll(() => db.close());

let client = 0;
const insert = (row: Record<string, unknown>) =>
  insertAs(db, row, { request: fromClient(`203.0.113.${(client += 1)}`) });
const sourceOf = async (email: string) =>
  (await db.asOwner<{ source: string }>("select source from public.contacts where email = $1", [email]))[0]?.source;

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
    const { rows: claimed } = await db.asRole("lead_notifier", (tx) =>
      tx.query<{ email: string; source: string }>("select email, source from public.claim_pending_leads(100, 60)"),
    );
    expect(claimed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: "maxi@empresa.es", source: "maxi" }),
        expect.objectContaining({ email: "form@empresa.es", source: "form" }),
      ]),
    );
  });
});

interface Limits {
  max_message_chars: number;
  max_messages_per_hour: number;
  max_client_messages_per_10_minutes: number;
  max_client_messages_per_day: number;
  max_network_messages_per_day: number;
  max_provider_messages_per_day: number;
  max_site_messages_per_day: number;
}
const readLimits = async () => (await db.asOwner<Limits>("select * from private.maxi_limits()"))[0] as Limits;
const admissions = async () =>
  (await db.asOwner<{ n: number }>("select count(*)::int as n from private.maxi_admissions"))[0]?.n;
const forgetAdmissions = () => db.asOwner("delete from private.maxi_admissions");
const admit = (
  sessionId: unknown,
  chatInput: unknown,
  clientKey: unknown,
  networks?: { networkKey: unknown; providerKey: unknown },
) => admitMessage(db, sessionId, chatInput, clientKey, networks);
/** The admission as a workflow that sends only the client key calls it (the three-argument form). */
const admitClientOnly = async (sessionId: unknown, chatInput: unknown, clientKey: unknown) =>
  (
    await db.asRole("maxi_chat", (tx) =>
      tx.query<Record<string, unknown>>("select * from public.maxi_admit_message($1, $2, $3)", [
        sessionId,
        chatInput,
        clientKey,
      ]),
    )
  ).rows[0];
/** `count` admissions `ago` in a network (and provider block), each from a made-up client of its own. */
const pastNetworkAdmissions = (count: number, ago: string, networkKey: string | null, providerKey: string | null) =>
  db.asOwner(
    `insert into private.maxi_admissions (session_id, client_key, network_key, provider_key, admitted_at)
     select gen_random_uuid()::text, encode(sha256(convert_to('past-client-' || gen_random_uuid(), 'UTF8')), 'hex'),
            coalesce($1, encode(sha256(convert_to('past-network-' || gen_random_uuid(), 'UTF8')), 'hex')), $2,
            now() - $3::interval
       from generate_series(1, $4::int)`,
    [networkKey, providerKey, ago, count],
  );
/** retry_after of a bound whose place frees in `seconds` (less the test's own run time). */
const retryAfterNear = (seconds: number) => ({
  asymmetricMatch: (value: unknown) =>
    Number.isInteger(value) && (value as number) > seconds - 30 && (value as number) <= seconds,
  toAsymmetricMatcher: () => `an integer in (${seconds - 30}, ${seconds}]`,
});
/** `count` admitted-looking rows `ago` for a client (or several made-up ones), as if sent then. */
const pastAdmissions = (count: number, ago: string, clientKey: string | null) =>
  db.asOwner(
    `insert into private.maxi_admissions (session_id, client_key, admitted_at)
     select gen_random_uuid()::text, coalesce($1, encode(sha256(convert_to('past-' || n, 'UTF8')), 'hex')), now() - $2::interval
       from generate_series(1, $3::int) as n`,
    [clientKey, ago, count],
  );

describe("maxi_admit_message: the bounds on Maxi's cost, in the contract's order", () => {
  beforeEach(forgetAdmissions);

  it("holds the widget's numbers, the per-client bounds and the site's default daily ceiling", async () => {
    await expect(readLimits()).resolves.toEqual({
      max_message_chars: MAX_MESSAGE_CHARS,
      max_messages_per_hour: MAX_MESSAGES_PER_HOUR,
      max_client_messages_per_10_minutes: 20,
      max_client_messages_per_day: 100,
      max_network_messages_per_day: 200,
      max_provider_messages_per_day: 500,
      max_site_messages_per_day: 2000,
      retention: expect.anything(),
    });
  });

  it("admits a widget's message and passes sessionId and chatInput on unchanged, with a lead token", async () => {
    const session = widgetSessionId();
    await expect(admit(session, "¿Qué hacéis?", gatewayClientKey("ok"))).resolves.toEqual({
      admitted: true,
      reason: null,
      sessionId: session,
      chatInput: "¿Qué hacéis?",
      lead_token: expect.stringMatching(/^[0-9a-f-]{72}$/),
      retry_after: null,
      busy_key: null,
      bound: null,
    });
  });

  it.each<[string, unknown]>([
    ["null", null],
    ["empty", ""],
    ["a word", "hola"],
    ["an upper-case UUID", "3F2504E0-4F89-41D3-9A0C-0305E82C3301"],
    ["a version-1 UUID", "3f2504e0-4f89-11d3-9a0c-0305e82c3301"],
    ["a UUID with a wrong variant", "3f2504e0-4f89-41d3-7a0c-0305e82c3301"],
    ["a UUID without dashes", "3f2504e04f8941d39a0c0305e82c3301"],
    ["a UUID and a line break", "3f2504e0-4f89-41d3-9a0c-0305e82c3301\n"],
    ["a UUID with full-width digits", "３f2504e0-4f89-41d3-9a0c-0305e82c3301"],
    ["a UUID behind a right-to-left mark", "\u200f3f2504e0-4f89-41d3-9a0c-0305e82c3301"],
    ["300 characters", "a".repeat(300)],
    ["5,000 characters", "3f2504e0-4f89-41d3-9a0c-0305e82c3301".repeat(139)],
    ["emoji and combining marks", "🙂".repeat(40) + "e\u0301".repeat(40)],
  ])("refuses a session id that is %s with bad_session, no error and no count", async (_case, sessionId) => {
    await expect(admit(sessionId, "hola", gatewayClientKey("sessions"))).resolves.toMatchObject({
      admitted: false,
      reason: "bad_session",
      lead_token: null,
    });
    await expect(admissions()).resolves.toBe(0);
  });

  it.each<[string, unknown]>([
    ["null", null],
    ["empty", ""],
    ["63 hex digits", "a".repeat(63)],
    ["65 hex digits", "a".repeat(65)],
    ["upper-case hex", "A".repeat(64)],
    ["an IP address", "192.0.2.1"],
    ["64 letters that are not hex", "g".repeat(64)],
  ])("refuses a client key that is %s with bad_client", async (_case, clientKey) => {
    await expect(admit(widgetSessionId(), "hola", clientKey)).resolves.toMatchObject({
      admitted: false,
      reason: "bad_client",
    });
    await expect(admissions()).resolves.toBe(0);
  });

  it.each<[string, unknown, unknown]>([
    ["no network key", null, null],
    ["an empty network key", "", null],
    ["an address as network key", "203.0.113.0/24", null],
    ["an upper-case provider key", gatewayClientKey("n"), "A".repeat(64)],
    ["a provider key with a line break", gatewayClientKey("n"), `${gatewayClientKey("p")}\n`],
  ])("refuses %s with bad_network", async (_case, networkKey, providerKey) => {
    await expect(
      admit(widgetSessionId(), "hola", gatewayClientKey("networks"), { networkKey, providerKey }),
    ).resolves.toMatchObject({ admitted: false, reason: "bad_network" });
    await expect(admissions()).resolves.toBe(0);
  });

  it("checks in the contract's order: session, client, length", async () => {
    const long = "a".repeat(MAX_MESSAGE_CHARS + 1);
    await expect(admit("x", long, "x")).resolves.toMatchObject({ reason: "bad_session" });
    await expect(admit(widgetSessionId(), long, "x")).resolves.toMatchObject({ reason: "bad_client" });
    await expect(admit(widgetSessionId(), long, gatewayClientKey("order"))).resolves.toMatchObject({
      reason: "too_long",
    });
  });

  it("admits 1000 characters and refuses 1001 (code points, as the widget counts)", async () => {
    const key = gatewayClientKey("length");
    await expect(admit(widgetSessionId(), "ñ".repeat(MAX_MESSAGE_CHARS), key)).resolves.toMatchObject({
      admitted: true,
    });
    await expect(admit(widgetSessionId(), "🙂".repeat(MAX_MESSAGE_CHARS + 1), key)).resolves.toMatchObject({
      admitted: false,
      reason: "too_long",
      lead_token: null,
      bound: MAX_MESSAGE_CHARS,
    });
    await expect(admissions()).resolves.toBe(1);
  });

  it("admits a session's 30th message in an hour and refuses the 31st; the hour passes", async () => {
    const session = widgetSessionId();
    // Each message from a different client, so only the session's bound can apply.
    for (let index = 0; index < MAX_MESSAGES_PER_HOUR; index += 1) {
      await expect(admit(session, `m${index}`, gatewayClientKey(`session-${index}`))).resolves.toMatchObject({
        admitted: true,
      });
    }
    await expect(admit(session, "otra", gatewayClientKey("session-extra"))).resolves.toMatchObject({
      admitted: false,
      reason: "too_many",
      bound: MAX_MESSAGES_PER_HOUR,
    });
    await expect(admit(widgetSessionId(), "otra sesión", gatewayClientKey("session-extra"))).resolves.toMatchObject({
      admitted: true,
    });
    await db.asOwner(
      "update private.maxi_admissions set admitted_at = now() - interval '61 minutes' where session_id = $1",
      [session],
    );
    await expect(admit(session, "una hora después", gatewayClientKey("session-later"))).resolves.toMatchObject({
      admitted: true,
    });
  });

  it("admits one client's 20th message in 10 minutes, whatever its session ids, and refuses the 21st", async () => {
    const key = gatewayClientKey("burst");
    for (let index = 0; index < 20; index += 1) {
      await expect(admit(widgetSessionId(), `m${index}`, key)).resolves.toMatchObject({ admitted: true });
    }
    await expect(admit(widgetSessionId(), "21", key)).resolves.toMatchObject({
      admitted: false,
      reason: "client_busy",
      lead_token: null,
      busy_key: key,
      retry_after: retryAfterNear(600),
      bound: 20,
    });
    // Refused messages are not counted, and nobody else is affected.
    await expect(admit(widgetSessionId(), "22", key)).resolves.toMatchObject({ reason: "client_busy" });
    await expect(admissions()).resolves.toBe(20);
    await expect(admit(widgetSessionId(), "otro cliente", gatewayClientKey("bystander"))).resolves.toMatchObject({
      admitted: true,
    });
    // Ten minutes later the client may go on.
    await db.asOwner(
      "update private.maxi_admissions set admitted_at = now() - interval '11 minutes' where client_key = $1",
      [key],
    );
    await expect(admit(widgetSessionId(), "más tarde", key)).resolves.toMatchObject({ admitted: true });
  });

  it("admits one client's 100th message in 24 hours and refuses the 101st; the day passes", async () => {
    const key = gatewayClientKey("daily");
    await pastAdmissions(99, "3 hours", key);
    await expect(admit(widgetSessionId(), "100", key)).resolves.toMatchObject({ admitted: true });
    await expect(admit(widgetSessionId(), "101", key)).resolves.toMatchObject({
      admitted: false,
      reason: "client_busy",
      busy_key: key,
      // The 100th most recent admission is the oldest, 3 hours old: a place frees in 21 hours.
      retry_after: retryAfterNear(21 * 3600),
      bound: 100,
    });
    await db.asOwner(
      "update private.maxi_admissions set admitted_at = now() - interval '24 hours 1 minute' where client_key = $1",
      [key],
    );
    await expect(admit(widgetSessionId(), "mañana", key)).resolves.toMatchObject({ admitted: true });
  });

  it("admits the site's 2000th message in 24 hours, refuses the 2001st from anyone, and reads the ceiling from maxi_settings", async () => {
    await pastAdmissions(1999, "20 hours", null);
    await expect(admit(widgetSessionId(), "2000", gatewayClientKey("site-a"))).resolves.toMatchObject({
      admitted: true,
    });
    await expect(admit(widgetSessionId(), "2001", gatewayClientKey("site-b"))).resolves.toMatchObject({
      admitted: false,
      reason: "site_busy",
      lead_token: null,
      busy_key: null,
      retry_after: retryAfterNear(4 * 3600),
      bound: 2000,
    });
    await expect(admissions()).resolves.toBe(2000);
    // The one statement docs/limits.md gives raises it.
    await db.asOwner("update private.maxi_settings set max_site_messages_per_day = 2001");
    try {
      await expect(admit(widgetSessionId(), "2001", gatewayClientKey("site-b"))).resolves.toMatchObject({
        admitted: true,
      });
      await expect(admit(widgetSessionId(), "2002", gatewayClientKey("site-c"))).resolves.toMatchObject({
        reason: "site_busy",
      });
    } finally {
      await db.asOwner("update private.maxi_settings set max_site_messages_per_day = 2000");
    }
    await expect(sqlState(db.asOwner("update private.maxi_settings set max_site_messages_per_day = 0"))).resolves.toBe(
      "23514",
    );
  });
});

describe("maxi_settings: every bound is a setting, changed by one update, and a refusal names it", () => {
  beforeEach(forgetAdmissions);

  /** Runs `check` with one setting changed as a migration would change it, then puts the default back. */
  const withSetting = async (column: string, value: number, check: () => Promise<void>) => {
    await db.asOwner(`update private.maxi_settings set ${column} = ${value}`);
    try {
      await check();
    } finally {
      await db.asOwner(`update private.maxi_settings set ${column} = default`);
    }
  };

  it("message length: 12 characters admitted, 13 refused as too_long with bound 12", () =>
    withSetting("max_message_chars", 12, async () => {
      const key = gatewayClientKey("setting-length");
      await expect(admit(widgetSessionId(), "ñ".repeat(12), key)).resolves.toMatchObject({ admitted: true });
      await expect(admit(widgetSessionId(), "ñ".repeat(13), key)).resolves.toMatchObject({
        reason: "too_long",
        bound: 12,
      });
    }));

  it("messages per session: the 3rd admitted, the 4th refused as too_many with bound 3", () =>
    withSetting("max_messages_per_hour", 3, async () => {
      const session = widgetSessionId();
      for (let index = 0; index < 3; index += 1)
        await expect(admit(session, `m${index}`, gatewayClientKey(`setting-session-${index}`))).resolves.toMatchObject({
          admitted: true,
        });
      await expect(admit(session, "m3", gatewayClientKey("setting-session-3"))).resolves.toMatchObject({
        reason: "too_many",
        bound: 3,
      });
    }));

  it("messages per client in 10 minutes: the 2nd admitted, the 3rd refused as client_busy with bound 2", () =>
    withSetting("max_client_messages_per_10_minutes", 2, async () => {
      const key = gatewayClientKey("setting-burst");
      for (let index = 0; index < 2; index += 1)
        await expect(admit(widgetSessionId(), `m${index}`, key)).resolves.toMatchObject({ admitted: true });
      await expect(admit(widgetSessionId(), "m2", key)).resolves.toMatchObject({
        reason: "client_busy",
        busy_key: key,
        bound: 2,
        retry_after: retryAfterNear(600),
      });
    }));

  it("messages per client in 24 hours: the 5th admitted, the 6th refused as client_busy with bound 5", () =>
    withSetting("max_client_messages_per_day", 5, async () => {
      const key = gatewayClientKey("setting-daily");
      await pastAdmissions(4, "3 hours", key);
      await expect(admit(widgetSessionId(), "5", key)).resolves.toMatchObject({ admitted: true });
      await expect(admit(widgetSessionId(), "6", key)).resolves.toMatchObject({
        reason: "client_busy",
        bound: 5,
        retry_after: retryAfterNear(21 * 3600),
      });
    }));

  it.each([
    "max_message_chars",
    "max_messages_per_hour",
    "max_client_messages_per_10_minutes",
    "max_client_messages_per_day",
  ])("refuses %s = 0 or null: the database keeps a bound in force", async (column) => {
    await expect(sqlState(db.asOwner(`update private.maxi_settings set ${column} = 0`))).resolves.toBe("23514");
    await expect(sqlState(db.asOwner(`update private.maxi_settings set ${column} = null`))).resolves.toBe("23502");
  });

  it("names no bound for a malformed call, which no number refuses", async () => {
    await expect(admit("x", "hola", gatewayClientKey("setting-bad"))).resolves.toMatchObject({
      reason: "bad_session",
      bound: null,
    });
  });
});

describe("maxi_admit_message: each network's and provider block's share of the site's day", () => {
  beforeEach(forgetAdmissions);

  const network = gatewayClientKey("network:2001:db8:a::/48");
  const provider = gatewayClientKey("provider:2001:db8::/32");
  const inNetwork = { networkKey: network, providerKey: provider };

  it("admits a network's 200th message in 24 hours (10 % of 2,000) and refuses its 201st, from any of its clients", async () => {
    await pastNetworkAdmissions(199, "6 hours", network, provider);
    await expect(admit(widgetSessionId(), "200", gatewayClientKey("net-a"), inNetwork)).resolves.toMatchObject({
      admitted: true,
    });
    await expect(admit(widgetSessionId(), "201", gatewayClientKey("net-b"), inNetwork)).resolves.toMatchObject({
      admitted: false,
      reason: "network_busy",
      lead_token: null,
      busy_key: network,
      retry_after: retryAfterNear(18 * 3600),
      bound: 200,
    });
    await expect(admissions()).resolves.toBe(200);
    // Another network of the same provider block, and an IPv4 network, are not affected.
    const neighbourNetwork = { networkKey: gatewayClientKey("network:2001:db8:b::/48"), providerKey: provider };
    await expect(
      admit(widgetSessionId(), "al lado", gatewayClientKey("net-c"), neighbourNetwork),
    ).resolves.toMatchObject({ admitted: true });
    await expect(admit(widgetSessionId(), "IPv4", gatewayClientKey("net-d"))).resolves.toMatchObject({
      admitted: true,
    });
    // The day passes for the network's oldest admissions.
    await db.asOwner(
      "update private.maxi_admissions set admitted_at = now() - interval '24 hours 1 minute' where network_key = $1 and admitted_at < now() - interval '1 hour'",
      [network],
    );
    await expect(admit(widgetSessionId(), "mañana", gatewayClientKey("net-b"), inNetwork)).resolves.toMatchObject({
      admitted: true,
    });
  });

  it("admits a provider block's 500th message in 24 hours (25 %) and refuses its 501st, whatever its /48", async () => {
    await pastNetworkAdmissions(499, "2 hours", null, provider);
    const fresh = (label: string) => ({ networkKey: gatewayClientKey(`network:${label}`), providerKey: provider });
    await expect(admit(widgetSessionId(), "500", gatewayClientKey("prov-a"), fresh("a"))).resolves.toMatchObject({
      admitted: true,
    });
    await expect(admit(widgetSessionId(), "501", gatewayClientKey("prov-b"), fresh("b"))).resolves.toMatchObject({
      admitted: false,
      reason: "network_busy",
      busy_key: provider,
      retry_after: retryAfterNear(22 * 3600),
      bound: 500,
    });
    await expect(
      admit(widgetSessionId(), "otro proveedor", gatewayClientKey("prov-c"), {
        networkKey: gatewayClientKey("network:c"),
        providerKey: gatewayClientKey("provider:2001:db9::/32"),
      }),
    ).resolves.toMatchObject({ admitted: true });
  });

  it("still admits a neighbour /64 of the same /48 when one /64 is over its own bound", async () => {
    const busy = gatewayClientKey("2001:db8:a:1::/64");
    for (let index = 0; index < 20; index += 1)
      await expect(admit(widgetSessionId(), `m${index}`, busy, inNetwork)).resolves.toMatchObject({ admitted: true });
    await expect(admit(widgetSessionId(), "21", busy, inNetwork)).resolves.toMatchObject({
      reason: "client_busy",
      busy_key: busy,
    });
    await expect(
      admit(widgetSessionId(), "vecino", gatewayClientKey("2001:db8:a:2::/64"), inNetwork),
    ).resolves.toMatchObject({ admitted: true });
  });

  it("reads the shares from maxi_settings, and refuses a share outside 1–100 %", async () => {
    await pastNetworkAdmissions(199, "1 hour", network, null);
    await db.asOwner("update private.maxi_settings set network_share_percent = 5");
    try {
      await expect(readLimits()).resolves.toMatchObject({ max_network_messages_per_day: 100 });
      await expect(admit(widgetSessionId(), "x", gatewayClientKey("share"), inNetwork)).resolves.toMatchObject({
        reason: "network_busy",
      });
    } finally {
      await db.asOwner("update private.maxi_settings set network_share_percent = 10");
    }
    await expect(admit(widgetSessionId(), "x", gatewayClientKey("share"), inNetwork)).resolves.toMatchObject({
      admitted: true,
    });
    for (const share of [0, 101])
      await expect(
        sqlState(db.asOwner(`update private.maxi_settings set provider_share_percent = ${share}`)),
      ).resolves.toBe("23514");
  });

  it("keeps the site's ceiling over a flood spread across many networks, each under its share", async () => {
    // 1,999 admissions from networks of their own, then two more networks: the ceiling, not a share, refuses.
    await pastNetworkAdmissions(1999, "12 hours", null, null);
    await expect(admit(widgetSessionId(), "2000", gatewayClientKey("spread-a"))).resolves.toMatchObject({
      admitted: true,
    });
    await expect(admit(widgetSessionId(), "2001", gatewayClientKey("spread-b"))).resolves.toMatchObject({
      reason: "site_busy",
      busy_key: null,
    });
  });

  it("keeps the three-argument form working for tools that know only a client key: every bound but the networks'", async () => {
    const key = gatewayClientKey("client-only");
    const first = await admitClientOnly(widgetSessionId(), "hola", key);
    expect(Object.keys(first ?? {}).sort()).toEqual(["admitted", "chatInput", "lead_token", "reason", "sessionId"]);
    expect(first).toMatchObject({ admitted: true });
    for (let index = 1; index < 20; index += 1) await admitClientOnly(widgetSessionId(), `m${index}`, key);
    await expect(admitClientOnly(widgetSessionId(), "21", key)).resolves.toMatchObject({ reason: "client_busy" });
    await expect(admitClientOnly(widgetSessionId(), "hola", "x")).resolves.toMatchObject({ reason: "bad_client" });
    const [counted] = await db.asOwner<{ n: number; networks: number }>(
      "select count(*)::int as n, count(network_key)::int as networks from private.maxi_admissions where client_key = $1",
      [key],
    );
    expect(counted).toEqual({ n: 20, networks: 0 });
  });
});

describe("Maxi's leads count against the visitor's client, not the conversation or the n8n server", () => {
  const N8N_ADDRESS = "198.51.100.7";
  const SHORT_LIMIT = 10;
  const fromN8n = (token?: string) => fromClient(N8N_ADDRESS, token ? { "x-maxi-lead-token": token } : {});
  const maxiLead = (email: string, token?: string) =>
    insertAs(db, leadRow({ email, source: "maxi" }), { request: fromN8n(token) });
  const tokenFor = async (clientKey: string, sessionId = widgetSessionId()) =>
    (await admit(sessionId, "Sí, acepto", clientKey))?.lead_token ?? "";

  beforeAll(async () => {
    await forgetAdmissions();
    // Someone has used up the n8n server's whole allowance: ten leads without a token (the API, by hand).
    for (let index = 0; index < SHORT_LIMIT; index += 1)
      await expect(sqlState(maxiLead(`flood-${index}@maxi.es`))).resolves.toBe("ok");
    await expect(sqlState(maxiLead("flood-11@maxi.es"))).resolves.toBe("PT429");
  });

  it("hands out a different token with every admitted message, and none with a refused one", async () => {
    const key = gatewayClientKey("tokens");
    const first = await tokenFor(key);
    const second = await tokenFor(key);
    expect(first).toMatch(/^[0-9a-f-]{72}$/);
    expect(second).not.toBe(first);
    await expect(admit(widgetSessionId(), "a".repeat(MAX_MESSAGE_CHARS + 1), key)).resolves.toMatchObject({
      lead_token: null,
    });
  });

  it("stores a visitor's lead although the server's address is over its limit", async () => {
    await expect(sqlState(maxiLead("visitor@maxi.es", await tokenFor(gatewayClientKey("visitor"))))).resolves.toBe(
      "ok",
    );
    await expect(sourceOf("visitor@maxi.es")).resolves.toBe("maxi");
  });

  it("limits one client to 10 leads in 10 minutes across any number of conversations, and no other client", async () => {
    const key = gatewayClientKey("many-conversations");
    // A new conversation (session id) for every lead: they all share the client's allowance.
    for (let index = 0; index < SHORT_LIMIT; index += 1)
      await expect(sqlState(maxiLead(`c-flood-${index}@maxi.es`, await tokenFor(key)))).resolves.toBe("ok");
    await expect(sqlState(maxiLead("c-flood-11@maxi.es", await tokenFor(key)))).resolves.toBe("PT429");
    await expect(sqlState(maxiLead("another@maxi.es", await tokenFor(gatewayClientKey("another"))))).resolves.toBe(
      "ok",
    );
    const hashes = await db.asOwner<{ client_hash: string }>(
      "select distinct client_hash from public.contacts where email like 'c-flood-%'",
    );
    expect(hashes).toHaveLength(1);
    expect(hashes[0]?.client_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes[0]?.client_hash).not.toBe(key); // salted, never the key itself
  });

  it("counts by address a row with an unknown or stale token, or a form row carrying a token", async () => {
    await expect(sqlState(maxiLead("forged@maxi.es", "0".repeat(72)))).resolves.toBe("PT429");
    const stale = await tokenFor(gatewayClientKey("stale"));
    await db.asOwner(
      "update private.maxi_admissions set admitted_at = now() - interval '11 minutes' where client_key = $1",
      [gatewayClientKey("stale")],
    );
    await expect(sqlState(maxiLead("stale@maxi.es", stale))).resolves.toBe("PT429");
    const formRow = insertAs(db, leadRow({ email: "form-token@maxi.es" }), {
      request: fromN8n(await tokenFor(gatewayClientKey("form"))),
    });
    await expect(sqlState(formRow)).resolves.toBe("PT429");
  });

  it("keeps the tokens and client keys away from the API roles", async () => {
    for (const role of ["anon", "authenticated", "service_role"] as const) {
      await expect(sqlState(db.asRole(role, (tx) => tx.query("select * from private.maxi_admissions")))).resolves.toBe(
        "42501",
      );
      await expect(sqlState(db.asRole(role, (tx) => tx.query("select private.maxi_lead_client('x')")))).resolves.toBe(
        "42501",
      );
    }
  });
});
