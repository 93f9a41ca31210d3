/** @jest-environment node */
import fs from "node:fs";
import { toContactRow } from "../../src/components/contact/submit-contact";
import { validContact } from "../support/contact-fixture";
import { ANON_KEY, loopbackClient, startTestBackend } from "../support/local-backend";
import { nodeSupabaseClient } from "../support/node-supabase";

jest.setTimeout(60_000);

let local: Awaited<ReturnType<typeof startTestBackend>>;
beforeAll(async () => {
  local = await startTestBackend();
});
afterAll(() => local.close());

const row = (email: string) => toContactRow({ ...validContact, email });

describe("local REST endpoint with supabase-js", () => {
  it("stores a request sent exactly as the site sends it", async () => {
    const supabase = nodeSupabaseClient(local.backend.url);
    const result = await supabase.from("contacts").insert(row("supabase-js@empresa.es"));
    expect(result).toMatchObject({ error: null, status: 201 });
    expect((await local.leads()).filter((lead) => lead.email === "supabase-js@empresa.es")).toHaveLength(1);
  });

  it("refuses to read, change or delete as anon, like PostgREST (42501 → 401)", async () => {
    const supabase = nodeSupabaseClient(local.backend.url);
    const attempts = await Promise.all([
      supabase.from("contacts").select("*"),
      supabase.from("contacts").update({ name: "X" }).eq("email", "supabase-js@empresa.es"),
      supabase.from("contacts").delete().eq("email", "supabase-js@empresa.es"),
      supabase.from("contacts").insert(row("select-after@empresa.es")).select(),
    ]);
    for (const attempt of attempts) {
      expect(attempt.status).toBe(401);
      expect(attempt.error).toMatchObject({ code: "42501", message: "permission denied for table contacts" });
    }
    const emails = (await local.leads()).map((lead) => lead.email);
    expect(emails).not.toContain("select-after@empresa.es");
    expect(emails).toContain("supabase-js@empresa.es");
  });

  it("reports the per-connection flood limit with status 429 and its Spanish message", async () => {
    const client = loopbackClient(40);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await local.postFrom(client, row(`busy-${attempt}@empresa.es`))).status).toBe(201);
    }
    const refused = await local.postFrom(client, row("busy-10@empresa.es"));
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({
      code: "PT429",
      message: "Demasiadas solicitudes desde esta conexión. Inténtalo de nuevo más tarde.",
      details: null,
      hint: "Límites por conexión: 10 solicitudes cada 10 minutos y 50 cada 24 horas; por red (IPv6 /48): 30 y 150.",
    });
  });
});

describe("local REST endpoint over raw HTTP", () => {
  it("answers return=minimal with 201 and no body", async () => {
    const response = await local.post(row("minimal@empresa.es"));
    expect(response.status).toBe(201);
    await expect(response.text()).resolves.toBe("");
  });

  it("refuses an array of rows as a whole and stores none of them (finding 5)", async () => {
    const response = await local.post([row("array-1@empresa.es"), row("array-2@empresa.es")]);
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toMatchObject({ code: "21000" });
    const emails = (await local.leads()).map((lead) => lead.email);
    expect(emails.filter((email) => email.startsWith("array-"))).toEqual([]);
  });

  it("requires the API key, answering as Supabase's gateway does (no PostgREST code)", async () => {
    const missing = await fetch(local.contactsUrl, { method: "POST", body: JSON.stringify(row("nokey@empresa.es")) });
    expect(missing.status).toBe(401);
    await expect(missing.json()).resolves.toEqual({
      message: "No API key found in request",
      hint: "No `apikey` request header or url param was found.",
    });
    const wrong = await local.post(row("nokey@empresa.es"), { apikey: "not-the-key" });
    expect(wrong.status).toBe(401);
    await expect(wrong.json()).resolves.toEqual({
      message: "Invalid API key",
      hint: "Double check your Supabase `anon` or `service_role` API key.",
    });
  });

  it("answers an unknown table with PostgREST's 404 and an unknown route with the gateway's", async () => {
    const table = await fetch(`${local.backend.url}/rest/v1/secrets`, { headers: { apikey: ANON_KEY } });
    expect(table.status).toBe(404);
    await expect(table.json()).resolves.toMatchObject({ code: "PGRST205" });
    // A project URL configured with a path (finding 2) reaches PostgREST with a path it does not know.
    const nested = await fetch(`${local.backend.url}/rest/v1/rest/v1/contacts`, {
      method: "POST",
      headers: { apikey: ANON_KEY, "Content-Type": "application/json" },
      body: JSON.stringify(row("nested@empresa.es")),
    });
    expect(nested.status).toBe(404);
    await expect(nested.json()).resolves.toMatchObject({ code: "PGRST125" });
    for (const route of ["/rest/v2/contacts", "/contacts", "/", "/admin/v1/contacts"]) {
      const response = await fetch(`${local.backend.url}${route}`, { method: "POST", headers: { apikey: ANON_KEY } });
      expect(response.status).toBe(404);
      await expect(response.json()).resolves.toEqual({ message: "no Route matched with those values" });
    }
  });

  const base: Record<string, unknown> = { ...row("malformed@empresa.es") };
  const without = (key: string) => Object.fromEntries(Object.entries(base).filter(([name]) => name !== key));
  const malformed: Array<[string, unknown]> = [
    ["no name", without("name")],
    ["no last name", without("last_name")],
    ["no e-mail", without("email")],
    ["no phone", without("phone")],
    ["no sector", without("company_sector")],
    ["no service", without("interested_service")],
    ["null name", { ...base, name: null }],
    ["blank name", { ...base, name: "   " }],
    ["untrimmed last name", { ...base, last_name: "García " }],
    ["untrimmed sector", { ...base, company_sector: "\tRetail" }],
    ["empty company", { ...base, company: "" }],
    ["blank message", { ...base, message: "  " }],
    ["8-digit phone", { ...base, phone: "61234567" }],
    ["10-digit phone", { ...base, phone: "6123456789" }],
    ["phone with a letter", { ...base, phone: "61234567a" }],
    ["phone with spaces", { ...base, phone: "612 345 678" }],
    ["e-mail without domain dot", { ...base, email: "a@b" }],
    ["e-mail without at sign", { ...base, email: "malformed.empresa.es" }],
    ["e-mail with spaces", { ...base, email: "mal formed@empresa.es" }],
    ["unknown service", { ...base, interested_service: "Diseño web" }],
    ["oversize name", { ...base, name: "n".repeat(101) }],
    ["oversize company", { ...base, company: "c".repeat(151) }],
    ["oversize e-mail", { ...base, email: `${"e".repeat(250)}@b.es` }],
    ["oversize message", { ...base, message: "m".repeat(5001) }],
    ["phone as an array", { ...base, phone: ["612345678"] }],
    ["service as a number", { ...base, interested_service: 3 }],
    ["extra column", { ...base, is_admin: true }],
    ["server-owned column", { ...base, created_at: "2020-01-01T00:00:00Z" }],
    ["not JSON", "name=Lucía&phone=612345678"],
    ["a bare string", JSON.stringify("Lucía")],
  ];

  it("has thirty malformed requests to try", () => {
    expect(malformed).toHaveLength(30);
  });

  it.each(malformed)("refuses %s with a 4xx in PostgREST's error shape", async (_case, body) => {
    const response = await local.post(body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const error = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(error).sort()).toEqual(["code", "details", "hint", "message"]);
  });

  it("stored none of the malformed requests", async () => {
    const leads = await local.leads();
    expect(leads.filter((lead) => lead.email.includes("malformed") || lead.name.length > 100)).toEqual([]);
  });
});

describe("persistence", () => {
  it("keeps the leads when the backend restarts on the same data directory", async () => {
    const first = await startTestBackend();
    expect((await first.post(row("kept@empresa.es"))).status).toBe(201);
    await first.backend.close();
    const again = await startTestBackend(first.dataDir);
    try {
      expect((await again.leads()).map((lead) => lead.email)).toEqual(["kept@empresa.es"]);
    } finally {
      await again.backend.close();
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    }
  });
});
