/** @jest-environment node */
import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { checkBackend, type CheckResult } from "../../tools/check-backend/checks";
import { openDatabase } from "../../tools/local-backend/db";
import { MIGRATIONS_DIR } from "../../tools/local-backend/migrations";
import { ANON_KEY, startTestBackend } from "../support/local-backend";

jest.setTimeout(120_000);

/** `npm run check:backend` against the local stand-in (a correct project) and against broken setups. */
const ROOT = path.resolve(__dirname, "../..");
const failures = (results: CheckResult[]) => results.filter((result) => !result.ok);

/** A migrations folder with only the first `count` migrations: an older deploy. */
function olderSchema(count: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "older-schema-"));
  fs.readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .slice(0, count)
    .forEach((file) => fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file)));
  return dir;
}

/** A server that is not Supabase: a static host, a parked domain. */
async function impostor(status: number, body: string) {
  const server = http.createServer((_req, res) => res.writeHead(status, { "Content-Type": "text/html" }).end(body));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe("check:backend on a correctly migrated project (the local stand-in)", () => {
  let local: Awaited<ReturnType<typeof startTestBackend>>;
  beforeAll(async () => {
    local = await startTestBackend();
  });
  afterAll(() => local.close());

  it("passes every check and leaves one lead labelled as a test", async () => {
    const results = await checkBackend({ url: local.backend.url, anonKey: ANON_KEY });
    expect(failures(results)).toEqual([]);
    expect(results.map((result) => result.name)).toEqual([
      "Project reachable",
      "Database schema",
      "Per-client limit",
      "Per-network limit",
      "Site-wide ceiling",
      "Team e-mail quotas",
      "Retention schedule",
      "One row per request",
      "Anon insert",
      "Anon cannot read leads",
      "Anon cannot change leads",
      "Anon cannot delete leads",
      "Funnel endpoint",
    ]);
    const stored = await local.leads();
    expect(stored).toEqual([expect.objectContaining({ email: "check-backend@example.com", review_status: "test" })]);
  });

  it("runs as `npm run check:backend` with the variables from the environment, exiting 0", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "tools/check-backend.ts"], {
      cwd: ROOT,
      env: {
        ...process.env,
        GATSBY_SUPABASE_URL: local.backend.url,
        GATSBY_SUPABASE_ANON_KEY: ANON_KEY,
        CHECK_BACKEND_ENV_FILE: "/nonexistent",
      },
    });
    expect(stdout).toContain("✔ Anon cannot read leads: refused (HTTP 401, 42501)");
    expect(stdout).toContain("The backend is ready for the site.");
  });

  it("names a wrong or rotated anon key, and exits 1 from the command line", async () => {
    const results = await checkBackend({ url: local.backend.url, anonKey: "an-old-anon-key" });
    expect(failures(results)).toEqual([
      expect.objectContaining({ name: "Project reachable", detail: expect.stringContaining("Invalid API key") }),
    ]);
    const run = promisify(execFile)(process.execPath, ["--import", "tsx", "tools/check-backend.ts"], {
      cwd: ROOT,
      env: {
        ...process.env,
        GATSBY_SUPABASE_URL: local.backend.url,
        GATSBY_SUPABASE_ANON_KEY: "an-old-anon-key",
        CHECK_BACKEND_ENV_FILE: "/nonexistent",
      },
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining("✘ Project reachable: Supabase refused the anon key"),
    });
  });

  it("names a project URL with a path", async () => {
    const results = await checkBackend({ url: `${local.backend.url}/rest/v1`, anonKey: ANON_KEY });
    expect(failures(results)).toEqual([
      expect.objectContaining({ name: "Project URL", detail: expect.stringContaining("no path") }),
    ]);
  });
});

describe("check:backend on broken setups", () => {
  it.each([
    [
      "a project without the table (no migration applied)",
      0,
      /Database schema.*20261123090000_lead_intake_and_outbox\.sql is not applied/,
    ],
    ["a project on the old migration", 1, /Database schema.*20261123090000_lead_intake_and_outbox\.sql is not applied/],
  ])("names %s", async (_case, migrations, problem) => {
    const local = await startTestBackend(undefined, { migrationsDir: olderSchema(migrations) });
    try {
      const results = await checkBackend({ url: local.backend.url, anonKey: ANON_KEY });
      expect(failures(results).map((result) => `${result.name}: ${result.detail}`)).toEqual([
        expect.stringMatching(problem),
      ]);
    } finally {
      await local.close();
    }
  });

  it.each([
    ["200 with an empty body", 200, ""],
    ["404 with an empty body", 404, ""],
    ["404 with []", 404, "[]"],
    ["200 with an HTML page", 200, "<!doctype html><title>Parked</title>"],
  ])("names a server answering %s as not being Supabase", async (_case, status, body) => {
    const server = await impostor(status, body);
    try {
      const results = await checkBackend({ url: server.url, anonKey: ANON_KEY });
      expect(failures(results)).toEqual([
        expect.objectContaining({
          name: "Project reachable",
          detail: expect.stringContaining("did not answer like Supabase's REST API"),
        }),
      ]);
    } finally {
      await server.close();
    }
  });

  it("names a project whose delivery and retention migrations are missing", async () => {
    const local = await startTestBackend(undefined, { migrationsDir: olderSchema(5) });
    try {
      const results = await checkBackend({ url: local.backend.url, anonKey: ANON_KEY });
      expect(failures(results).map((result) => `${result.name}: ${result.detail}`)).toEqual([
        expect.stringMatching(/^Per-network limit: the migration 20261126090100_lead_delivery\.sql is not applied/),
        expect.stringMatching(
          /^Site-wide ceiling: the migration 20261128090000_contacts_site_ceiling\.sql is not applied/,
        ),
        expect.stringMatching(/^Team e-mail quotas: the migration 20261126090100_lead_delivery\.sql is not applied/),
        expect.stringMatching(/^Retention schedule: the migration 20261126090200_retention\.sql is not applied/),
        expect.stringMatching(/^Funnel endpoint: the migration 20261127090000_funnel\.sql is not applied/),
      ]);
    } finally {
      await local.close();
    }
  });

  it("names a project where nothing runs the retention rules", async () => {
    // The migrations were applied where pg_cron was missing, and no other scheduler took over: the rules
    // last ran two days ago.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "no-schedule-"));
    const owner = await openDatabase(dataDir);
    await owner.asOwner(
      "insert into private.retention_runs (last_run_at, last_result) values (now() - interval '2 days', '{}')",
    );
    await owner.close();
    const local = await startTestBackend(dataDir, { retentionIntervalMs: null });
    try {
      const results = await checkBackend({ url: local.backend.url, anonKey: ANON_KEY });
      expect(failures(results)).toEqual([
        expect.objectContaining({
          name: "Retention schedule",
          detail: expect.stringContaining("no pg_cron job and no recent run of public.apply_retention()"),
        }),
      ]);
    } finally {
      await local.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("names a table whose grants let anon read the leads", async () => {
    // The mistake: someone granted SELECT and added a permissive policy in the dashboard.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leaky-"));
    const owner = await openDatabase(dataDir);
    await owner.asOwner("grant select on public.contacts to anon");
    await owner.asOwner(`create policy "read all" on public.contacts for select to anon using (true)`);
    await owner.close();
    const local = await startTestBackend(dataDir);
    try {
      const results = await checkBackend({ url: local.backend.url, anonKey: ANON_KEY });
      expect(failures(results)).toEqual([
        expect.objectContaining({
          name: "Anon cannot read leads",
          detail: expect.stringContaining("GET answered HTTP 200"),
        }),
      ]);
    } finally {
      await local.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
