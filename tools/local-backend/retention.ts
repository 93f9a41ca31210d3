import type { LocalDatabase } from "./db";
import { repeatEvery } from "./repeating-job";

/**
 * The local stand-in for the pg_cron job Supabase runs (supabase/migrations/*_retention.sql): every so
 * often it calls public.apply_retention() as retention_job, the role the hosted schedule switches to,
 * so the privacy policy's periods hold on a developer's machine too. The rules are the SQL function's.
 */
export function createRetentionSchedule({
  db,
  intervalMs = 15 * 60 * 1000,
  log = () => undefined,
}: {
  db: LocalDatabase;
  /** As often as the hosted schedule: every 15 minutes. */
  intervalMs?: number;
  log?: (line: string) => void;
}) {
  return repeatEvery(
    intervalMs,
    async () => {
      // How many rows of each kind it deleted: {contacts_deleted: 2, hashes_cleared: 0, …}.
      const deleted = await db.asRole(
        "retention_job",
        async (tx) =>
          (await tx.query<{ result: Record<string, number> }>("select public.apply_retention() as result")).rows[0]!
            .result,
      );
      const removed = Object.entries(deleted).filter(([, count]) => count > 0);
      if (removed.length) log(`Retención aplicada: ${removed.map(([what, count]) => `${what}=${count}`).join(", ")}`);
    },
    (error) => log(`La retención falló en esta ronda: ${error.message}`),
  );
}
