/**
 * Maxi's abuse and cost limits, stated in the README. The database applies the same numbers to every
 * message that reaches the n8n workflow (private.maxi_limits() in supabase/migrations/*_maxi_chat.sql):
 * change both together.
 */
export const MAX_MESSAGE_CHARS = 1000;
export const MAX_MESSAGES_PER_HOUR = 30;
export const HOUR_MS = 60 * 60 * 1000;
