import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";

const ROOT = path.resolve(__dirname, "../..");
export const MIGRATIONS_DIR = path.join(ROOT, "supabase/migrations");
const BOOTSTRAP_FILE = path.join(ROOT, "supabase/local/bootstrap.sql");

/**
 * Brings a local database to the schema of the hosted project: the roles Supabase provides, then every
 * supabase/migrations/*.sql not applied yet, in file-name (timestamp) order, each in its own transaction.
 */
export async function applyMigrations(db: PGlite, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(fs.readFileSync(BOOTSTRAP_FILE, "utf8"));
  await db.exec(`
    create schema if not exists local_backend;
    create table if not exists local_backend.applied_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    );
  `);
  const { rows } = await db.query<{ name: string }>("select name from local_backend.applied_migrations");
  const applied = new Set(rows.map((row) => row.name));
  const pending = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".sql") && !applied.has(file))
    .sort();
  for (const file of pending) {
    const sql = fs.readFileSync(path.join(dir, file), "utf8");
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query("insert into local_backend.applied_migrations (name) values ($1)", [file]);
    });
  }
  return pending;
}
