import { CONTACT_FIELDS } from "../../src/components/contact/contact-fields";
import { readBackendState } from "./backend-state";
import type { Lead } from "./lead";
import { FUNNEL_COUNTS_PATH, FUNNEL_FIGURES_PATH, FUNNEL_FORGET_PATH, type StoredCount } from "./funnel-admin-route";
import { FORGET_MAXI_ADMISSIONS_PATH } from "./maxi-admin-route";

/** A stored lead with its delivery state, as `npm run leads` and the tests read it. */
export interface StoredLead extends Lead {
  created_at: string;
  notified_at: string | null;
  notify_attempts: number;
  notify_last_error: string | null;
  notify_claimed_until: string | null;
  notify_retry_at: string | null;
  /** How the team is told, decided when the row was stored: an e-mail of its own, or the daily digest. */
  notify_mode: "individual" | "digest";
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
 * fetch, tried once more when the connection was reset: a pooled keep-alive socket the server closed
 * for idleness just as it was reused (the server's and undici's idle timeouts are a second apart, and a
 * busy machine can be late by more). Only for these idempotent local requests.
 */
async function localFetch(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = ((error as Error).cause as { code?: string } | undefined)?.code;
    if (code !== "ECONNRESET" && code !== "UND_ERR_SOCKET") throw error;
    return fetch(url, init);
  }
}

/** The leads, newest first, read with the service role from the backend running on `dataDir`. */
export async function fetchLeads(backendUrl: string, dataDir: string): Promise<StoredLead[]> {
  const state = readBackendState(dataDir);
  if (!state) throw new Error(`No running local backend found for ${dataDir}`);
  const url = `${backendUrl}/rest/v1/contacts?select=${LEAD_COLUMNS.join(",")}&order=created_at.desc,id`;
  const response = await localFetch(url, {
    headers: { apikey: state.serviceRoleKey, Authorization: `Bearer ${state.serviceRoleKey}` },
  });
  if (!response.ok) throw new Error(`Reading the leads failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as StoredLead[];
}

/**
 * Tests only: makes the stored leads count as sent long ago for the flood bounds and the e-mail quotas,
 * as if their windows had passed (every browser test is a new visitor, though all come from 127.0.0.1):
 * their address hashes are forgotten and their time of arrival moved back a day.
 */
export async function forgetRecentRequests(backendUrl: string, dataDir: string): Promise<void> {
  const state = readBackendState(dataDir);
  if (!state) throw new Error(`No running local backend found for ${dataDir}`);
  const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
  const response = await localFetch(`${backendUrl}/rest/v1/contacts?id=like.*`, {
    method: "PATCH",
    headers: {
      apikey: state.serviceRoleKey,
      Authorization: `Bearer ${state.serviceRoleKey}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ client_hash: null, network_hash: null, created_at: dayAgo }),
  });
  if (!response.ok) throw new Error(`Resetting the flood limit failed: ${response.status} ${await response.text()}`);
}

/** Tests only: forgets Maxi's admissions (maxi-admin-route.ts), so the next chat starts a new visitor's allowance. */
export async function forgetMaxiAdmissions(backendUrl: string, dataDir: string): Promise<void> {
  const state = readBackendState(dataDir);
  if (!state) throw new Error(`No running local backend found for ${dataDir}`);
  const response = await localFetch(`${backendUrl}${FORGET_MAXI_ADMISSIONS_PATH}`, {
    method: "POST",
    headers: { apikey: state.serviceRoleKey },
  });
  if (!response.ok) throw new Error(`Resetting Maxi's bounds failed: ${response.status} ${await response.text()}`);
}

/** The funnel's figures for a period (public.funnel_figures), from the backend running on `dataDir`. */
export async function fetchFunnelFigures(
  backendUrl: string,
  dataDir: string,
  from: string,
  to: string,
): Promise<unknown> {
  const state = readBackendState(dataDir);
  if (!state) throw new Error(`No running local backend found for ${dataDir}`);
  const response = await localFetch(
    `${backendUrl}${FUNNEL_FIGURES_PATH}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    {
      headers: { apikey: state.serviceRoleKey },
    },
  );
  if (!response.ok) throw new Error(`Reading the funnel failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Tests only: every funnel counter the backend on `dataDir` stored. */
export async function fetchFunnelCounts(backendUrl: string, dataDir: string): Promise<StoredCount[]> {
  const state = readBackendState(dataDir);
  if (!state) throw new Error(`No running local backend found for ${dataDir}`);
  const response = await localFetch(`${backendUrl}${FUNNEL_COUNTS_PATH}`, {
    headers: { apikey: state.serviceRoleKey },
  });
  if (!response.ok)
    throw new Error(`Reading the funnel's counters failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as StoredCount[];
}

/** Tests only: forgets every funnel counter and flood key, so a test counts from zero. */
export async function forgetFunnel(backendUrl: string, dataDir: string): Promise<void> {
  const state = readBackendState(dataDir);
  if (!state) throw new Error(`No running local backend found for ${dataDir}`);
  const response = await localFetch(`${backendUrl}${FUNNEL_FORGET_PATH}`, {
    method: "POST",
    headers: { apikey: state.serviceRoleKey },
  });
  if (!response.ok) throw new Error(`Resetting the funnel failed: ${response.status} ${await response.text()}`);
}
