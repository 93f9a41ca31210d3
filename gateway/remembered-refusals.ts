/**
 * How the gateway uses its memory (refusal-memory.ts) so that nothing reaches n8n that would be refused:
 *   - a message from a client, network or provider block the database refused as busy, or any message
 *     while the whole site is busy, is answered in reduced mode until the bound frees a place;
 *   - history reads are bounded per client, since no bound in the database counts them.
 */
import type { ClientKeys } from "./client-key";
import type { ReducedReason } from "./reduced-answer";
import type { RefusalMemory } from "./refusal-memory";

/**
 * The widget reads a conversation's history once per page load: 30 in 10 minutes is a page load every
 * 20 seconds, more than anyone browsing, as many as one client's messages in that time (20) and then some.
 */
export const MAX_HISTORY_READS = 30;
export const HISTORY_WINDOW_MS = 10 * 60 * 1000;

/**
 * A refusal is remembered until the database says a place frees, but at most this long: the owner may
 * raise the ceiling or a share (one `update`), and the gateway then follows within the shortest window
 * the database counts (a client's 10 minutes). One n8n run per busy key every 10 minutes is nothing.
 */
export const MAX_REMEMBERED_MS = 10 * 60 * 1000;

/** The site's own key in the memory: a site_busy refusal applies to every caller. */
export const SITE_KEY = "site";

/** The busy refusal in force for these keys, in the database's order of checks; null when none. */
export async function rememberedRefusal(memory: RefusalMemory, keys: ClientKeys): Promise<ReducedReason | null> {
  const checks: [string | null, ReducedReason][] = [
    [keys.clientKey, "client_busy"],
    [keys.networkKey, "network_busy"],
    [keys.providerKey, "network_busy"],
    [SITE_KEY, "site_busy"],
  ];
  for (const [key, reason] of checks) if (key !== null && (await memory.get(key)) !== null) return reason;
  return null;
}

/**
 * Remembers a busy refusal under the key the database named (one of this caller's, never another
 * key n8n might pass on), or the site's, for `retryAfterSeconds` at most MAX_REMEMBERED_MS.
 */
export async function rememberRefusal(
  memory: RefusalMemory,
  keys: ClientKeys,
  refusal: { limit: ReducedReason; retryAfter?: number; busyKey?: string },
  now: number,
): Promise<void> {
  const { limit, retryAfter, busyKey } = refusal;
  if (retryAfter === undefined || retryAfter <= 0) return;
  const ours = [keys.clientKey, keys.networkKey, keys.providerKey];
  const key = limit === "site_busy" ? SITE_KEY : busyKey && ours.includes(busyKey) ? busyKey : null;
  if (key === null) return;
  await memory.remember(key, now + Math.min(retryAfter * 1000, MAX_REMEMBERED_MS));
}
