import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { readBackendState } from "./backend-state";
import { createPglite } from "./blank-cluster";
import { isProcessAlive, lockDataDir } from "./data-dir-lock";
import { applyMigrations, MIGRATIONS_DIR } from "./migrations";

/** The roles PostgREST switches to; the owner (postgres) is only used for migrations and admin reads. */
export type ApiRole = "anon" | "authenticated" | "service_role";

/**
 * Every role something connects as: the API's, plus those the migrations make for n8n and the scheduled
 * jobs (maxi_chat, lead_notifier, retention_job, funnel_reporter). Locally they are switched to, as
 * production logs in.
 */
export type DbRole = ApiRole | "maxi_chat" | "lead_notifier" | "retention_job" | "funnel_reporter";

/** What PostgREST tells Postgres about the HTTP request: current_setting('request.headers') and so on. */
export interface RequestContext {
  /** Lower-case header names, as PostgREST passes them. */
  headers: Record<string, string>;
  method: string;
  /** The path below /rest/v1, e.g. "/contacts" or "/rpc/claim_pending_leads". */
  path: string;
}

/** What the REST layer and the notifier need of an open transaction: PGlite's and node-postgres's alike. */
export interface SqlTransaction {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

export interface LocalDatabase {
  /**
   * Runs `work` in one transaction as `role`, with the request's settings, so grants, RLS, constraints
   * and triggers apply as in production.
   */
  asRole<T>(role: DbRole, work: (tx: SqlTransaction) => Promise<T>, request?: RequestContext): Promise<T>;
  /** Runs a statement as the owner (bypasses RLS): local admin tools and tests only. */
  asOwner<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

// Identifiers cannot be bind parameters; the role comes from this table, never from input.
const SET_ROLE: Record<DbRole, string> = {
  anon: "set local role anon",
  authenticated: "set local role authenticated",
  service_role: "set local role service_role",
  // What logging in as these roles sets (alter role … set search_path), applied here because SET ROLE
  // does not read a role's settings.
  maxi_chat: "set local role maxi_chat; set local search_path = maxi_memory, public",
  lead_notifier: "set local role lead_notifier",
  retention_job: "set local role retention_job",
  funnel_reporter: "set local role funnel_reporter",
};

/** What PostgREST does at the start of each request's transaction: the request's settings, then the role. */
export async function becomeRole(tx: SqlTransaction, role: DbRole, request?: RequestContext): Promise<void> {
  if (request) {
    await tx.query(
      `select set_config('request.headers', $1, true), set_config('request.method', $2, true),
              set_config('request.path', $3, true), set_config('request.jwt.claims', $4, true)`,
      [JSON.stringify(request.headers), request.method, request.path, JSON.stringify({ role })],
    );
  }
  await tx.exec(SET_ROLE[role]);
}

/**
 * Opens (creating if needed) a PGlite database in `dataDir`, or in memory without one, and migrates it.
 * A folder is locked for as long as it is open: a second process gets DataDirLockedError.
 * `migrationsDir` lets a test run an older schema (npm run check:backend's tests).
 */
export async function openDatabase(dataDir?: string, migrationsDir = MIGRATIONS_DIR): Promise<LocalDatabase> {
  const lock = dataDir ? lockDataDir(dataDir) : null;
  let db: PGlite;
  try {
    db = await createPglite(dataDir);
    await applyMigrations(db, migrationsDir);
  } catch (error) {
    lock?.release();
    throw error;
  }
  // No queue of our own: PGlite runs one transaction or statement at a time (its own mutex), so one
  // request's transaction never interleaves with another's statements, and close() waits for them.
  return {
    asRole: (role, work, request) =>
      db.transaction(async (tx) => {
        await becomeRole(tx, role, request);
        return work(tx);
      }),
    asOwner: async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows,
    close: async () => {
      try {
        await db.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * What `npm run leads` and `npm run funnel` read: through the backend running on `dataDir` (PGlite admits
 * one process per folder), or from its database files when none runs; null when there are none.
 */
export async function readLocalData<T>(
  dataDir: string,
  viaBackend: (backendUrl: string) => Promise<T>,
  viaFiles: (db: LocalDatabase) => Promise<T>,
): Promise<T | null> {
  const state = readBackendState(dataDir);
  if (state && isProcessAlive(state.pid)) return viaBackend(state.url);
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) return null;
  const db = await openDatabase(dataDir);
  try {
    return await viaFiles(db);
  } finally {
    await db.close();
  }
}
