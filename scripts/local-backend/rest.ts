import type { IncomingMessage } from "node:http";
import { createAdminAccess } from "./admin";
import { openDatabase, type ApiRole, type LocalDatabase } from "./db";
import { readBody, sendJson, type RouteHandler } from "./http";
import { apiError, toPostgrestError } from "./postgrest-errors";
import {
  deleteStatement,
  insertStatement,
  selectStatement,
  updateStatement,
  type SqlStatement,
  type TableInfo,
} from "./postgrest-sql";

export interface RestOptions {
  dataDir: string;
  /** The key the site is built with (GATSBY_SUPABASE_ANON_KEY in .env.development and the test build). */
  anonKey?: string;
}

const DEFAULT_ANON_KEY = process.env.LOCAL_BACKEND_ANON_KEY ?? "local-anon-key";

async function loadTables(db: LocalDatabase): Promise<Map<string, TableInfo>> {
  const rows = await db.asOwner<{ table_name: string; column_name: string }>(
    "select table_name, column_name from information_schema.columns where table_schema = 'public'",
  );
  const tables = new Map<string, TableInfo & { columns: Set<string> }>();
  for (const { table_name, column_name } of rows) {
    const table = tables.get(table_name) ?? { name: table_name, columns: new Set<string>() };
    table.columns.add(column_name);
    tables.set(table_name, table);
  }
  return tables;
}

/** Supabase's gateway refuses requests without the project's key before PostgREST sees them. */
function checkApiKey(req: IncomingMessage, url: URL, anonKey: string): void {
  const key = req.headers.apikey ?? url.searchParams.get("apikey");
  if (!key) {
    throw apiError(401, "PGRST301", "No API key found in request", null, "No `apikey` request header or url param was found.");
  }
  if (key !== anonKey) throw apiError(401, "PGRST301", "Invalid API key", null, "Double check your Supabase `anon` or `service_role` API key.");
}

function checkProfile(req: IncomingMessage): void {
  const profile = req.headers["content-profile"] ?? req.headers["accept-profile"];
  if (profile && profile !== "public") {
    throw apiError(406, "PGRST106", "The schema must be one of the following: public");
  }
}

/** `Prefer: return=representation, count=exact` → "representation". */
function preferredReturn(req: IncomingMessage): "minimal" | "representation" | "headers-only" {
  const prefer = String(req.headers.prefer ?? "");
  const match = /return=(minimal|representation|headers-only)/.exec(prefer);
  return (match?.[1] as "minimal" | "representation" | "headers-only" | undefined) ?? "minimal";
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw apiError(400, "PGRST102", "Empty or invalid json");
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function asRows(body: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isRecord)) throw apiError(400, "PGRST102", "Empty or invalid json");
  return rows;
}

/**
 * Local stand-in for Supabase's REST endpoint (PostgREST) over embedded Postgres: /rest/v1/<table>
 * with POST, GET, PATCH and DELETE, every request in one transaction as the `anon` role, so grants,
 * row level security, constraints and triggers decide exactly as they do in production.
 * Sessions are not emulated: requests always run as anon.
 */
export async function createRestHandler({
  dataDir,
  anonKey = DEFAULT_ANON_KEY,
}: RestOptions): Promise<{ handle: RouteHandler; close(): Promise<void> }> {
  const db = await openDatabase(dataDir);
  const tables = await loadTables(db);
  const admin = createAdminAccess(dataDir, db);
  const role: ApiRole = "anon";

  const run = (statement: SqlStatement) =>
    db.asRole(role, async (tx) => (await tx.query<Record<string, unknown>>(statement.text, statement.params)).rows);

  const handle: RouteHandler = async (req, res, url) => {
    if (await admin.handle(req, res, url)) return true;
    const match = /^\/rest\/v1\/([^/]+)\/?$/.exec(url.pathname);
    if (!match) return false;
    try {
      checkApiKey(req, url, anonKey);
      checkProfile(req);
      const name = decodeURIComponent(match[1] ?? "");
      const table = tables.get(name);
      if (!table) throw apiError(404, "PGRST205", `Could not find the table 'public.${name}' in the schema cache`);
      const query = url.searchParams;
      query.delete("apikey");

      switch (req.method) {
        case "POST": {
          const returns = preferredReturn(req);
          const rows = asRows(await readJson(req));
          const representation = returns === "representation" ? { select: query.get("select") } : null;
          const inserted = await run(insertStatement(table, rows, representation));
          if (representation) sendJson(res, 201, inserted);
          else res.writeHead(201, { "Content-Range": "*/*" }).end();
          return true;
        }
        case "GET": {
          sendJson(res, 200, await run(selectStatement(table, query)));
          return true;
        }
        case "PATCH": {
          const body = await readJson(req);
          if (!isRecord(body)) throw apiError(400, "PGRST102", "Empty or invalid json");
          await run(updateStatement(table, body, query));
          res.writeHead(204).end();
          return true;
        }
        case "DELETE": {
          await run(deleteStatement(table, query));
          res.writeHead(204).end();
          return true;
        }
        default:
          throw apiError(405, "PGRST117", `Unsupported HTTP method: ${req.method}`);
      }
    } catch (error) {
      const failure = toPostgrestError(error, role);
      sendJson(res, failure.status, failure.body);
      return true;
    }
  };

  return {
    handle,
    close: async () => {
      admin.close();
      await db.close();
    },
  };
}
