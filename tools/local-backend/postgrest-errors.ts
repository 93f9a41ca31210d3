import type { ApiRole } from "./db";

/** PostgREST's error body. */
export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export class PostgrestHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: PostgrestErrorBody,
  ) {
    super(body.message);
  }
}

export function apiError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
) {
  return new PostgrestHttpError(status, { code, message, details, hint });
}

interface PgError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

const isPgError = (error: unknown): error is PgError =>
  typeof error === "object" && error !== null && typeof (error as PgError).code === "string" && "severity" in error;

/** PostgREST's SQLSTATE → HTTP status table (docs.postgrest.org, "Errors"). */
export function statusForSqlState(code: string, role: ApiRole): number {
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom) return Number(custom[1]);
  if (code === "42501") return role === "anon" ? 401 : 403;
  const exact: Record<string, number> = {
    "23503": 409,
    "23505": 409,
    "25006": 405,
    "42883": 404,
    "42P01": 404,
    "42P17": 500,
    P0001: 400,
  };
  if (exact[code]) return exact[code];
  const byClass: Array<[RegExp, number]> = [
    [/^08/, 503],
    [/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/, 500],
    [/^(0L|0P|28)/, 403],
    [/^53/, 503],
  ];
  return byClass.find(([pattern]) => pattern.test(code))?.[1] ?? 400;
}

/** Turns whatever a request threw into PostgREST's status and JSON body. */
export function toPostgrestError(error: unknown, role: ApiRole): PostgrestHttpError {
  if (error instanceof PostgrestHttpError) return error;
  if (isPgError(error) && error.code) {
    return apiError(
      statusForSqlState(error.code, role),
      error.code,
      error.message,
      error.detail ?? null,
      error.hint ?? null,
    );
  }
  const status = (error as { status?: number }).status;
  const message = error instanceof Error ? error.message : String(error);
  // readBody's size limit: PostgREST itself has none, the gateway in front of it answers 413.
  return status === 413 ? apiError(413, "PGRST413", message) : apiError(500, "PGRST000", message);
}
