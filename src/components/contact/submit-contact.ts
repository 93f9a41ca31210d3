import { createFetchWithTimeout, isTimeout } from "../../lib/fetch-with-timeout";
import { fieldRule, HONEYPOT, mapContact, type ContactRow, type ContactValues } from "../../contracts/contact-fields";
import { classifyInsert, type Exchange, type InsertError, type InsertOutcome } from "./insert-outcome";
import { trimContact, trimInvisible } from "../../contracts/visible-text";

/** The one call the form makes; a SupabaseClient satisfies it, tests pass a stub. */
export interface ContactsClient {
  from(
    table: "contacts",
    options: { fetch: typeof fetch },
  ): {
    insert(row: ContactRow): PromiseLike<{ error: InsertError | null }>;
  };
}

export function toContactRow(values: ContactValues, honeypot = ""): ContactRow {
  const trimmed = trimContact(values);
  // An optional field left empty is null: the database refuses an empty string.
  const fields = mapContact((field) => (fieldRule(field).required || trimmed[field] !== "" ? trimmed[field] : null));
  // The database keeps at most HONEYPOT.maxLength characters of it; a longer value must still be stored (and flagged), not refused.
  const honeypotValue = Array.from(trimInvisible(honeypot)).slice(0, HONEYPOT.maxLength).join("");
  // mapContact types every field string | null; the rule above leaves null only in optional ones.
  return { ...(fields as ContactRow), ...(honeypotValue === "" ? {} : { [HONEYPOT.column]: honeypotValue }) };
}

export interface SubmitOptions {
  /** What the hidden honeypot input holds ("" for a person). */
  honeypot?: string;
  timeoutMs?: number;
}

/**
 * Inserts the request as one JSON object, without reading it back (no `.select()`: the anon role may
 * insert but not read). The request goes through its own fetch, which refuses to follow redirects and
 * notes what really came back, because supabase-js reports some non-PostgREST answers as success
 * (404 with an empty body becomes 204, 404 `[]` becomes 200).
 */
export async function submitContact(
  values: ContactValues,
  client: ContactsClient,
  options: SubmitOptions = {},
): Promise<InsertOutcome> {
  const timedFetch = createFetchWithTimeout(options.timeoutMs);
  let exchange: Exchange = { answered: false, timedOut: false };
  const fetchOnce: typeof fetch = async (input, init) => {
    try {
      const response = await timedFetch(input, { ...init, redirect: "manual" });
      exchange = {
        answered: true,
        status: response.status,
        redirected:
          response.redirected ||
          response.type === "opaqueredirect" ||
          (response.status >= 300 && response.status < 400),
      };
      return response;
    } catch (error) {
      exchange = { answered: false, timedOut: isTimeout(error) };
      throw error;
    }
  };
  try {
    const { error } = await client
      .from("contacts", { fetch: fetchOnce })
      .insert(toContactRow(values, options.honeypot));
    return classifyInsert(exchange, error);
  } catch {
    // supabase-js turns a failed fetch into an error result; a throw here is the same failure.
    return classifyInsert(exchange, null);
  }
}
