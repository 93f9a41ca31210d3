import type { IncomingMessage } from "node:http";
import type { LocalDatabase, RequestContext } from "./db";
import { forwardedHeaders, roleForRequest, type ApiKeys } from "./gateway";
import { readBody, sendJson, type RouteHandler } from "./http";
import { apiError, toPostgrestError } from "./postgrest-errors";
import {
  deleteStatement,
  insertStatement,
  rawTextRpcStatement,
  rpcStatement,
  selectStatement,
  updateStatement,
  type FunctionInfo,
  type SqlStatement,
  type TableInfo,
} from "./postgrest-sql";

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

async function loadFunctions(db: LocalDatabase): Promise<Map<string, FunctionInfo>> {
  const rows = await db.asOwner<{
    name: string;
    returns_set: boolean;
    returns_void: boolean;
    defaults: number;
    arg_names: string[] | null;
    arg_modes: string[] | null;
    in_types: string[];
  }>(
    `select p.proname as name, p.proretset as returns_set, p.prorettype = 'void'::regtype as returns_void, p.pronargdefaults as defaults,
            p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
            array(select format_type(t.oid, null) from unnest(p.proargtypes::oid[]) with ordinality as t(oid, n) order by t.n) as in_types
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype`,
  );
  const functions = new Map<string, FunctionInfo>();
  for (const row of rows) {
    const names = row.arg_names ?? [];
    // With argument modes, the names list OUT/TABLE columns too; keep the inputs (i, b, v).
    const inputNames = row.arg_modes
      ? names.filter((_, index) => ["i", "b", "v"].includes(row.arg_modes?.[index] ?? ""))
      : names;
    functions.set(row.name, {
      name: row.name,
      args: row.in_types.map((type, index) => ({
        name: inputNames[index] || `arg${index + 1}`,
        type,
        unnamed: !inputNames[index],
      })),
      defaults: row.defaults,
      returnsRows: row.returns_set,
      returnsVoid: row.returns_void,
    });
  }
  return functions;
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

/** `Content-Type: text/plain; charset=UTF-8` (what a beacon with a string body sends) → "text/plain". */
const mediaType = (req: IncomingMessage) =>
  String(req.headers["content-type"] ?? "application/json")
    .split(";")[0]!
    .trim()
    .toLowerCase();

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

/** PostgREST inserts an array as several rows; whether that is allowed is the database's decision. */
function asRows(body: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isRecord)) throw apiError(400, "PGRST102", "Empty or invalid json");
  return rows;
}

export interface RestOptions {
  db: LocalDatabase;
  keys: ApiKeys;
}

/**
 * Local stand-in for Supabase's REST endpoint: the gateway's key check, then PostgREST over embedded
 * Postgres — /rest/v1/<table> (POST, GET, PATCH, DELETE) and /rest/v1/rpc/<function> (POST, GET) — every
 * request in one transaction as the key's role, with the request's headers in `request.headers`, so
 * grants, row level security, constraints and triggers decide exactly as they do in production.
 */
export async function createRestHandler({ db, keys }: RestOptions): Promise<RouteHandler> {
  const tables = await loadTables(db);
  const functions = await loadFunctions(db);

  return async (req, res, url) => {
    const match = /^\/rest\/v1\/(.*)$/.exec(url.pathname);
    if (!match) return false;
    const role = roleForRequest(req, url, keys);
    if (typeof role !== "string") {
      sendJson(res, 401, role);
      return true;
    }
    const path = (match[1] ?? "").replace(/\/$/, "");
    const context: RequestContext = { headers: forwardedHeaders(req), method: req.method ?? "GET", path: `/${path}` };
    const run = (statement: SqlStatement) =>
      db.asRole(
        role,
        async (tx) => (await tx.query<Record<string, unknown>>(statement.text, statement.params)).rows,
        context,
      );
    const query = url.searchParams;
    query.delete("apikey");

    try {
      checkProfile(req);
      const rpc = /^rpc\/([^/]+)$/.exec(path);
      if (rpc) {
        const fn = functions.get(decodeURIComponent(rpc[1] ?? ""));
        if (!fn) throw apiError(404, "PGRST202", `Could not find the function public.${rpc[1]} in the schema cache`);
        let args: Record<string, unknown>;
        if (req.method === "POST" && mediaType(req) === "text/plain") {
          // PostgREST hands a text/plain body to a function with a single unnamed text parameter.
          const only = fn.args.length === 1 && fn.args[0]!.unnamed && fn.args[0]!.type === "text";
          if (!only) {
            throw apiError(
              404,
              "PGRST202",
              `Could not find the function public.${fn.name} in the schema cache`,
              `Searched for the function public.${fn.name} with a single unnamed text parameter, but no matches were found in the schema cache.`,
            );
          }
          await run(rawTextRpcStatement(fn, await readBody(req)));
          res.writeHead(204).end();
          return true;
        }
        if (req.method === "POST") {
          const body = await readJson(req);
          if (!isRecord(body)) throw apiError(400, "PGRST102", "Empty or invalid json");
          args = body;
        } else if (req.method === "GET") {
          args = Object.fromEntries(query);
        } else {
          throw apiError(405, "PGRST101", "Only GET or POST is allowed for functions");
        }
        const rows = await run(rpcStatement(fn, args));
        if (fn.returnsVoid) res.writeHead(204).end();
        else sendJson(res, 200, fn.returnsRows ? rows : (rows[0]?.result ?? null));
        return true;
      }

      const name = decodeURIComponent(path);
      if (name === "" || name.includes("/")) throw apiError(404, "PGRST125", "Invalid path specified in request URL");
      const table = tables.get(name);
      if (!table) throw apiError(404, "PGRST205", `Could not find the table 'public.${name}' in the schema cache`);

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
}
