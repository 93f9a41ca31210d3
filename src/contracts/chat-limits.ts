import { codePoints, type ChatLimitKind } from "./chat-protocol";

/**
 * Maxi's limits for one conversation. The widget checks them before sending and the gateway refuses a
 * longer message; the database applies its own copies, the settings max_message_chars and
 * max_messages_per_hour of private.maxi_settings, to every message before the model is called (with the
 * per-client and site-wide bounds, which only it can count). A change is this file and one `update` in a
 * migration (README: «Change a form rule or a Maxi limit»); __tests__/supabase/maxi.test.ts compares them.
 */
export const MAX_MESSAGE_CHARS = 1000;
export const MAX_MESSAGES_PER_HOUR = 30;
export const LIMIT_WINDOW_MS = 60 * 60 * 1000;

export type { ChatLimitKind };

/** The send times still inside the hourly window. */
export const withinWindow = (sentAt: readonly number[], now: number): number[] =>
  sentAt.filter((time) => now - time < LIMIT_WINDOW_MS);

/** Which limit sending `text` now would break, given this session's earlier send times; null if none. */
export function chatLimitBroken(text: string, sentAt: readonly number[], now: number): ChatLimitKind | null {
  if (codePoints(text) > MAX_MESSAGE_CHARS) return "tooLong";
  if (withinWindow(sentAt, now).length >= MAX_MESSAGES_PER_HOUR) return "tooMany";
  return null;
}

const LIMIT_NUMBERS: Partial<Record<ChatLimitKind, number>> = {
  tooLong: MAX_MESSAGE_CHARS,
  tooMany: MAX_MESSAGES_PER_HOUR,
};

/** A limit's Spanish text from content/site.json, with its number filled in where it has one. */
export const limitText = (template: string, kind: ChatLimitKind) => {
  const max = LIMIT_NUMBERS[kind];
  return max === undefined ? template : template.replace("{max}", String(max));
};
