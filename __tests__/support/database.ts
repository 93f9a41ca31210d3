import crypto from "node:crypto";
import type { ApiRole, LocalDatabase, RequestContext } from "../../tools/local-backend/db";
import { toContactRow } from "../../src/components/contact/submit-contact";
import { validContact } from "./contact-fixture";

/** A complete, valid row as the form sends it, with `changes` applied. */
export const leadRow = (changes: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...toContactRow(validContact),
  ...changes,
});

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
export const sqlState = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (error: Error & { code?: string }) => error.code ?? String(error),
  );

export const countWhere = async (db: LocalDatabase, condition: string, params: unknown[] = []) =>
  (await db.asOwner<{ n: number }>(`select count(*)::int as n from public.contacts where ${condition}`, params))[0]
    ?.n ?? 0;

/** What maxi_admit_message answers. */
export interface Admission {
  admitted: boolean;
  reason: string | null;
  sessionId: string | null;
  chatInput: string | null;
  lead_token: string | null;
  retry_after: number | null;
  busy_key: string | null;
  bound: number | null;
}

/** A session id as the widget makes it (src/components/chat/session.ts): a lower-case v4 UUID. */
export const widgetSessionId = () => crypto.randomUUID();

/** A client key as the chat gateway makes it: 64 lower-case hex digits (an HMAC-SHA-256). */
export const gatewayClientKey = (label: string) => crypto.createHash("sha256").update(`client:${label}`).digest("hex");

/** The network and provider keys of a client in tests that do not care: a network of its own. */
export const ownNetwork = (clientKey: unknown) => ({
  networkKey: gatewayClientKey(`network-of:${String(clientKey)}`),
  providerKey: null as string | null,
});

/** One call of the chat workflow's admission, as maxi_chat (the role n8n logs in as), with every key the gateway sends. */
export const admitMessage = async (
  db: LocalDatabase,
  sessionId: unknown,
  chatInput: unknown,
  clientKey: unknown,
  { networkKey, providerKey }: { networkKey: unknown; providerKey: unknown } = ownNetwork(clientKey),
) =>
  (
    await db.asRole("maxi_chat", (tx) =>
      tx.query<Admission>("select * from public.maxi_admit_message($1, $2, $3, $4, $5)", [
        sessionId,
        chatInput,
        clientKey,
        networkKey,
        providerKey,
      ]),
    )
  ).rows[0] as Admission;
