import type { ApiRole, LocalDatabase, RequestContext } from "../../scripts/local-backend/db";
import { toContactRow } from "../../src/components/contact/submit-contact";
import { validContact } from "./contact-fixture";

/** A complete, valid row as the form sends it, with `changes` applied. */
export const leadRow = (changes: Record<string, unknown> = {}): Record<string, unknown> => ({ ...toContactRow(validContact), ...changes });

/** The request settings PostgREST sets for a client at `address` behind Supabase's gateway (Cloudflare). */
export const fromClient = (address: string, extraHeaders: Record<string, string> = {}): RequestContext => ({
  headers: { "cf-connecting-ip": address, "x-forwarded-for": address, "x-real-ip": address, ...extraHeaders },
  method: "POST",
  path: "/contacts",
});

/** INSERT of one or more rows as PostgREST runs it, as `role`, from `request`'s client. */
export function insertAs(
  db: LocalDatabase,
  rows: Record<string, unknown> | Record<string, unknown>[],
  { role = "anon", request, returning = "" }: { role?: ApiRole; request?: RequestContext; returning?: string } = {},
) {
  const list = Array.isArray(rows) ? rows : [rows];
  const columns = Object.keys(list[0] ?? {});
  return db.asRole(
    role,
    (tx) =>
      tx.query(
        `insert into public.contacts (${columns.join(", ")})
         select ${columns.join(", ")} from json_populate_recordset(null::public.contacts, $1::json) ${returning}`,
        [JSON.stringify(list)],
      ),
    request,
  );
}

/** "ok", or the SQLSTATE the statement failed with. */
export const sqlState = (promise: Promise<unknown>) => promise.then(() => "ok", (error: { code?: string }) => error.code ?? String(error));

export const countWhere = async (db: LocalDatabase, condition: string, params: unknown[] = []) =>
  (await db.asOwner<{ n: number }>(`select count(*)::int as n from public.contacts where ${condition}`, params))[0]?.n ?? 0;
