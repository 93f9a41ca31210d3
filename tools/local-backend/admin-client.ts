import { CONTACT_FIELDS } from "../../src/contracts/contact-fields";
import type { FunnelFigures } from "../lib/funnel/figures";
import type { AdminPath, StoredCount } from "./admin-route";
import { readBackendState } from "./backend-state";
import type { Lead } from "./lead";

/** A stored lead with its delivery state, as `npm run leads` and the tests read it. */
export interface StoredLead extends Lead {
  created_at: string;
  notified_at: string | null;
  notify_attempts: number;
  notify_last_error: string | null;
  notify_claimed_until: string | null;
  notify_retry_at: string | null;
  /** How the team is told, decided when the row was stored: an e-mail of its own, or the daily digest. */
  notify_mode: "individual" | "grouped" | "digest";
  /** Why it goes to the digest (Spanish, for the team); null for an e-mail of its own. */
  notify_reason: string | null;
  /** From when the notifier may send it: when it came in, or the digest's hour after that. */
  notify_due_at: string;
}

export const LEAD_COLUMNS: readonly (keyof StoredLead)[] = [
  "id",
  "created_at",
  ...CONTACT_FIELDS,
  "website",
  "review_status",
  "review_reason",
  "source",
  "notified_at",
  "notify_attempts",
  "notify_last_error",
  "notify_claimed_until",
  "notify_retry_at",
  "notify_mode",
  "notify_reason",
  "notify_due_at",
];

/**
 * A request with the service role to the backend running on `dataDir`, its JSON answer (undefined when
 * empty), or an error saying what `failed`. Tried once more when the connection was reset: a pooled
 * keep-alive socket the server closed for idleness just as it was reused (the server's and undici's idle
 * timeouts are a second apart, and a busy machine can be late by more). Only for these idempotent local
 * requests.
 */
async function asService<T>(
  backendUrl: string,
  dataDir: string,
  path: AdminPath | `${AdminPath}?${string}` | `/rest/v1/${string}`,
  failed: string,
  init: RequestInit = {},
): Promise<T> {
  const state = readBackendState(dataDir);
  if (!state) throw new Error(`No running local backend found for ${dataDir}`);
  const key = state.serviceRoleKey;
  const headers = { apikey: key, Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
  const send = () => fetch(`${backendUrl}${path}`, { ...init, headers });
  let response: Response;
  try {
    response = await send();
  } catch (error) {
    const code = ((error as Error).cause as { code?: string } | undefined)?.code;
    if (code !== "ECONNRESET" && code !== "UND_ERR_SOCKET") throw error;
    response = await send();
  }
  const text = await response.text();
  if (!response.ok) throw new Error(`${failed} failed: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The leads, newest first. */
export const fetchLeads = (backendUrl: string, dataDir: string) =>
  asService<StoredLead[]>(
    backendUrl,
    dataDir,
    `/rest/v1/contacts?select=${LEAD_COLUMNS.join(",")}&order=created_at.desc,id`,
    "Reading the leads",
  );

/**
 * Tests only: makes the stored leads count as sent long ago for the flood bounds and the e-mail quotas,
 * as if their windows had passed (every browser test is a new visitor, though all come from 127.0.0.1):
 * their address hashes are forgotten and their time of arrival moved back a day.
 */
export const forgetRecentRequests = (backendUrl: string, dataDir: string) =>
  asService<void>(backendUrl, dataDir, "/rest/v1/contacts?id=like.*", "Resetting the flood limit", {
    method: "PATCH",
    body: JSON.stringify({
      client_hash: null,
      network_hash: null,
      created_at: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString(),
    }),
  });

/** Tests only: sets the form's site-wide ceiling of stored requests per 24 hours (`null`: the default). */
export const setSiteCeiling = (backendUrl: string, dataDir: string, max: number | null) =>
  asService<{ max: number }>(
    backendUrl,
    dataDir,
    max === null ? "/local/contacts/site-ceiling" : `/local/contacts/site-ceiling?max=${max}`,
    "Setting the site-wide ceiling",
    { method: "POST" },
  );

/** Tests only: forgets Maxi's admissions, so the next chat starts a new visitor's allowance. */
export const forgetMaxiAdmissions = (backendUrl: string, dataDir: string) =>
  asService<void>(backendUrl, dataDir, "/local/maxi/forget-admissions", "Resetting Maxi's bounds", { method: "POST" });

/** The funnel's figures for a period (public.funnel_figures). */
export const fetchFunnelFigures = (backendUrl: string, dataDir: string, from: string, to: string) =>
  asService<FunnelFigures>(
    backendUrl,
    dataDir,
    `/local/funnel/figures?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    "Reading the funnel",
  );

/** Tests only: every funnel counter stored. */
export const fetchFunnelCounts = (backendUrl: string, dataDir: string) =>
  asService<StoredCount[]>(backendUrl, dataDir, "/local/funnel/counts", "Reading the funnel's counters");

/** Tests only: forgets every funnel counter, flood key and known article, so a test counts from zero. */
export const forgetFunnel = (backendUrl: string, dataDir: string) =>
  asService<void>(backendUrl, dataDir, "/local/funnel/forget", "Resetting the funnel", { method: "POST" });
