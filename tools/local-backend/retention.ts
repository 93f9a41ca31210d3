import type { LocalDatabase } from "./db";
import { repeatEvery } from "./repeating-job";

/**
 * The local stand-in for the pg_cron job Supabase runs (supabase/migrations/*_retention.sql): every so
 * often it calls public.apply_retention() as retention_job, the role the hosted schedule switches to,
 * so the privacy policy's periods hold on a developer's machine too. The rules are the SQL function's.
 */
export interface RetentionResult {
  contacts_deleted: number;
  hashes_cleared: number;
  admissions_deleted: number;
  conversations_deleted: number;
  digests_deleted: number;
  /** The funnel's counters older than 25 months. */
  funnel_counts_deleted: number;
  /** The funnel's flood keys and daily salts older than a day. */
  funnel_keys_deleted: number;
}

export interface RetentionSchedule {
  runOnce(): Promise<RetentionResult>;
  start(): void;
  stop(): Promise<void>;
}

export function createRetentionSchedule({
  db,
  intervalMs = 15 * 60 * 1000,
  log = () => undefined,
}: {
  db: LocalDatabase;
  /** As often as the hosted schedule: every 15 minutes. */
  intervalMs?: number;
  log?: (line: string) => void;
}): RetentionSchedule {
  const runOnce = async () =>
    db.asRole(
      "retention_job",
      async (tx) =>
        (await tx.query<{ result: RetentionResult }>("select public.apply_retention() as result")).rows[0]!.result,
    );

  const schedule = repeatEvery(
    intervalMs,
    async () => {
      const removed = Object.entries(await runOnce()).filter(([, count]) => count > 0);
      if (removed.length) log(`Retención aplicada: ${removed.map(([what, count]) => `${what}=${count}`).join(", ")}`);
    },
    (error) => log(`La retención falló en esta ronda: ${error.message}`),
  );
  return { runOnce, ...schedule };
}
