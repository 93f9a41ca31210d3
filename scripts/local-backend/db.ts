import fs from "node:fs";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { applyMigrations } from "./migrations";
import { createSerialQueue } from "./serial-queue";

/** The roles PostgREST switches to; the owner (postgres) is only used for migrations and admin reads. */
export type ApiRole = "anon" | "authenticated";

export interface LocalDatabase {
  /** Runs `work` in one transaction as `role`, so grants, RLS and constraints apply as in production. */
  asRole<T>(role: ApiRole, work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs a statement as the owner (bypasses RLS): local admin tools and tests only. */
  asOwner<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** Opens (creating if needed) a PGlite database in `dataDir`, or in memory without one, and migrates it. */
export async function openDatabase(dataDir?: string): Promise<LocalDatabase> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  await applyMigrations(db);
  const run = createSerialQueue();
  return {
    asRole: (role, work) =>
      run(() =>
        db.transaction(async (tx) => {
          // The role is one of two literals (typed), never input: identifiers cannot be parameters.
          await tx.exec(`set local role ${role === "anon" ? "anon" : "authenticated"}`);
          return work(tx);
        }),
      ),
    asOwner: <T,>(sql: string, params: unknown[] = []) => run(async () => (await db.query<T>(sql, params)).rows),
    close: () => run(() => db.close()),
  };
}
