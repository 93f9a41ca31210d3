import { authStorageKey } from "../lib/supabase-client";

/**
 * Whether supabase-js left a session in this browser. Checked before loading supabase-js at all, so
 * a visitor who never signed in downloads none of it. Browser only (call it from an effect).
 */
export function hasStoredSession(): boolean {
  const key = authStorageKey();
  if (!key) return false;
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false; // storage blocked (privacy settings): supabase-js could not have stored one either
  }
}
