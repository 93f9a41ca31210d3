import { apiError } from "./postgrest-errors";

/**
 * The SQL for the subset of PostgREST the site and its tests use. Identifiers come only from the table's
 * real column list (checked here) and are quoted; every value travels as a bind parameter. Rows are
 * converted with json_populate_recordset, as PostgREST does, so type coercion matches production.
 */
export interface TableInfo {
  name: string;
  columns: ReadonlySet<string>;
}

export interface SqlStatement {
  text: string;
  params: unknown[];
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
const qualified = (table: TableInfo) => `public.${quote(table.name)}`;

function checkColumn(table: TableInfo, column: string, code: "PGRST204" | "42703"): string {
  if (table.columns.has(column)) return quote(column);
  if (code === "PGRST204") {
    throw apiError(400, "PGRST204", `Could not find the '${column}' column of '${table.name}' in the schema cache`);
  }
  throw apiError(400, "42703", `column ${table.name}.${column} does not exist`);
}

/** The payload's keys (all objects must share them, as PostgREST requires). */
export function payloadColumns(table: TableInfo, rows: Record<string, unknown>[]): string[] {
  const first = rows[0];
  if (!first) return [];
  const keys = Object.keys(first).sort();
  for (const row of rows) {
    const other = Object.keys(row).sort();
    if (other.length !== keys.length || other.some((key, index) => key !== keys[index])) {
      throw apiError(400, "PGRST102", "All object keys must match");
    }
  }
  keys.forEach((key) => checkColumn(table, key, "PGRST204"));
  return keys;
}

export function selectList(table: TableInfo, select: string | null): string {
  if (!select || select.trim() === "*") return "*";
  return select
    .split(",")
    .map((column) => checkColumn(table, column.trim(), "42703"))
    .join(", ");
}

export function insertStatement(
  table: TableInfo,
  rows: Record<string, unknown>[],
  returning: { select: string | null } | null,
): SqlStatement {
  const columns = payloadColumns(table, rows).map(quote).join(", ");
  // An object with no keys inserts a row of defaults (`select from …`), which the NOT NULL columns then refuse.
  const target = columns ? ` (${columns})` : "";
  const source = `select ${columns} from json_populate_recordset(null::${qualified(table)}, $1::json)`;
  const returned = returning ? ` returning ${selectList(table, returning.select)}` : "";
  return { text: `insert into ${qualified(table)}${target} ${source}${returned}`, params: [JSON.stringify(rows)] };
}

const OPERATORS: Record<string, string> = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
};
const RESERVED = new Set(["select", "order", "limit", "offset", "columns", "on_conflict"]);

/** `?col=eq.value&other=is.null` → a WHERE clause with parameters numbered from `firstParam`. */
export function whereClause(table: TableInfo, query: URLSearchParams, firstParam: number): SqlStatement {
  const conditions: string[] = [];
  const params: unknown[] = [];
  for (const [key, raw] of query) {
    if (RESERVED.has(key)) continue;
    const column = checkColumn(table, key, "42703");
    const dot = raw.indexOf(".");
    const operator = dot > 0 ? raw.slice(0, dot) : "";
    const value = raw.slice(dot + 1);
    if (operator === "is") {
      const literal = { null: "null", true: "true", false: "false" }[value];
      if (!literal) throw apiError(400, "PGRST100", `"failed to parse filter (is.${value})" (line 1, column 4)`);
      conditions.push(`${column} is ${literal}`);
    } else if (OPERATORS[operator]) {
      params.push(operator.endsWith("like") ? value.replace(/\*/g, "%") : value);
      conditions.push(`${column}::text ${OPERATORS[operator]} $${firstParam + params.length - 1}`);
    } else {
      throw apiError(400, "PGRST100", `"failed to parse filter (${raw})" (line 1, column ${raw.length})`);
    }
  }
  return { text: conditions.length ? ` where ${conditions.join(" and ")}` : "", params };
}

function pagination(query: URLSearchParams): string {
  const parts: string[] = [];
  for (const key of ["limit", "offset"] as const) {
    const value = query.get(key);
    if (value === null) continue;
    if (!/^\d+$/.test(value)) throw apiError(400, "PGRST100", `"failed to parse ${key} (${value})"`);
    parts.push(`${key} ${Number(value)}`);
  }
  return parts.length ? ` ${parts.join(" ")}` : "";
}

/** `?order=created_at.desc,id` → ` order by "created_at" desc, "id"`. */
function ordering(table: TableInfo, query: URLSearchParams): string {
  const order = query.get("order");
  if (!order) return "";
  const terms = order.split(",").map((term) => {
    const [column = "", ...modifiers] = term.trim().split(".");
    const sql = [checkColumn(table, column, "42703")];
    for (const modifier of modifiers) {
      const keyword = { asc: "asc", desc: "desc", nullsfirst: "nulls first", nullslast: "nulls last" }[modifier];
      if (!keyword) throw apiError(400, "PGRST100", `"failed to parse order (${order})"`);
      sql.push(keyword);
    }
    return sql.join(" ");
  });
  return ` order by ${terms.join(", ")}`;
}

export function selectStatement(table: TableInfo, query: URLSearchParams): SqlStatement {
  const where = whereClause(table, query, 1);
  return {
    text: `select ${selectList(table, query.get("select"))} from ${qualified(table)}${where.text}${ordering(table, query)}${pagination(query)}`,
    params: where.params,
  };
}

/** A function in `public` that PostgREST exposes at /rest/v1/rpc/<name>. */
export interface FunctionInfo {
  name: string;
  /** Its input arguments in order, with their SQL types (from the catalogue, never from a request); `unnamed`: declared without a name. */
  args: { name: string; type: string; unnamed?: boolean }[];
  /** How many of the last arguments have defaults and may be left out. */
  defaults: number;
  /** Set-returning: PostgREST answers an array of rows; otherwise the single value itself. */
  returnsRows: boolean;
  /** Returns void: PostgREST answers 204 with no body. */
  returnsVoid?: boolean;
}

/** A call of a function with a single unnamed text parameter, the body passed as it came (a text/plain request). */
export function rawTextRpcStatement(fn: FunctionInfo, body: string): SqlStatement {
  return { text: `select public.${quote(fn.name)}($1::text) as result`, params: [body] };
}

/** A call with named arguments, as PostgREST makes it; unknown or missing arguments → PGRST202 (404). */
export function rpcStatement(fn: FunctionInfo, body: Record<string, unknown>): SqlStatement {
  const given = Object.keys(body).sort();
  const types = new Map(fn.args.map((arg) => [arg.name, arg.type]));
  const required = fn.args.slice(0, fn.args.length - fn.defaults).map((arg) => arg.name);
  if (given.some((name) => !types.has(name)) || required.some((name) => !given.includes(name))) {
    throw apiError(
      404,
      "PGRST202",
      `Could not find the function public.${fn.name}(${given.join(", ")}) in the schema cache`,
      null,
      "Check the function's name and arguments.",
    );
  }
  const params = given.map((name) => {
    const value = body[name];
    if (value === null || value === undefined) return null;
    return typeof value === "string" ? value : JSON.stringify(value);
  });
  const named = given.map((name, index) => `${quote(name)} => $${index + 1}::${types.get(name)}`);
  const call = `public.${quote(fn.name)}(${named.join(", ")})`;
  return { text: fn.returnsRows ? `select * from ${call}` : `select ${call} as result`, params };
}

export function updateStatement(
  table: TableInfo,
  patch: Record<string, unknown>,
  query: URLSearchParams,
): SqlStatement {
  const columns = payloadColumns(table, [patch]).map(quote);
  if (columns.length === 0) throw apiError(400, "PGRST102", "Empty or invalid json");
  const where = whereClause(table, query, 2);
  const text =
    `update ${qualified(table)} set (${columns.join(", ")}) = ` +
    `(select ${columns.join(", ")} from json_populate_record(null::${qualified(table)}, $1::json))${where.text}`;
  return { text, params: [JSON.stringify(patch), ...where.params] };
}

export function deleteStatement(table: TableInfo, query: URLSearchParams): SqlStatement {
  const where = whereClause(table, query, 1);
  return { text: `delete from ${qualified(table)}${where.text}`, params: where.params };
}
