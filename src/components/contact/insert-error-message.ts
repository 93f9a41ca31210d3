import type { InsertError } from "./submit-contact";

export type ServerErrorMessages = Queries.ContactFormSectionFragment["serverErrors"];

const REJECTED_DATA = new Set(["23502", "23514", "22001", "22P02", "PGRST102", "PGRST204"]);
const FORBIDDEN = new Set(["42501", "PGRST301"]);

/**
 * The visitor-facing reason shown after "Hubo un problema al guardar tus datos.": PostgREST codes and
 * transport failures in plain Spanish; anything unforeseen keeps the server's own message.
 */
export function insertErrorMessage(error: InsertError, messages: ServerErrorMessages): string {
  const code = error.code ?? "";
  if (code === "PT429") return messages.rateLimited;
  if (FORBIDDEN.has(code)) return messages.forbidden;
  if (REJECTED_DATA.has(code)) return messages.rejected;
  if (/^(08|53|57|PGRST000|PGRST001|PGRST002)/.test(code)) return messages.unavailable;
  if (code === "") {
    return /^(AbortError|TimeoutError)\b/.test(error.message) ? messages.timeout : messages.network;
  }
  return error.message;
}
