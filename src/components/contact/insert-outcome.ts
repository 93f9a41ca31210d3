/** Why a request was not stored, one class per message the visitor can act on. */
export const INSERT_FAILURES = [
  "network",
  "timeout",
  "unavailable",
  "rateLimited",
  "siteFull",
  "configuration",
  "rejected",
] as const;
export type InsertFailure = (typeof INSERT_FAILURES)[number];

export type InsertOutcome = { stored: true } | { stored: false; failure: InsertFailure };

/** What came back for the POST, read from the response itself (postgrest-js rewrites some statuses). */
export type Exchange = { answered: false; timedOut: boolean } | { answered: true; status: number; redirected: boolean };

/** The part of PostgREST's error body that matters here (absent for a gateway's or a stranger's answer). */
export interface InsertError {
  message: string;
  code?: string;
  details?: string | null;
  hint?: string | null;
}

const failed = (failure: InsertFailure): InsertOutcome => ({ stored: false, failure });

/**
 * A row is stored only when PostgREST's insert answered 201 (or 204, return=minimal being its default)
 * from the contacts endpoint itself. Anything else is a failure, classified by what the visitor can do:
 * retry (network, timeout, unavailable), wait (rateLimited), call or write because the site stores no
 * more requests today (siteFull), fix a value (rejected), or reach the agency another way because the
 * site is misconfigured (configuration).
 */
export function classifyInsert(exchange: Exchange, error: InsertError | null): InsertOutcome {
  if (!exchange.answered) return failed(exchange.timedOut ? "timeout" : "network");
  const { status, redirected } = exchange;
  if (!redirected && (status === 201 || status === 204) && !error) return { stored: true };
  const code = error?.code ?? "";
  if (status === 429 || code === "PT429") return failed("rateLimited");
  // The database's site-wide ceiling (PT503), told apart from a host that is down (503 without it).
  if (code === "PT503") return failed("siteFull");
  if (status >= 500) return failed("unavailable");
  // SQLSTATE classes 22 (data exception) and 23 (constraint violation): the database refused a value.
  if (status >= 400 && status < 500 && /^2[23][0-9A-Z]{3}$/.test(code)) return failed("rejected");
  // A wrong or rotated key (the gateway's 401 without a code, PGRST301, 42501), an unknown route or
  // table (404, PGRST205, 42P01), an unknown column (PGRST204), a redirect or a host that is not
  // PostgREST at all (200 empty, 200 HTML, 404 empty).
  return failed("configuration");
}
