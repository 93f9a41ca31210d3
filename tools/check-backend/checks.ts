/**
 * What `npm run check:backend` verifies on a configured Supabase project, with the public anon key only,
 * exactly as the site will use it. Each check says what it found and, when it fails, what to do.
 */
export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

export interface BackendConfig {
  url: string;
  anonKey: string;
}

/** The row this command stores: recognisable at a glance, and labelled «Prueba» by the database. */
export function testLead(now = new Date()) {
  return {
    name: "Prueba",
    last_name: "check:backend",
    email: "check-backend@example.com",
    phone: "600000000",
    company: null,
    company_sector: "Prueba técnica",
    interested_service: "Aún no lo tengo claro",
    message: `[check:backend] Fila de prueba enviada por npm run check:backend el ${now.toISOString()}. No es un cliente: se puede borrar.`,
  };
}

type Answer = { status: number; text: string; json: unknown };

const MIGRATION = "20261123090000_lead_intake_and_outbox.sql";
const DELIVERY_MIGRATION = "20261126090100_lead_delivery.sql";
const RETENTION_MIGRATION = "20261126090200_retention.sql";
const FUNNEL_MIGRATION = "20261127090000_funnel.sql";
const CEILING_MIGRATION = "20261128090000_contacts_site_ceiling.sql";

type Limit = { window_seconds: number; max_requests: number };
const describeLimits = (limits: Limit[]) =>
  limits.map((limit) => `${limit.max_requests} requests per ${limit.window_seconds / 60} min`).join(", ");
const PUSH = "run `npx supabase db push` from this repository (see docs/leads.md and docs/deployment.md → 1)";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const field = (answer: Answer, name: string) => (isRecord(answer.json) ? answer.json[name] : undefined);
const describe = (answer: Answer) =>
  `HTTP ${answer.status} ${answer.text === "" ? "with an empty body" : answer.text.slice(0, 200)}`;

/** Why an answer is not the Supabase API we expect, when the reason is not specific to one check. */
function generalProblem(answer: Answer, config: BackendConfig): string | null {
  if (answer.status === 401 && field(answer, "message") === "Invalid API key")
    return "Supabase refused the anon key (Invalid API key): copy the anon public key again from Settings → API into GATSBY_SUPABASE_ANON_KEY";
  if (answer.status === 404 && field(answer, "message") === "no Route matched with those values")
    return `${config.url} is a Supabase gateway but not the project URL the site needs: use https://<ref>.supabase.co with no path`;
  if (!isRecord(answer.json))
    return `${config.url} did not answer like Supabase's REST API (${describe(answer)}): a mistyped URL, a static host or a parked domain?`;
  return null;
}

/** Why the form's insert with the anon key was not stored, or null when it was. */
function whyInsertFailed(insert: Answer): string | null {
  const code = field(insert, "code");
  if (insert.status === 201 || insert.status === 204) return null;
  if (code === "PGRST205" || code === "42P01") return `the table public.contacts does not exist: ${PUSH}`;
  const message = String(field(insert, "message"));
  if (code === "PGRST204") return `the table lacks a column the site sends (${message}): ${PUSH}`;
  if (code === "42501")
    return `anon may not insert into contacts (${message}): the grants or the insert policy are missing: ${PUSH}`;
  if (insert.status === 429)
    return "refused by the per-client limit: this machine sent too many requests recently; try again in 10 minutes";
  return `expected 201, got ${describe(insert)}`;
}

export async function checkBackend(config: BackendConfig): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const record = (name: string, ok: boolean, detail: string) => results.push({ name, ok, detail });
  /** A failure the later checks depend on: they are not run. */
  const stop = (name: string, detail: string) => {
    record(name, false, detail);
    return results;
  };

  if (!URL.canParse(config.url))
    return stop(
      "Project URL",
      `GATSBY_SUPABASE_URL=${JSON.stringify(config.url)} is not a URL: use https://<ref>.supabase.co`,
    );
  const url = new URL(config.url);
  const local = ["127.0.0.1", "localhost"].includes(url.hostname);
  if ((url.protocol !== "https:" && !local) || url.pathname !== "/" || url.search || url.hash)
    return stop(
      "Project URL",
      `${config.url} must be https://<ref>.supabase.co exactly: https, no path, query or fragment`,
    );
  if (!config.anonKey)
    return stop("Anon key", "GATSBY_SUPABASE_ANON_KEY is empty: copy the anon public key from Settings → API");
  const base = url.origin;

  const call = async (path: string, init: RequestInit = {}): Promise<Answer> => {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: {
        apikey: config.anonKey,
        Authorization: `Bearer ${config.anonKey}`,
        "Content-Type": "application/json",
        Prefer: "return=minimal",
        ...init.headers,
      },
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.clone().text();
    return { status: response.status, text, json: (await response.json().catch(() => undefined)) as unknown };
  };

  // 1. The project answers, the key is accepted and the newest migration is applied.
  let rules: Answer;
  try {
    rules = await call("/rest/v1/rpc/contacts_intake_rules", { method: "POST", body: "{}" });
  } catch (error) {
    return stop("Project reachable", `${base} could not be reached: ${(error as Error).message}`);
  }
  const problem = generalProblem(rules, config);
  if (problem) return stop("Project reachable", problem);
  record("Project reachable", true, `${base} answers as Supabase's REST API and accepts the anon key`);
  if (rules.status === 404 && field(rules, "code") === "PGRST202")
    return stop(
      "Database schema",
      `the migration ${MIGRATION} is not applied (no contacts_intake_rules function): ${PUSH}`,
    );
  if (rules.status !== 200 || !isRecord(rules.json))
    return stop("Database schema", `contacts_intake_rules answered ${describe(rules)}: ${PUSH}`);
  const {
    one_row_per_request: oneRow,
    per_client_limits: limits,
    per_network_limits: networkLimits,
    site_limit: siteLimit,
    delivery,
    retention,
    client_address_seen: seen,
  } = rules.json as {
    one_row_per_request?: boolean;
    per_client_limits?: Limit[];
    per_network_limits?: Limit[];
    site_limit?: Limit;
    delivery?: {
      max_alerts_per_network_per_day: number;
      max_alerts_per_email_per_day: number;
      max_alerts_per_hour: number;
      digest_time: string;
    };
    retention?: { scheduled: boolean; last_run_at: string | null };
    client_address_seen?: boolean;
  };
  record("Database schema", oneRow === true && Array.isArray(limits), `${MIGRATION} is applied`);
  record(
    "Per-client limit",
    Array.isArray(limits) && limits.length > 0 && seen === true,
    seen
      ? `active: ${describeLimits(limits ?? [])} per client address`
      : "the gateway passed no client address to Postgres (request.headers has no cf-connecting-ip, x-real-ip or x-forwarded-for): every visitor would share one limit",
  );
  record(
    "Per-network limit",
    Array.isArray(networkLimits) && networkLimits.length > 0,
    Array.isArray(networkLimits)
      ? `active: ${describeLimits(networkLimits)} per network (an IPv6 /48)`
      : `the migration ${DELIVERY_MIGRATION} is not applied (no per-network limit): ${PUSH}`,
  );
  record(
    "Site-wide ceiling",
    siteLimit !== undefined,
    siteLimit
      ? `active: ${describeLimits([siteLimit])} for the whole site (private.contacts_settings)`
      : `the migration ${CEILING_MIGRATION} is not applied (no ceiling on the requests stored per day): ${PUSH}`,
  );
  record(
    "Team e-mail quotas",
    delivery !== undefined,
    delivery
      ? `at most ${delivery.max_alerts_per_network_per_day} individual e-mails per network and ${delivery.max_alerts_per_email_per_day} per address a day, ${delivery.max_alerts_per_hour} an hour; the rest in the daily digest at ${delivery.digest_time}`
      : `the migration ${DELIVERY_MIGRATION} is not applied (every lead would be e-mailed alone): ${PUSH}`,
  );
  const lastRun = retention?.last_run_at ? new Date(retention.last_run_at) : null;
  const ranRecently = lastRun !== null && Date.now() - lastRun.getTime() < 25 * 60 * 60 * 1000;
  record(
    "Retention schedule",
    retention !== undefined && (retention.scheduled || ranRecently),
    retention === undefined
      ? `the migration ${RETENTION_MIGRATION} is not applied (nothing deletes old leads, hashes or conversations): ${PUSH}`
      : retention.scheduled
        ? `the pg_cron job apply-retention runs public.apply_retention() every 15 minutes as retention_job${lastRun ? ` (last run ${lastRun.toISOString()})` : ""}`
        : ranRecently
          ? `no pg_cron job, but public.apply_retention() ran at ${lastRun?.toISOString()} (another scheduler, e.g. the local backend)`
          : "no pg_cron job and no recent run of public.apply_retention(): enable pg_cron (Integrations → Cron) and schedule it with the SQL in docs/deployment.md → 1, step 4",
  );

  // 2. One request stores one row: an array of two test rows must be refused whole.
  const pair = await call("/rest/v1/contacts", { method: "POST", body: JSON.stringify([testLead(), testLead()]) });
  const refusedWhole = pair.status === 400 && field(pair, "code") === "21000";
  record(
    "One row per request",
    refusedWhole,
    refusedWhole
      ? "an array of two rows is refused whole (400, 21000)"
      : `an array of two rows answered ${describe(pair)}; expected 400 with code 21000: ${PUSH}`,
  );

  // 3. The table takes the form's insert, with the anon key, without reading it back.
  const insert = await call("/rest/v1/contacts", { method: "POST", body: JSON.stringify(testLead()) });
  const insertProblem = whyInsertFailed(insert);
  record(
    "Anon insert",
    insertProblem === null,
    insertProblem ??
      "a test lead was stored (labelled «Prueba»: the team's notification e-mail says so; delete it from the table when convenient)",
  );

  // 4. Nobody can read, change or delete leads with the public key.
  const attempts: [string, string, RequestInit][] = [
    ["Anon cannot read leads", "/rest/v1/contacts?select=id&limit=1", { method: "GET" }],
    [
      "Anon cannot change leads",
      "/rest/v1/contacts?id=eq.00000000-0000-0000-0000-000000000000",
      { method: "PATCH", body: JSON.stringify({ name: "x" }) },
    ],
    ["Anon cannot delete leads", "/rest/v1/contacts?id=eq.00000000-0000-0000-0000-000000000000", { method: "DELETE" }],
  ];
  for (const [name, path, init] of attempts) {
    const answer = await call(path, init);
    const refused = (answer.status === 401 || answer.status === 403) && field(answer, "code") === "42501";
    record(
      name,
      refused,
      refused
        ? `refused (HTTP ${answer.status}, 42501)`
        : `${init.method} answered ${describe(answer)}; expected 401 with code 42501. The table's grants are not the migration's: ${PUSH}, and check Table editor → contacts → RLS`,
    );
  }

  // 5. The funnel's beacon, exactly as a browser sends it (no headers of ours: the key in the query, a
  // text/plain body), from a user agent that says it is a robot, so nothing is counted.
  const beacon = await fetch(`${base}/rest/v1/rpc/funnel_hit?apikey=${encodeURIComponent(config.anonKey)}`, {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": "npm-run-check-backend (bot)" },
    body: JSON.stringify({ p: "/", e: "view", d: "desktop" }),
    signal: AbortSignal.timeout(15_000),
  }).then(async (response) => ({ status: response.status, text: await response.text() }));
  const accepted = beacon.status === 204 || beacon.status === 200;
  record(
    "Funnel endpoint",
    accepted,
    accepted
      ? "a beacon with the key in its address and a text/plain body is accepted (sent as a robot: not counted)"
      : beacon.status === 404
        ? `the migration ${FUNNEL_MIGRATION} is not applied (no funnel_hit(text) for a text/plain body): ${PUSH}`
        : `a beacon got HTTP ${beacon.status} ${beacon.text.slice(0, 200)}; expected 204. The gateway must accept ?apikey= and PostgREST a text/plain body (version 11 or later)`,
  );
  return results;
}
