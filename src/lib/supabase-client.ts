import type { SupabaseClient } from "@supabase/supabase-js";
import { env } from "../config/env";
import { createFetchWithTimeout } from "./fetch-with-timeout";

let client: Promise<SupabaseClient> | null = null;

export const isSupabaseConfigured = (): boolean => Boolean(env.supabaseUrl && env.supabaseAnonKey);

/**
 * The site's one Supabase client (form and auth share it: two would fight over the stored session).
 * Created on first use, in the browser only, and its code is a separate chunk loaded then: at module
 * scope it would cost every page its download and break `gatsby build` on Node 20 (no WebSocket).
 * Resolves to null when no project is configured.
 */
export function getSupabaseClient(): Promise<SupabaseClient | null> {
  if (typeof window === "undefined" || !isSupabaseConfigured()) return Promise.resolve(null);
  client ??= import("@supabase/supabase-js")
    .then(({ createClient }) =>
      createClient(env.supabaseUrl, env.supabaseAnonKey, { global: { fetch: createFetchWithTimeout() } }),
    )
    .catch((error: unknown) => {
      client = null; // a failed chunk download (offline) may succeed on the next try
      throw error;
    });
  return client;
}

/** Where supabase-js keeps the session: `sb-<project-ref>-auth-token` (its default storage key). */
export function authStorageKey(): string | null {
  if (!isSupabaseConfigured()) return null;
  try {
    return `sb-${new URL(env.supabaseUrl).hostname.split(".")[0]}-auth-token`;
  } catch {
    return null;
  }
}
