/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { HONEYPOT } from "../../../src/contracts/contact-fields";
import type { InsertFailure } from "../../../src/components/contact/insert-outcome";
import { submitContact, toContactRow } from "../../../src/components/contact/submit-contact";
import { validContact } from "../../support/contact-fixture";
import { startTestBackend } from "../../support/local-backend";
import { nodeSupabaseClient } from "../../support/node-supabase";
import { startStallingServer } from "../../support/stalling-server";

// Starting PGlite with the migrations takes a few seconds on a busy machine.
jest.setTimeout(60_000);

const SUPABASE_URL = "https://abcdefgh.supabase.co";
const json = (body: unknown) => JSON.stringify(body);
const HTML = "<!doctype html><html><body><h1>Not Found</h1></body></html>";

describe("toContactRow", () => {
  it("maps the eight fields, trimmed", () => {
    expect(
      toContactRow({
        ...validContact,
        name: "  Lucía ",
        email: " lucia@empresa.es ",
        company: " Naranjos SL ",
        message: "\n Hola \n",
      }),
    ).toEqual({ ...validContact, message: "Hola" });
  });

  it("sends empty optional fields as null, whether empty or blank", () => {
    const row = toContactRow({ ...validContact, company: "", message: " \u200b " });
    expect(row.company).toBeNull();
    expect(row.message).toBeNull();
    expect(Object.keys(row)).toHaveLength(8);
  });

  it("adds the honeypot as `website` only when something filled it", () => {
    expect(toContactRow(validContact, "")).not.toHaveProperty("website");
    expect(toContactRow(validContact, " \u200b")).not.toHaveProperty("website");
    expect(toContactRow(validContact, " https://spam.example ")).toEqual({
      ...validContact,
      website: "https://spam.example",
    });
  });

  it("keeps at most the database's maximum of the honeypot, whole characters, so the row is never refused for it", () => {
    const max = HONEYPOT.maxLength;
    expect(toContactRow(validContact, "x".repeat(max + 100)).website).toBe("x".repeat(max));
    expect(Array.from(toContactRow(validContact, "😀".repeat(max + 100)).website!)).toHaveLength(max);
  });
});

describe("submitContact with the real supabase-js, against each kind of answer", () => {
  const realFetch = global.fetch;
  let calls: Array<{ url: string; init: RequestInit }>;
  afterEach(() => {
    global.fetch = realFetch;
  });

  /** The network answers `make()`; supabase-js, our fetch and the classification are the real ones. */
  function answer(make: () => Response | Promise<Response>) {
    calls = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({ url: input instanceof Request ? input.url : String(input), init });
      return make();
    }) as typeof fetch;
    return submitContact(validContact, nodeSupabaseClient(SUPABASE_URL));
  }

  it("counts 201 from the contacts endpoint as stored, after one POST of one JSON object", async () => {
    await expect(
      answer(() => new Response(null, { status: 201, headers: { "Content-Range": "*/*" } })),
    ).resolves.toEqual({ stored: true });
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [(typeof calls)[0]];
    expect(url).toBe(`${SUPABASE_URL}/rest/v1/contacts`);
    expect(init.method).toBe("POST");
    expect(init.redirect).toBe("manual");
    expect(JSON.parse(init.body as string)).toEqual(toContactRow(validContact));
    expect(new Headers(init.headers).get("prefer") ?? "").not.toContain("representation");
  });

  it("counts 204 (return=minimal) as stored", async () => {
    await expect(answer(() => new Response(null, { status: 204 }))).resolves.toEqual({ stored: true });
  });

  const cases: Array<[string, InsertFailure, () => Response]> = [
    // What a wrong URL answers: supabase-js itself reports the first two as success (204 and 200).
    ["404 with an empty body", "configuration", () => new Response("", { status: 404 })],
    ["404 with []", "configuration", () => new Response("[]", { status: 404 })],
    ["404 HTML", "configuration", () => new Response(HTML, { status: 404, headers: { "Content-Type": "text/html" } })],
    ["200 with an empty body", "configuration", () => new Response("", { status: 200 })],
    [
      "200 HTML (a static host or parked domain)",
      "configuration",
      () => new Response(HTML, { status: 200, headers: { "Content-Type": "text/html" } }),
    ],
    ["200 []", "configuration", () => new Response("[]", { status: 200 })],
    [
      "a redirect elsewhere",
      "configuration",
      () => new Response(null, { status: 302, headers: { Location: "https://elsewhere.example/" } }),
    ],
    [
      "301 to the same path",
      "configuration",
      () => new Response(null, { status: 301, headers: { Location: `${SUPABASE_URL}/rest/v1/contacts/` } }),
    ],
    // Supabase's gateway with a wrong or rotated anon key: {message, hint}, no code.
    [
      "the gateway's 401",
      "configuration",
      () =>
        new Response(
          json({ message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." }),
          { status: 401 },
        ),
    ],
    [
      "401 PGRST301",
      "configuration",
      () => new Response(json({ code: "PGRST301", message: "JWSError", details: null, hint: null }), { status: 401 }),
    ],
    [
      "401 42501 (no insert grant)",
      "configuration",
      () =>
        new Response(
          json({ code: "42501", message: "permission denied for table contacts", details: null, hint: null }),
          { status: 401 },
        ),
    ],
    [
      "404 PGRST205 (no such table)",
      "configuration",
      () =>
        new Response(
          json({
            code: "PGRST205",
            message: "Could not find the table 'public.contacts' in the schema cache",
            details: null,
            hint: null,
          }),
          { status: 404 },
        ),
    ],
    [
      "404 42P01",
      "configuration",
      () =>
        new Response(
          json({ code: "42P01", message: 'relation "public.contacts" does not exist', details: null, hint: null }),
          { status: 404 },
        ),
    ],
    [
      "404 unknown route",
      "configuration",
      () => new Response(json({ message: "no Route matched with those values" }), { status: 404 }),
    ],
    [
      "400 PGRST204 (unknown column)",
      "configuration",
      () =>
        new Response(
          json({
            code: "PGRST204",
            message: "Could not find the 'website' column of 'contacts' in the schema cache",
            details: null,
            hint: null,
          }),
          { status: 400 },
        ),
    ],
    [
      "400 23514",
      "rejected",
      () =>
        new Response(
          json({
            code: "23514",
            message: 'new row violates check constraint "contacts_phone_format"',
            details: null,
            hint: null,
          }),
          { status: 400 },
        ),
    ],
    [
      "400 23502",
      "rejected",
      () =>
        new Response(
          json({
            code: "23502",
            message: 'null value in column "name" violates not-null constraint',
            details: null,
            hint: null,
          }),
          { status: 400 },
        ),
    ],
    [
      "400 22001",
      "rejected",
      () =>
        new Response(
          json({ code: "22001", message: "value too long for type character varying(100)", details: null, hint: null }),
          { status: 400 },
        ),
    ],
    [
      "400 22P02",
      "rejected",
      () =>
        new Response(json({ code: "22P02", message: "invalid input syntax", details: null, hint: null }), {
          status: 400,
        }),
    ],
    [
      "429 PT429",
      "rateLimited",
      () =>
        new Response(
          json({ code: "PT429", message: "Demasiadas solicitudes desde esta conexión.", details: null, hint: null }),
          { status: 429 },
        ),
    ],
    ["429 from a proxy", "rateLimited", () => new Response("Too Many Requests", { status: 429 })],
    [
      "503 PT503 (the site-wide ceiling)",
      "siteFull",
      () =>
        new Response(
          json({
            code: "PT503",
            message: "La web ha recibido hoy todas las solicitudes que admite el formulario: escríbenos o llámanos.",
            details: null,
            hint: null,
          }),
          { status: 503 },
        ),
    ],
    [
      "502 HTML",
      "unavailable",
      () =>
        new Response("<html><body>502 Bad Gateway</body></html>", {
          status: 502,
          headers: { "Content-Type": "text/html" },
        }),
    ],
    [
      "503 JSON without a code",
      "unavailable",
      () => new Response(json({ message: "Service Unavailable" }), { status: 503 }),
    ],
    [
      "503 PGRST002",
      "unavailable",
      () =>
        new Response(
          json({
            code: "PGRST002",
            message: "Could not query the database for the schema cache. Retrying.",
            details: null,
            hint: null,
          }),
          { status: 503 },
        ),
    ],
    ["500 with an empty body", "unavailable", () => new Response("", { status: 500 })],
  ];

  it.each(cases)("reports %s as a failure: %s", async (_name, failure, make) => {
    await expect(answer(make)).resolves.toEqual({ stored: false, failure });
    expect(calls).toHaveLength(1);
  });

  it("reports a failed connection as a network failure", async () => {
    const outcome = answer(() => Promise.reject(new TypeError("fetch failed")));
    await expect(outcome).resolves.toEqual({ stored: false, failure: "network" });
  });
});

describe("submitContact over loopback HTTP", () => {
  it("ends at the deadline when 201 headers arrive and the body stalls, and the next submit goes through", async () => {
    const server = await startStallingServer({ stallFirst: 1 });
    try {
      const client = nodeSupabaseClient(server.url);
      const started = Date.now();
      await expect(submitContact(validContact, client, { timeoutMs: 500 })).resolves.toEqual({
        stored: false,
        failure: "timeout",
      });
      expect(Date.now() - started).toBeLessThan(3000);
      await expect(submitContact(validContact, client, { timeoutMs: 500 })).resolves.toEqual({ stored: true });
      expect(server.requests).toEqual(["POST /rest/v1/contacts", "POST /rest/v1/contacts"]);
    } finally {
      await server.close();
    }
  });

  it("never follows a redirect: the lead is not posted elsewhere and the visitor is told", async () => {
    const elsewhere: string[] = [];
    const target = http.createServer((req, res) => {
      elsewhere.push(`${req.method} ${req.url}`);
      res.writeHead(201).end();
    });
    const redirector = http.createServer((req, res) => {
      const { port } = target.address() as AddressInfo;
      res.writeHead(307, { Location: `http://127.0.0.1:${port}/rest/v1/contacts` }).end();
    });
    await Promise.all(
      [target, redirector].map((server) => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))),
    );
    try {
      const client = nodeSupabaseClient(`http://127.0.0.1:${(redirector.address() as AddressInfo).port}`);
      await expect(submitContact(validContact, client)).resolves.toEqual({ stored: false, failure: "configuration" });
      expect(elsewhere).toEqual([]);
    } finally {
      await Promise.all([target, redirector].map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });

  it("stores a row in the local backend (PGlite with the real migrations), and reports its refusals", async () => {
    const { backend, leads, close } = await startTestBackend();
    try {
      const email = `submit-${Date.now()}@empresa.es`;
      await expect(submitContact({ ...validContact, email }, nodeSupabaseClient(backend.url))).resolves.toEqual({
        stored: true,
      });
      expect((await leads()).filter((lead) => lead.email === email)).toEqual([
        expect.objectContaining(toContactRow({ ...validContact, email })),
      ]);
      // The database refuses what the form would (a phone with letters never passes the schema; here it is sent raw).
      await expect(
        submitContact({ ...validContact, phone: "61234567x" }, nodeSupabaseClient(backend.url)),
      ).resolves.toEqual({
        stored: false,
        failure: "rejected",
      });
      await expect(submitContact(validContact, nodeSupabaseClient(backend.url, "rotated-key"))).resolves.toEqual({
        stored: false,
        failure: "configuration",
      });
    } finally {
      await close();
    }
  });
});
