/** @jest-environment node */
import { openDatabase, type LocalDatabase } from "../../tools/local-backend/db";
import { fromClient, insertAs, leadRow, sqlState } from "../support/database";
import { beaconFrom, funnelHit } from "../support/funnel";

jest.setTimeout(60_000);

/**
 * Every bound of the form, the team's e-mails and the funnel is a column of a settings row (migration
 * 20261202090100), so a change is one `update`: each test moves one, meets it at its new edge on the
 * real migrations, and puts the shipped value back.
 */
let db: LocalDatabase;
beforeAll(async () => {
  db = await openDatabase();
});
afterAll(() => db.close());

const withSetting = async (table: string, column: string, value: number, check: () => Promise<void>) => {
  await db.asOwner(`update private.${table} set ${column} = ${value}`);
  try {
    await check();
  } finally {
    await db.asOwner(`update private.${table} set ${column} = default`);
  }
};

describe("the form's bounds: private.contacts_settings", () => {
  it("stores a client's 2nd request in 10 minutes and refuses its 3rd once max_client_requests_per_10_minutes = 2", () =>
    withSetting("contacts_settings", "max_client_requests_per_10_minutes", 2, async () => {
      const request = fromClient("203.0.113.201");
      for (const index of [1, 2])
        await expect(
          sqlState(insertAs(db, leadRow({ email: `ajuste-${index}@empresa.es` }), { request })),
        ).resolves.toBe("ok");
      await expect(sqlState(insertAs(db, leadRow({ email: "ajuste-3@empresa.es" }), { request }))).resolves.toBe(
        "PT429",
      );
      // Another client is not affected.
      await expect(
        sqlState(insertAs(db, leadRow({ email: "ajuste-otro@empresa.es" }), { request: fromClient("203.0.113.202") })),
      ).resolves.toBe("ok");
    }));

  it("reads the e-mail quotas and the digest's time and size from the row", () =>
    withSetting("contacts_settings", "max_digest_rows", 120, async () => {
      await db.asOwner("update private.contacts_settings set digest_time = time '09:30'");
      try {
        const [limits] = await db.asOwner<{ digest_time: string; max_digest_rows: number }>(
          "select digest_time::text, max_digest_rows from private.lead_delivery_limits()",
        );
        expect(limits).toEqual({ digest_time: "09:30:00", max_digest_rows: 120 });
      } finally {
        await db.asOwner("update private.contacts_settings set digest_time = default");
      }
    }));
});

describe("the funnel's bounds: private.funnel_settings", () => {
  it("counts a client's 2nd hit in 10 minutes and refuses its 3rd once max_client_hits_per_10_minutes = 2", () =>
    withSetting("funnel_settings", "max_client_hits_per_10_minutes", 2, async () => {
      const hit = { p: "/", e: "view", d: "desktop" };
      const from = beaconFrom("198.51.100.201");
      for (let index = 0; index < 2; index += 1) await expect(sqlState(funnelHit(db, hit, from))).resolves.toBe("ok");
      await expect(sqlState(funnelHit(db, hit, from))).resolves.toBe("PT429");
      await expect(sqlState(funnelHit(db, hit, beaconFrom("198.51.100.202")))).resolves.toBe("ok");
    }));
});

describe("a setting the database refuses", () => {
  it.each([
    ["contacts_settings", "max_client_requests_per_10_minutes"],
    ["contacts_settings", "max_client_requests_per_day"],
    ["contacts_settings", "max_network_requests_per_10_minutes"],
    ["contacts_settings", "max_network_requests_per_day"],
    ["contacts_settings", "max_alerts_per_network_per_day"],
    ["contacts_settings", "max_alerts_per_email_per_day"],
    ["contacts_settings", "max_digest_rows"],
    ["funnel_settings", "max_client_hits_per_10_minutes"],
    ["funnel_settings", "max_client_hits_per_day"],
    ["funnel_settings", "max_network_hits_per_10_minutes"],
    ["funnel_settings", "max_network_hits_per_day"],
    ["funnel_settings", "max_body_chars"],
  ])("%s.%s = 0 or null: a bound stays in force", async (table, column) => {
    await expect(sqlState(db.asOwner(`update private.${table} set ${column} = 0`))).resolves.toBe("23514");
    await expect(sqlState(db.asOwner(`update private.${table} set ${column} = null`))).resolves.toBe("23502");
  });
});
