/** @jest-environment node */
import { toContactRow } from "../../src/components/contact/submit-contact";
import { validContact } from "../support/contact-fixture";
import { ANON_KEY, loopbackClient, requestFrom, startTestBackend } from "../support/local-backend";
import { nodeSupabaseClient } from "../support/node-supabase";

jest.setTimeout(60_000);

/** The local stand-in answers like hosted Supabase's gateway and passes the client address as it does. */
let local: Awaited<ReturnType<typeof startTestBackend>>;
beforeAll(async () => {
  local = await startTestBackend();
});
afterAll(() => local.close());

const row = (email: string) => toContactRow({ ...validContact, email });

describe("gateway answers (finding 4)", () => {
  it("gives supabase-js the gateway's 401 for a wrong or rotated key: a message and a hint, no PostgREST code", async () => {
    const supabase = nodeSupabaseClient(local.backend.url, "a-rotated-anon-key");
    const result = await supabase.from("contacts").insert(row("rotated@empresa.es"));
    expect(result.status).toBe(401);
    expect(result.error).toMatchObject({
      message: "Invalid API key",
      hint: "Double check your Supabase `anon` or `service_role` API key.",
    });
    expect(result.error?.code).toBeFalsy();
  });

  it("answers any path outside the API's routes with the gateway's 404, key or no key", async () => {
    for (const headers of [{}, { apikey: ANON_KEY }] as Record<string, string>[]) {
      const response = await fetch(`${local.backend.url}/rest/contacts`, { method: "POST", headers });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      await expect(response.json()).resolves.toEqual({ message: "no Route matched with those values" });
    }
  });
});

describe("the client address reaches Postgres as Supabase passes it", () => {
  const rules = (from: string) =>
    requestFrom(from, `${local.backend.url}/rest/v1/rpc/contacts_intake_rules`, {
      headers: { apikey: ANON_KEY, "Content-Type": "application/json" },
      body: "{}",
    }).then((response) => JSON.parse(response.body) as { client_address_seen: boolean });

  it("sets request.headers with the connecting address", async () => {
    await expect(rules(loopbackClient(1))).resolves.toMatchObject({ client_address_seen: true });
  });

  it("limits the connecting address, whatever forwarding headers the client sends", async () => {
    const client = loopbackClient(2);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= 10; attempt += 1) {
      const forged = {
        "X-Forwarded-For": `10.1.1.${attempt}`,
        "CF-Connecting-IP": `10.2.2.${attempt}`,
        "X-Real-IP": `10.3.3.${attempt}`,
      };
      statuses.push((await local.postFrom(client, row(`forged-${attempt}@empresa.es`), forged)).status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    // Another address is another client.
    expect((await local.postFrom(loopbackClient(3), row("forged-10@empresa.es"))).status).toBe(201);
  });
});

describe("functions over /rest/v1/rpc", () => {
  const rpc = (name: string, key: string, body: unknown) =>
    fetch(`${local.backend.url}/rest/v1/rpc/${name}`, {
      method: "POST",
      headers: { apikey: key, Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  it("refuses the outbox functions to both API keys (they belong to lead_notifier) and runs a function with its arguments", async () => {
    for (const [key, status] of [
      [ANON_KEY, 401],
      [local.backend.keys.serviceRole, 403],
    ] as const) {
      const refused = await rpc("claim_pending_leads", key, { max_leads: 5 });
      expect(refused.status).toBe(status);
      await expect(refused.json()).resolves.toMatchObject({ code: "42501" });
    }
    const blank = await rpc("contacts_is_blank", ANON_KEY, { value: " \u200b " });
    expect(blank.status).toBe(200);
    await expect(blank.json()).resolves.toBe(true);
    const rules = await rpc("contacts_intake_rules", ANON_KEY, {});
    await expect(rules.json()).resolves.toMatchObject({ one_row_per_request: true, client_address_seen: true });
  });

  it("answers an unknown function or argument with PGRST202", async () => {
    const unknown = await rpc("contacts_is_blank", ANON_KEY, { how_many: 5 });
    expect(unknown.status).toBe(404);
    await expect(unknown.json()).resolves.toMatchObject({ code: "PGRST202" });
  });
});
