import type { IncomingMessage } from "node:http";
import type { ApiRole } from "./db";

/**
 * What Supabase's API gateway does before PostgREST sees a request, reproduced for the local stand-in:
 * it answers unknown routes and wrong keys itself (bodies without a PostgREST `code`), maps the key to a
 * role, and tells PostgREST who connected.
 */
export interface ApiKeys {
  /** GATSBY_SUPABASE_ANON_KEY of the local and test builds. */
  anon: string;
  /** Local only: random per run unless LOCAL_BACKEND_SERVICE_KEY sets it (for trying n8n locally). */
  serviceRole: string;
}

/** The gateway's own answers (Kong): `{message, hint}`, no `code`. */
export const GATEWAY_BODIES = {
  noKey: { message: "No API key found in request", hint: "No `apikey` request header or url param was found." },
  invalidKey: { message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." },
  noRoute: { message: "no Route matched with those values" },
} as const;

/** The role a request runs as, from its `apikey` header (or `?apikey=`), as the gateway decides it, or its 401 body. */
export function roleForRequest(
  req: IncomingMessage,
  url: URL,
  keys: ApiKeys,
): ApiRole | { message: string; hint: string } {
  const header = req.headers.apikey;
  const key = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get("apikey");
  if (!key) return GATEWAY_BODIES.noKey;
  if (key === keys.anon) return "anon";
  if (key === keys.serviceRole) return "service_role";
  return GATEWAY_BODIES.invalidKey;
}

/** The connecting socket's address; IPv4-mapped IPv6 written as plain IPv4, as proxies report it. */
export function socketAddress(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? "";
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice("::ffff:".length) : address;
}

/** The request's headers, a repeated one's values joined with ", " (as fetch's Headers joins them). */
export const headerRecord = (req: IncomingMessage): Record<string, string> =>
  Object.fromEntries(
    Object.entries(req.headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(", ") : value]],
    ),
  );

/**
 * `request.headers` as hosted Supabase hands it to Postgres: every request header (lower-case), with the
 * client address written by the proxies, never taken from the client. Cloudflare sets `cf-connecting-ip`
 * (overwriting a client-sent one) and appends the address to any `x-forwarded-for` the client sent;
 * the gateway sets `x-real-ip`. See the migration's request_client_address() for which one counts.
 */
export function forwardedHeaders(req: IncomingMessage): Record<string, string> {
  const headers = headerRecord(req);
  const client = socketAddress(req);
  const clientForwarded = headers["x-forwarded-for"];
  headers["x-forwarded-for"] = clientForwarded ? `${clientForwarded}, ${client}` : client;
  headers["cf-connecting-ip"] = client;
  headers["x-real-ip"] = client;
  return headers;
}
