/**
 * The id n8n and the database know a conversation by: HMAC-SHA-256 of the widget's session id under the
 * gateway's secret, shaped as a lower-case version-4 UUID (the format maxi_admit_message accepts). The
 * widget's id is the conversation's secret: it stays in the visitor's browser and passes only through
 * this gateway. The derived id is what n8n's executions, the chat memory and the admissions table show;
 * sent to /api/chat it is derived again and names another, empty conversation, so whoever learns it
 * cannot read the conversation (which may hold a name, an e-mail and a phone number).
 */
import { hex, hmacSha256 } from "./hmac";

export async function conversationId(sessionId: string, secret: string): Promise<string> {
  const bytes = (await hmacSha256(secret, `maxi-session|${sessionId}`)).slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const digits = hex(bytes);
  return [digits.slice(0, 8), digits.slice(8, 12), digits.slice(12, 16), digits.slice(16, 20), digits.slice(20)].join(
    "-",
  );
}
