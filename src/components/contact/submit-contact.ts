import { trimContact, type ContactValues } from "./contact-fields";

/** One row of public.contacts as the site sends it. */
export interface ContactRow {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string | null;
  company_sector: string;
  interested_service: string;
  message: string | null;
}

/** PostgREST's error shape as supabase-js returns it ({code: ""} for network failures). */
export interface InsertError {
  message: string;
  code?: string;
  details?: string | null;
  hint?: string | null;
}

/** The one call the form makes; a SupabaseClient satisfies it, tests pass a stub. */
export interface ContactsClient {
  from(table: "contacts"): {
    insert(row: ContactRow): PromiseLike<{ error: InsertError | null }>;
  };
}

export function toContactRow(values: ContactValues): ContactRow {
  const trimmed = trimContact(values);
  const optional = (field: "company" | "message") => (trimmed[field] === "" ? null : trimmed[field]);
  return {
    name: trimmed.name,
    last_name: trimmed.last_name,
    email: trimmed.email,
    phone: trimmed.phone,
    company: optional("company"),
    company_sector: trimmed.company_sector,
    interested_service: trimmed.interested_service,
    message: optional("message"),
  };
}

/**
 * Inserts the request without reading it back (no `.select()`): the anon role may insert but not
 * read, so asking for the row would fail after it was stored.
 */
export async function submitContact(values: ContactValues, client: ContactsClient): Promise<{ error: InsertError | null }> {
  try {
    const { error } = await client.from("contacts").insert(toContactRow(values));
    return { error: error ?? null };
  } catch (error) {
    return { error: { code: "", message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) } };
  }
}
