/**
 * Maxi's abuse and cost limits, stated in the README. The widget checks them before sending; the
 * database applies the same numbers to every message that reaches the n8n workflow
 * (private.maxi_limits() in supabase/migrations/*_maxi_chat.sql): change both together.
 */
export const MAX_MESSAGE_CHARS = 1000;
export const MAX_MESSAGES_PER_HOUR = 30;
export const LIMIT_WINDOW_MS = 60 * 60 * 1000;

export type ChatLimitKind = "tooLong" | "tooMany";

/** The send times still inside the hourly window. */
export const withinWindow = (sentAt: readonly number[], now: number): number[] => sentAt.filter((time) => now - time < LIMIT_WINDOW_MS);

/** Which limit sending `text` now would break, given this session's earlier send times; null if none. */
export function chatLimitBroken(text: string, sentAt: readonly number[], now: number): ChatLimitKind | null {
  // Characters as the database counts them (code points), not UTF-16 units.
  if (Array.from(text).length > MAX_MESSAGE_CHARS) return "tooLong";
  if (withinWindow(sentAt, now).length >= MAX_MESSAGES_PER_HOUR) return "tooMany";
  return null;
}

/** A limit's Spanish text from content/site.json with its number filled in. */
export const limitText = (template: string, kind: ChatLimitKind) =>
  template.replace("{max}", String(kind === "tooLong" ? MAX_MESSAGE_CHARS : MAX_MESSAGES_PER_HOUR));
