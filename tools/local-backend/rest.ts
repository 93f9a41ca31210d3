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
  const rows = await db.asOwner<{ name: string; columns: string[] }>(
    `select table_name::text as name, array_agg(column_name::text) as columns
       from information_schema.columns where table_schema = 'public' group by table_name`,
  );
  return new Map(rows.map(({ name, columns }) => [name, { name, columns: new Set(columns) }]));
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

/** `Content-Type: text/plain; charset=UTF-8` (what a beacon with a string body sends) → "text/plain". */
const mediaType = (req: IncomingMessage) =>
  String(req.headers["content-type"] ?? "application/json")
    .split(";")[0]!
    .trim()
    .toLowerCase();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The JSON body's object, or for an insert (`many`) also an array of them: PostgREST inserts an array as
 * several rows; whether that is allowed is the database's decision.
 */
async function readObjects(req: IncomingMessage, many = false): Promise<Record<string, unknown>[]> {
  const text = await readBody(req);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const rows = many && Array.isArray(body) ? body : [body];
  if (!rows.every(isRecord)) throw apiError(400, "PGRST102", "Empty or invalid json");
  return rows;
}

/**
 * Local stand-in for Supabase's REST endpoint: the gateway's key check, then PostgREST over embedded
 * Postgres — /rest/v1/<table> (POST, GET, PATCH, DELETE) and /rest/v1/rpc/<function> (POST, GET) — every
 * request in one transaction as the key's role, with the request's headers in `request.headers`, so
 * grants, row level security, constraints and triggers decide exactly as they do in production.
 */
export async function createRestHandler({ db, keys }: { db: LocalDatabase; keys: ApiKeys }): Promise<RouteHandler> {
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

    /** The status, and the JSON body or none with these headers. */
    const respond = async (): Promise<[number, unknown?, Record<string, string>?]> => {
      checkProfile(req);
      const rpc = /^rpc\/([^/]+)$/.exec(path);
      if (rpc) {
        const fn = functions.get(decodeURIComponent(rpc[1] ?? ""));
        if (!fn) throw apiError(404, "PGRST202", `Could not find the function public.${rpc[1]} in the schema cache`);
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
          return [204];
        }
        if (req.method !== "POST" && req.method !== "GET") {
          throw apiError(405, "PGRST101", "Only GET or POST is allowed for functions");
        }
        const args = req.method === "POST" ? (await readObjects(req))[0]! : Object.fromEntries(query);
        const rows = await run(rpcStatement(fn, args));
        return fn.returnsVoid ? [204] : [200, fn.returnsRows ? rows : (rows[0]?.result ?? null)];
      }

      const name = decodeURIComponent(path);
      if (name === "" || name.includes("/")) throw apiError(404, "PGRST125", "Invalid path specified in request URL");
      const table = tables.get(name);
      if (!table) throw apiError(404, "PGRST205", `Could not find the table 'public.${name}' in the schema cache`);
      switch (req.method) {
        case "POST": {
          // `Prefer: return=representation, count=exact`: the rows back; otherwise none.
          const representation = /return=representation/.test(String(req.headers.prefer ?? ""));
          const rows = await readObjects(req, true);
          const inserted = await run(
            insertStatement(table, rows, representation ? { select: query.get("select") } : null),
          );
          return representation ? [201, inserted] : [201, undefined, { "Content-Range": "*/*" }];
        }
        case "GET":
          return [200, await run(selectStatement(table, query))];
        case "PATCH":
          await run(updateStatement(table, (await readObjects(req))[0]!, query));
          return [204];
        case "DELETE":
          await run(deleteStatement(table, query));
          return [204];
        default:
          throw apiError(405, "PGRST117", `Unsupported HTTP method: ${req.method}`);
      }
    };

    try {
      const [status, body, headers] = await respond();
      if (body === undefined) res.writeHead(status, headers).end();
      else sendJson(res, status, body);
    } catch (error) {
      const failure = toPostgrestError(error, role);
      sendJson(res, failure.status, failure.body);
    }
    return true;
  };
}
