/** @jest-environment node */
import crypto from "node:crypto";
import { openDatabase, type LocalDatabase } from "../../tools/local-backend/db";
import { countWhere, fromClient, insertAs, leadRow, sqlState } from "../support/database";

jest.setTimeout(60_000);

let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase();
});
afterAll(() => db.close());

const SHORT_LIMIT = 10;
const DAY_LIMIT = 50;
const NETWORK_SHORT_LIMIT = 30;
const NETWORK_DAY_LIMIT = 150;

/** Fills `address`'s 10-minute allowance; returns the e-mails stored. */
async function sendFrom(address: string, count: number, label: string) {
  const states: string[] = [];
  for (let index = 0; index < count; index += 1) {
    states.push(
      await sqlState(
        insertAs(db, leadRow({ email: `${label}-${index}@empresa.es` }), { request: fromClient(address) }),
      ),
    );
  }
  return states;
}

describe("flood limit per client connection (finding 5)", () => {
  it("stores 10 requests from one client in 10 minutes and refuses the 11th with 429 and a Spanish message", async () => {
    const states = await sendFrom("192.0.2.10", SHORT_LIMIT, "flood");
    expect(states).toEqual(Array(SHORT_LIMIT).fill("ok"));
    const refused = insertAs(db, leadRow({ email: "flood-11@empresa.es" }), { request: fromClient("192.0.2.10") });
    await expect(refused).rejects.toMatchObject({
      code: "PT429",
      message: "Demasiadas solicitudes desde esta conexión. Inténtalo de nuevo más tarde.",
    });
    await expect(countWhere(db, "email like 'flood-%'")).resolves.toBe(SHORT_LIMIT);
  });

  it("never stops another client, even one sending the same e-mail address", async () => {
    await sendFrom("192.0.2.11", SHORT_LIMIT + 1, "busy");
    const other = insertAs(db, leadRow({ email: "busy-0@empresa.es" }), { request: fromClient("192.0.2.12") });
    await expect(sqlState(other)).resolves.toBe("ok");
  });

  it("runs after the CHECK constraints: a client over its limit sending an invalid row gets 400, never 429", async () => {
    await sendFrom("192.0.2.13", SHORT_LIMIT + 1, "order");
    const invalid = insertAs(db, leadRow({ email: "order@empresa.es", phone: "123" }), {
      request: fromClient("192.0.2.13"),
    });
    await expect(sqlState(invalid)).resolves.toBe("23514");
    // The same invalid row from a fresh client answers the same: the answer says nothing about counts.
    const fresh = insertAs(db, leadRow({ email: "order@empresa.es", phone: "123" }), {
      request: fromClient("192.0.2.14"),
    });
    await expect(sqlState(fresh)).resolves.toBe("23514");
  });

  it("counts 50 requests per client in 24 hours", async () => {
    const address = "192.0.2.15";
    // One request now gives the client's hash; 48 more arrived three hours ago.
    await insertAs(db, leadRow({ email: "day-1@empresa.es" }), { request: fromClient(address) });
    const [first] = await db.asOwner<{ client_hash: string }>(
      "select client_hash from public.contacts where email = 'day-1@empresa.es'",
    );
    await db.asOwner(
      `insert into public.contacts (name, last_name, email, phone, company_sector, interested_service, client_hash, created_at)
       select 'Earlier', 'Lead', 'day-' || n || '@empresa.es', '612345678', 'Retail', 'Ambos', $1, now() - interval '3 hours'
         from generate_series(2, ${DAY_LIMIT - 1}) as n`,
      [first?.client_hash],
    );
    await expect(
      sqlState(insertAs(db, leadRow({ email: "day-50@empresa.es" }), { request: fromClient(address) })),
    ).resolves.toBe("ok");
    await expect(
      insertAs(db, leadRow({ email: "day-51@empresa.es" }), { request: fromClient(address) }),
    ).rejects.toMatchObject({ code: "PT429" });
  });

  it("forgets requests older than the window", async () => {
    await db.asOwner(`update public.contacts set created_at = now() - interval '25 hours' where email like 'flood-%'`);
    await expect(
      sqlState(insertAs(db, leadRow({ email: "flood-later@empresa.es" }), { request: fromClient("192.0.2.10") })),
    ).resolves.toBe("ok");
  });
});

describe("who the client is", () => {
  it("trusts cf-connecting-ip, not the x-forwarded-for entries a client writes itself", async () => {
    const states: string[] = [];
    for (let index = 0; index <= SHORT_LIMIT; index += 1) {
      const spoofed = fromClient("192.0.2.20", {
        "x-forwarded-for": `10.9.9.${index}, 192.0.2.20`,
        "x-real-ip": `10.9.9.${index}`,
      });
      states.push(await sqlState(insertAs(db, leadRow({ email: `spoof-${index}@empresa.es` }), { request: spoofed })));
    }
    expect(states.at(-1)).toBe("PT429");
  });

  it("groups IPv6 clients by /64 and counts IPv4-mapped addresses as IPv4", async () => {
    const states: string[] = [];
    for (let index = 0; index <= SHORT_LIMIT; index += 1) {
      states.push(
        await sqlState(
          insertAs(db, leadRow({ email: `v6-${index}@empresa.es` }), {
            request: fromClient(`2001:db8:1:2::${index + 1}`),
          }),
        ),
      );
    }
    expect(states.at(-1)).toBe("PT429");
    await expect(
      sqlState(insertAs(db, leadRow({ email: "v6-other@empresa.es" }), { request: fromClient("2001:db8:1:3::1") })),
    ).resolves.toBe("ok");

    await sendFrom("192.0.2.30", SHORT_LIMIT, "mapped");
    await expect(
      sqlState(insertAs(db, leadRow({ email: "mapped-x@empresa.es" }), { request: fromClient("::ffff:192.0.2.30") })),
    ).resolves.toBe("PT429");
  });

  it("stores 30 requests per 10 minutes from the /64s of one IPv6 /48 and refuses the 31st; other networks go on", async () => {
    const states: string[] = [];
    for (let subnet = 1; subnet <= NETWORK_SHORT_LIMIT + 1; subnet += 1) {
      // One request per /64: each /64 is far below its own bound of 10.
      states.push(
        await sqlState(
          insertAs(db, leadRow({ email: `net-${subnet}@empresa.es` }), {
            request: fromClient(`2001:db8:abcd:${subnet.toString(16)}::7`),
          }),
        ),
      );
    }
    expect(states.slice(0, NETWORK_SHORT_LIMIT)).toEqual(Array(NETWORK_SHORT_LIMIT).fill("ok"));
    expect(states.at(-1)).toBe("PT429");
    await expect(countWhere(db, "email like 'net-%'")).resolves.toBe(NETWORK_SHORT_LIMIT);
    // The neighbouring /48 and an IPv4 client are other networks: untouched by this flood.
    await expect(
      sqlState(
        insertAs(db, leadRow({ email: "net-neighbour@empresa.es" }), { request: fromClient("2001:db8:abce:1::7") }),
      ),
    ).resolves.toBe("ok");
    await expect(
      sqlState(insertAs(db, leadRow({ email: "net-v4@empresa.es" }), { request: fromClient("192.0.2.90") })),
    ).resolves.toBe("ok");
    // Ten minutes later the /48 may go on.
    await db.asOwner(
      "update public.contacts set created_at = now() - interval '11 minutes' where email like 'net-%' and email <> 'net-neighbour@empresa.es'",
    );
    await expect(
      sqlState(
        insertAs(db, leadRow({ email: "net-later@empresa.es" }), { request: fromClient("2001:db8:abcd:ffff::1") }),
      ),
    ).resolves.toBe("ok");
  });

  it("stores 150 requests per 24 hours from one /48 and refuses the 151st", async () => {
    await insertAs(db, leadRow({ email: "day48-1@empresa.es" }), { request: fromClient("2001:db8:d48:1::1") });
    const [first] = await db.asOwner<{ network_hash: string }>(
      "select network_hash from public.contacts where email = 'day48-1@empresa.es'",
    );
    await db.asOwner(
      `insert into public.contacts (name, last_name, email, phone, company_sector, interested_service, network_hash, created_at)
       select 'Earlier', 'Lead', 'day48-' || n || '@empresa.es', '612345678', 'Retail', 'Ambos', $1, now() - interval '5 hours'
         from generate_series(2, ${NETWORK_DAY_LIMIT - 1}) as n`,
      [first?.network_hash],
    );
    await expect(
      sqlState(insertAs(db, leadRow({ email: "day48-150@empresa.es" }), { request: fromClient("2001:db8:d48:2::1") })),
    ).resolves.toBe("ok");
    await expect(
      sqlState(insertAs(db, leadRow({ email: "day48-151@empresa.es" }), { request: fromClient("2001:db8:d48:3::1") })),
    ).resolves.toBe("PT429");
    await expect(
      sqlState(
        insertAs(db, leadRow({ email: "day48-other@empresa.es" }), { request: fromClient("2001:db8:d49:3::1") }),
      ),
    ).resolves.toBe("ok");
  });

  it("stores only a salted hash of the address, never the address", async () => {
    await insertAs(db, leadRow({ email: "hashed@empresa.es" }), { request: fromClient("192.0.2.40") });
    const [row] = await db.asOwner<Record<string, unknown>>(
      "select * from public.contacts where email = 'hashed@empresa.es'",
    );
    expect(JSON.stringify(row)).not.toContain("192.0.2.40");
    expect(row?.client_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.client_hash).not.toBe(crypto.createHash("sha256").update("192.0.2.40").digest("hex"));
    // An IPv4 address is its own network; an IPv6 client's network is its /48, hashed the same way.
    expect(row?.network_hash).toBe(row?.client_hash);
    await insertAs(db, leadRow({ email: "hashed-v6@empresa.es" }), { request: fromClient("2001:db8:40:1::9") });
    const [v6] = await db.asOwner<Record<string, string>>(
      "select client_hash, network_hash from public.contacts where email = 'hashed-v6@empresa.es'",
    );
    expect(v6?.network_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(v6?.network_hash).not.toBe(v6?.client_hash);
    expect(JSON.stringify(v6)).not.toContain("2001:db8");
  });
});

describe("site-wide ceiling on stored requests", () => {
  const ceiling = async () =>
    (await db.asOwner<{ max: number }>("select max_site_requests_per_day as max from private.contacts_settings"))[0]
      ?.max;
  const storedToday = async () =>
    (
      await db.asOwner<{ n: number }>(
        `select count(*)::int as n from public.contacts
          where (client_hash is not null or network_hash is not null) and created_at > now() - interval '24 hours'`,
      )
    )[0]?.n ?? 0;

  afterEach(() => db.asOwner("update private.contacts_settings set max_site_requests_per_day = default"));

  it("is 2,000 requests per 24 hours unless the owner changes it", async () => {
    await expect(ceiling()).resolves.toBe(2000);
  });

  it("stores up to the ceiling from any number of networks and refuses the next with 503 and a Spanish message", async () => {
    const before = await storedToday();
    await db.asOwner("update private.contacts_settings set max_site_requests_per_day = $1", [before + 2]);
    for (const address of ["198.51.100.201", "2001:db8:ce11::1"]) {
      await expect(
        sqlState(insertAs(db, leadRow({ email: `ceiling-${address}@empresa.es` }), { request: fromClient(address) })),
      ).resolves.toBe("ok");
    }
    const refused = insertAs(db, leadRow({ email: "ceiling-over@empresa.es" }), {
      request: fromClient("203.0.113.201"),
    });
    await expect(refused).rejects.toMatchObject({
      code: "PT503",
      message: "La web ha recibido hoy todas las solicitudes que admite el formulario: escríbenos o llámanos.",
      hint: `Límite de toda la web: ${before + 2} solicitudes cada 24 horas.`,
    });
    await expect(storedToday()).resolves.toBe(before + 2);
    await expect(countWhere(db, "email = 'ceiling-over@empresa.es'")).resolves.toBe(0);
  });

  it("answers an invalid row with its CHECK error even past the ceiling, and never limits the owner", async () => {
    await db.asOwner("update private.contacts_settings set max_site_requests_per_day = 1");
    const invalid = insertAs(db, leadRow({ email: "ceiling-bad@empresa.es", phone: "123" }), {
      request: fromClient("203.0.113.202"),
    });
    await expect(sqlState(invalid)).resolves.toBe("23514");
    await db.asOwner(
      `insert into public.contacts (name, last_name, email, phone, company_sector, interested_service)
       values ('Importada', 'Desde', 'ceiling-owner@empresa.es', '612345678', 'Retail', 'Ambos')`,
    );
    await expect(countWhere(db, "email = 'ceiling-owner@empresa.es'")).resolves.toBe(1);
  });

  it("forgets requests older than 24 hours", async () => {
    const before = await storedToday();
    await db.asOwner("update private.contacts_settings set max_site_requests_per_day = $1", [before]);
    await expect(
      sqlState(insertAs(db, leadRow({ email: "ceiling-full@empresa.es" }), { request: fromClient("203.0.113.203") })),
    ).resolves.toBe("PT503");
    await db.asOwner(
      `update public.contacts set created_at = now() - interval '25 hours'
        where id = (select id from public.contacts
                     where client_hash is not null and created_at > now() - interval '24 hours'
                     order by created_at limit 1)`,
    );
    await expect(
      sqlState(insertAs(db, leadRow({ email: "ceiling-later@empresa.es" }), { request: fromClient("203.0.113.203") })),
    ).resolves.toBe("ok");
  });
});

describe("one request, one row (finding 5)", () => {
  it("refuses a multi-row insert as a whole, whatever the client's count", async () => {
    const rows = [leadRow({ email: "array-1@empresa.es" }), leadRow({ email: "array-2@empresa.es" })];
    await expect(insertAs(db, rows, { request: fromClient("192.0.2.50") })).rejects.toMatchObject({ code: "21000" });
    await expect(countWhere(db, "email like 'array-%'")).resolves.toBe(0);
  });

  it("answers an array of valid rows plus an invalid one with the CHECK error, revealing nothing", async () => {
    const rows = [
      ...Array.from({ length: 5 }, (_, index) => leadRow({ email: `mixed-${index}@empresa.es` })),
      leadRow({ phone: "1" }),
    ];
    await expect(sqlState(insertAs(db, rows, { request: fromClient("192.0.2.51") }))).resolves.toBe("23514");
    await expect(countWhere(db, "email like 'mixed-%'")).resolves.toBe(0);
  });

  it("still lets the owner load several rows at once (dashboard, imports)", async () => {
    await db.asOwner(
      `insert into public.contacts (name, last_name, email, phone, company_sector, interested_service)
       values ('A', 'B', 'owner-1@empresa.es', '612345678', 'R', 'Ambos'), ('C', 'D', 'owner-2@empresa.es', '612345678', 'R', 'Ambos')`,
    );
    await expect(countWhere(db, "email like 'owner-%'")).resolves.toBe(2);
  });
});

describe("suspected bots are stored and flagged, never dropped", () => {
  it("stores a row with a filled honeypot as 'suspect', with the reason", async () => {
    await insertAs(db, leadRow({ email: "bot@empresa.es", website: "https://spam.example" }), {
      request: fromClient("192.0.2.60"),
    });
    const [row] = await db.asOwner<{ review_status: string; review_reason: string; website: string }>(
      "select review_status, review_reason, website from public.contacts where email = 'bot@empresa.es'",
    );
    expect(row).toMatchObject({ review_status: "suspect", website: "https://spam.example" });
    expect(row?.review_reason).toMatch(/website/);
  });

  it("treats an empty honeypot as not filled, and marks check:backend's row as a test", async () => {
    await insertAs(db, leadRow({ email: "human@empresa.es", website: "" }), { request: fromClient("192.0.2.61") });
    await insertAs(db, leadRow({ email: "probe@empresa.es", message: "[check:backend] prueba" }), {
      request: fromClient("192.0.2.62"),
    });
    const rows = await db.asOwner<{ email: string; review_status: string; website: string | null }>(
      "select email, review_status, website from public.contacts where email in ('human@empresa.es', 'probe@empresa.es') order by email",
    );
    expect(rows).toEqual([
      { email: "human@empresa.es", review_status: "ok", website: null },
      { email: "probe@empresa.es", review_status: "test", website: null },
    ]);
  });
});

describe("contacts_intake_rules()", () => {
  it("tells anyone the limits and whether the gateway passed a client address", async () => {
    const read = (request?: ReturnType<typeof fromClient>) =>
      db.asRole(
        "anon",
        async (tx) =>
          (await tx.query<{ rules: unknown }>("select public.contacts_intake_rules() as rules")).rows[0]?.rules,
        request,
      );
    await expect(read(fromClient("192.0.2.70"))).resolves.toMatchObject({
      one_row_per_request: true,
      per_client_limits: [
        { window_seconds: 600, max_requests: SHORT_LIMIT },
        { window_seconds: 86_400, max_requests: DAY_LIMIT },
      ],
      per_network_limits: [
        { window_seconds: 600, max_requests: NETWORK_SHORT_LIMIT },
        { window_seconds: 86_400, max_requests: NETWORK_DAY_LIMIT },
      ],
      site_limit: { window_seconds: 86_400, max_requests: 2000 },
      delivery: {
        max_alerts_per_network_per_day: 3,
        max_alerts_per_email_per_day: 1,
        max_alerts_per_hour: 10,
        digest_time: "08:00 Europe/Madrid",
      },
      client_address_seen: true,
    });
    await expect(read()).resolves.toMatchObject({ client_address_seen: false });
  });
});
