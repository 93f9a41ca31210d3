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
afterAll(() => local.backend.close());

const row = (email: string) => toContactRow({ ...validContact, email });

describe("gateway answers (finding 4)", () => {
  it("gives supabase-js the gateway's 401 for a wrong or rotated key: a message and a hint, no PostgREST code", async () => {
    const supabase = nodeSupabaseClient(local.backend.url, "a-rotated-anon-key");
    const result = await supabase.from("contacts").insert(row("rotated@empresa.es"));
    expect(result.status).toBe(401);
    expect(result.error).toMatchObject({ message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." });
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
      const forged = { "X-Forwarded-For": `10.1.1.${attempt}`, "CF-Connecting-IP": `10.2.2.${attempt}`, "X-Real-IP": `10.3.3.${attempt}` };
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

  it("refuses the outbox functions to the anon key and runs them for the service role", async () => {
    const refused = await rpc("claim_pending_leads", ANON_KEY, { max_leads: 5 });
    expect(refused.status).toBe(401);
    await expect(refused.json()).resolves.toMatchObject({ code: "42501" });

    await local.postFrom(loopbackClient(4), row("rpc@empresa.es"));
    const claimed = await rpc("claim_pending_leads", local.backend.keys.serviceRole, { max_leads: 50, lease_seconds: 60 });
    expect(claimed.status).toBe(200);
    const leads = (await claimed.json()) as { id: string; email: string; claim_token: string }[];
    const lead = leads.find((candidate) => candidate.email === "rpc@empresa.es");
    expect(lead?.claim_token).toMatch(/^[0-9a-f-]{36}$/);

    const failed = await rpc("record_lead_failure", local.backend.keys.serviceRole, {
      lead_id: lead?.id,
      claim_token: lead?.claim_token,
      error_message: "SMTP 421",
    });
    await expect(failed.json()).resolves.toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    const stored = (await local.leads()).find((candidate) => candidate.email === "rpc@empresa.es");
    expect(stored).toMatchObject({ notified_at: null, notify_attempts: 1, notify_last_error: "SMTP 421" });
  });

  it("answers an unknown function or argument with PGRST202", async () => {
    const unknown = await rpc("claim_pending_leads", local.backend.keys.serviceRole, { how_many: 5 });
    expect(unknown.status).toBe(404);
    await expect(unknown.json()).resolves.toMatchObject({ code: "PGRST202" });
  });
});
