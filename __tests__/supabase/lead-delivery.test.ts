/** @jest-environment node */
import { openDatabase, type LocalDatabase } from "../../tools/local-backend/db";
import {
  admitMessage,
  countWhere,
  fromClient,
  gatewayClientKey,
  insertAs,
  leadRow,
  sqlState,
  widgetSessionId,
} from "../support/database";

jest.setTimeout(60_000);

/**
 * How the team is told of each stored row — an e-mail of its own, a grouped alert at once, or a line in
 * the daily digest — is decided by the database when the row is stored (private.lead_delivery_limits()):
 * at most 3 individual e-mails per client network and 1 per e-mail address per 24 hours, 10 per hour
 * site-wide (private.contacts_settings); past a quota the row is grouped, due at once; honeypot rows
 * always in the digest; check:backend's rows always alone. Each bound at its edge.
 */
let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase();
});
afterAll(() => db.close());
// Each test starts with a quiet site: earlier rows arrived two days ago.
beforeEach(() => db.asOwner("update public.contacts set created_at = created_at - interval '2 days'"));

interface Delivery {
  notify_mode: "individual" | "grouped" | "digest";
  notify_reason: string | null;
  notify_due_at: Date;
  created_at: Date;
}
let client = 0;
const nextAddress = () => `198.18.${Math.floor(client / 250)}.${(client++ % 250) + 1}`;
const store = (
  email: string,
  address = nextAddress(),
  changes: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => sqlState(insertAs(db, leadRow({ email, ...changes }), { request: fromClient(address, headers) }));
const deliveryOf = async (email: string) =>
  await db.asOwner<Delivery>(
    "select notify_mode, notify_reason, notify_due_at, created_at from public.contacts where email = $1 order by created_at",
    [email],
  );
const modesOf = async (pattern: string) =>
  (
    await db.asOwner<{ notify_mode: string }>(
      "select notify_mode from public.contacts where email like $1 order by created_at, email",
      [pattern],
    )
  ).map((row) => row.notify_mode);
describe("individual e-mails per client network", () => {
  it("e-mails one address's first 3 leads alone and groups the 4th, due at once, with the reason", async () => {
    const address = nextAddress();
    for (let index = 1; index <= 4; index += 1)
      await expect(store(`net4-${index}@empresa.es`, address)).resolves.toBe("ok");
    await expect(modesOf("net4-%")).resolves.toEqual(["individual", "individual", "individual", "grouped"]);
    const [fourth] = await deliveryOf("net4-4@empresa.es");
    expect(fourth?.notify_reason).toBe(
      "Desde esta conexión o su red ya se enviaron 3 avisos individuales en las últimas 24 horas.",
    );
    expect(fourth!.notify_due_at).toEqual(fourth!.created_at);
    const [first] = await deliveryOf("net4-1@empresa.es");
    expect(first).toMatchObject({ notify_mode: "individual", notify_reason: null, notify_due_at: first!.created_at });
  });

  it("counts an IPv6 /48, not each /64, and no other network", async () => {
    for (let subnet = 1; subnet <= 4; subnet += 1)
      await expect(store(`v6net-${subnet}@empresa.es`, `2001:db8:4848:${subnet}::1`)).resolves.toBe("ok");
    await expect(modesOf("v6net-%")).resolves.toEqual(["individual", "individual", "individual", "grouped"]);
    await expect(store("v6net-neighbour@empresa.es", "2001:db8:4849:1::1")).resolves.toBe("ok");
    await expect(modesOf("v6net-neighbour%")).resolves.toEqual(["individual"]);
  });

  it("forgets after 24 hours", async () => {
    const address = nextAddress();
    for (let index = 1; index <= 3; index += 1) await store(`later-${index}@empresa.es`, address);
    await db.asOwner(
      "update public.contacts set created_at = now() - interval '24 hours 1 minute' where email like 'later-%'",
    );
    await store("later-4@empresa.es", address);
    await expect(modesOf("later-4%")).resolves.toEqual(["individual"]);
  });
});

describe("individual e-mails per e-mail address", () => {
  it("e-mails one address once a day, whichever network and letter case the requests use; all are stored", async () => {
    await expect(store("Victim@Empresa.es")).resolves.toBe("ok");
    for (let index = 0; index < 4; index += 1)
      await expect(store(index % 2 ? "victim@empresa.es" : "VICTIM@empresa.es")).resolves.toBe("ok");
    const rows = await db.asOwner<Delivery>(
      "select notify_mode, notify_reason from public.contacts where lower(email) = 'victim@empresa.es' order by created_at",
    );
    expect(rows.map((row) => row.notify_mode)).toEqual(["individual", "grouped", "grouped", "grouped", "grouped"]);
    expect(rows[1]?.notify_reason).toBe("Ya se avisó de otra solicitud con este e-mail en las últimas 24 horas.");
    await db.asOwner(
      "update public.contacts set created_at = now() - interval '25 hours' where lower(email) = 'victim@empresa.es'",
    );
    await store("victim@empresa.es");
    await expect(countWhere(db, "lower(email) = 'victim@empresa.es' and notify_mode = 'individual'")).resolves.toBe(2);
  });
});

describe("individual e-mails site-wide (a surge)", () => {
  it("e-mails the site's 10th lead of the hour alone and groups the 11th, from anyone, at once; nothing is refused", async () => {
    for (let index = 1; index <= 10; index += 1) await expect(store(`surge-${index}@empresa.es`)).resolves.toBe("ok");
    await expect(store("surge-11@empresa.es")).resolves.toBe("ok");
    const modes = await modesOf("surge-%");
    expect(modes.filter((mode) => mode === "individual")).toHaveLength(10);
    const [last] = await deliveryOf("surge-11@empresa.es");
    expect(last).toMatchObject({
      notify_mode: "grouped",
      notify_reason:
        "Ya se enviaron 10 avisos individuales en la última hora en toda la web (posible avalancha de envíos).",
      notify_due_at: last!.created_at,
    });
    // An hour later single e-mails resume.
    await db.asOwner(
      "update public.contacts set created_at = now() - interval '61 minutes' where email like 'surge-%'",
    );
    await store("surge-after@empresa.es");
    await expect(modesOf("surge-after%")).resolves.toEqual(["individual"]);
  });
});

describe("flagged and test rows", () => {
  it("lists every honeypot row in the digest, even the first from a quiet network", async () => {
    await expect(store("bot@spam.example", nextAddress(), { website: "https://spam.example" })).resolves.toBe("ok");
    const [row] = await deliveryOf("bot@spam.example");
    expect(row).toMatchObject({
      notify_mode: "digest",
      notify_reason: expect.stringMatching(/^Posible spam: El campo oculto «website» llegó relleno/),
    });
    // …and it uses none of the network's individual e-mails.
    const address = nextAddress();
    await store("bot2@spam.example", address, { website: "x" });
    for (let index = 1; index <= 3; index += 1) await store(`after-bot-${index}@empresa.es`, address);
    await expect(modesOf("after-bot-%")).resolves.toEqual(["individual", "individual", "individual"]);
  });

  it("e-mails check:backend's test rows alone, beyond every quota, without using any", async () => {
    const address = nextAddress();
    for (let index = 1; index <= 3; index += 1) await store(`quota-${index}@empresa.es`, address);
    for (let index = 0; index < 3; index += 1) {
      await store("check-backend@example.com", address, { message: `[check:backend] prueba ${index}` });
    }
    const rows = await db.asOwner<{ notify_mode: string }>(
      "select notify_mode from public.contacts where email = 'check-backend@example.com'",
    );
    expect(rows.map((row) => row.notify_mode)).toEqual(["individual", "individual", "individual"]);
    const other = nextAddress();
    await store("fresh@empresa.es", other);
    await store("check-backend@example.com", other, { message: "[check:backend] otra" });
    await store("fresh-2@empresa.es", other);
    await expect(modesOf("fresh%")).resolves.toEqual(["individual", "individual"]);
  });
});

describe("Maxi's leads: one visitor's client key is one network, whatever the conversation", () => {
  const N8N_ADDRESS = "198.51.100.7";
  /** A new conversation whose one message asks to store a lead: the workflow's admission, then its lead tool. */
  const maxiLead = async (email: string, clientKey: string) => {
    const { admitted, reason, lead_token } = await admitMessage(
      db,
      widgetSessionId(),
      "Soy Lucía, guardad mis datos, acepto",
      clientKey,
    );
    if (!admitted) return reason ?? "refused"; // the agent never runs: no lead tool call
    return store(email, N8N_ADDRESS, { source: "maxi" }, { "x-maxi-lead-token": lead_token ?? "" });
  };

  it("turns 30 conversations asking to store one victim's e-mail into 10 stored rows and 1 e-mail", async () => {
    const key = gatewayClientKey("maxi-victim");
    const states: string[] = [];
    for (let conversation = 0; conversation < 30; conversation += 1)
      states.push(await maxiLead("maxi-victim@empresa.es", key));
    // 20 messages reach the agent (the client's bound), 10 of its leads are stored (the form's bound for
    // that client), the other 10 refused with 429; the last 10 conversations never reach the model.
    expect(states).toEqual([...Array(10).fill("ok"), ...Array(10).fill("PT429"), ...Array(10).fill("client_busy")]);
    const modes = await modesOf("maxi-victim@%");
    expect(modes).toEqual(["individual", ...Array(9).fill("grouped")]);
  });

  it("e-mails one chat visitor's first 3 different leads alone, and groups the next; another visitor is untouched", async () => {
    const key = gatewayClientKey("maxi-many");
    for (let index = 1; index <= 4; index += 1)
      await expect(maxiLead(`maxi-many-${index}@empresa.es`, key)).resolves.toBe("ok");
    await expect(modesOf("maxi-many-%")).resolves.toEqual(["individual", "individual", "individual", "grouped"]);
    await expect(maxiLead("maxi-other@empresa.es", gatewayClientKey("maxi-other"))).resolves.toBe("ok");
    await expect(modesOf("maxi-other@%")).resolves.toEqual(["individual"]);
  });
});

describe("no oracle", () => {
  it("keeps the delivery columns away from the API roles: they can neither set nor read them", async () => {
    for (const column of [
      "notify_mode",
      "notify_reason",
      "notify_due_at",
      "network_hash",
      "digest_id",
      "genuine_signals",
    ]) {
      const forced = insertAs(
        db,
        leadRow({ email: `forced-${column}@empresa.es`, [column]: column === "notify_due_at" ? "2000-01-01" : null }),
        {
          request: fromClient(nextAddress()),
        },
      );
      await expect(sqlState(forced)).resolves.toBe("42501");
    }
    await expect(
      sqlState(db.asRole("anon", (tx) => tx.query("select notify_mode from public.contacts"))),
    ).resolves.toBe("42501");
  });
});
