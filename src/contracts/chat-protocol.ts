/**
 * What the widget, the site's chat gateway (gateway/chat-gateway.ts), the local stand-in and the database
 * (public.maxi_admit_message) agree on about one chat request. One definition: each of them imports it
 * or, in SQL, checks the same shape.
 */

/** A session id is what session.ts makes: a lowercase version-4 UUID (crypto.randomUUID's form). */
export const SESSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export const isSessionId = (value: unknown): value is string =>
  typeof value === "string" && SESSION_ID_PATTERN.test(value);

export const CHAT_ACTIONS = ["sendMessage", "loadPreviousSession"] as const;
export type ChatAction = (typeof CHAT_ACTIONS)[number];

/**
 * What the gateway sends n8n's Chat Trigger, and all it sends: the widget's call, under the conversation
 * id the gateway derived, and the keys of the caller's groups (gateway/client-key.ts) that
 * maxi_admit_message counts by. A history read is no message: it carries no keys but the client's.
 */
export type ForwardedChatCall =
  | {
      action: "sendMessage";
      sessionId: string;
      chatInput: string;
      clientKey: string;
      networkKey: string;
      /** The IPv6 /32's key; null for IPv4. */
      providerKey: string | null;
    }
  | { action: "loadPreviousSession"; sessionId: string; clientKey: string };

/** Characters as the database counts them (code points), not UTF-16 units. */
export const codePoints = (text: string): number => Array.from(text).length;

/**
 * The refusals a visitor can meet, as maxi_admit_message names them, and the content/site.json text
 * (chat.limits.*) the widget shows for each. The database's other reasons (bad_session, bad_client) mean
 * the gateway let through what it should have refused: a fault, never a visitor's limit.
 */
export const LIMIT_REASONS = {
  too_long: "tooLong",
  too_many: "tooMany",
  client_busy: "clientBusy",
  network_busy: "networkBusy",
  site_busy: "siteBusy",
} as const;

export type LimitReason = keyof typeof LIMIT_REASONS;
export type ChatLimitKind = (typeof LIMIT_REASONS)[LimitReason];

export const isLimitReason = (value: unknown): value is LimitReason =>
  typeof value === "string" && Object.prototype.hasOwnProperty.call(LIMIT_REASONS, value);
