import nodemailer from "nodemailer";
import type { LocalDatabase } from "./db";
import { repeatEvery } from "./repeating-job";
import {
  addressed,
  type ClaimedDigest,
  type ClaimedFunnelReport,
  type ClaimedGroupedAlert,
  type ClaimedLead,
  type LeadEmail,
} from "./lead-email";

/**
 * The local twin of the production n8n workflows: every few seconds it claims pending leads through the
 * database's outbox functions, as lead_notifier (the role n8n logs in as), e-mails each one and marks it
 * delivered, or records the failure so the database schedules a retry; then the same for a grouped
 * alert (leads past an e-mail quota) and for the daily digest, when one is due; then, as
 * funnel_reporter, the weekly funnel report when Monday's is due and unsent. The rules (which lead goes
 * alone, grouped or in the digest, in what order, when to retry, which week is due) and the e-mails'
 * words are the SQL functions', not this loop's.
 */
export type SendMail = (mail: LeadEmail) => Promise<void>;

export interface NotifierOptions {
  db: LocalDatabase;
  send: SendMail;
  /** Where the e-mails go: content/site.json's address unless LEADS_NOTIFY_TO says otherwise. */
  to: string;
  intervalMs?: number;
  batchSize?: number;
  leaseSeconds?: number;
  /** Rows per digest e-mail (claim_lead_digest's default: 200). */
  digestRows?: number;
  log?: (line: string) => void;
}

export interface NotifierRound {
  /** Leads e-mailed alone. */
  delivered: string[];
  /** Grouped alerts e-mailed (their ids): leads past an e-mail quota, several to an e-mail. */
  grouped: string[];
  /** Digest parts e-mailed (their ids). */
  digests: string[];
  /** Weekly funnel reports e-mailed (the Monday of each week). */
  reports: string[];
  /** Leads or digest parts whose e-mail failed. */
  failed: { id: string; error: string; retryAt: Date | null }[];
}

export interface Notifier {
  /** One claim-and-send round (leads, a due grouped alert, a due digest part, a due weekly report); resolves when each is delivered or its failure recorded. */
  runOnce(): Promise<NotifierRound>;
  start(): void;
  stop(): Promise<void>;
}

export function smtpSender({ host, port }: { host: string; port: number }): SendMail {
  const transport = nodemailer.createTransport({
    host,
    port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 15_000,
  });
  const from = process.env.LEADS_NOTIFY_FROM ?? '"Formulario web (local)" <formulario@localhost>';
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
}

export function createNotifier({
  db,
  send,
  to,
  intervalMs = 5_000,
  batchSize = 10,
  leaseSeconds = 120,
  digestRows = 200,
  log = () => undefined,
}: NotifierOptions): Notifier {
  const asNotifier = <T>(sql: string, params: unknown[]) =>
    db.asRole("lead_notifier", async (tx) => (await tx.query<T>(sql, params)).rows);
  const asReporter = <T>(sql: string, params: unknown[]) =>
    db.asRole("funnel_reporter", async (tx) => (await tx.query<T>(sql, params)).rows);
  const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

  /** Whether the schema has a function (tests may serve an older one), asked once. */
  const present = new Map<string, Promise<boolean>>();
  const hasFunction = (signature: string) => {
    if (!present.has(signature))
      present.set(
        signature,
        db
          .asOwner<{ present: boolean }>("select to_regprocedure($1) is not null as present", [signature])
          .then((rows) => rows[0]?.present ?? false),
      );
    return present.get(signature)!;
  };

  const sendFunnelReport = async (round: NotifierRound) => {
    if (!(await hasFunction("public.claim_funnel_report(integer)"))) return;
    const [report] = await asReporter<ClaimedFunnelReport>(
      "select week_start::text, claim_token, email_subject, email_text, email_html from public.claim_funnel_report($1)",
      [leaseSeconds],
    );
    if (!report) return;
    try {
      await send(addressed(report, to));
    } catch (error) {
      const message = errorText(error);
      const [row] = await asReporter<{ retry_at: Date | null }>(
        "select public.record_funnel_report_failure($1, $2, $3) as retry_at",
        [report.week_start, report.claim_token, message],
      );
      round.failed.push({ id: `informe ${report.week_start}`, error: message, retryAt: row?.retry_at ?? null });
      log(`Informe semanal (${report.week_start}) no enviado: ${message}`);
      return;
    }
    await asReporter("select public.mark_funnel_report_sent($1)", [report.week_start]);
    round.reports.push(report.week_start);
    log(`Informe semanal de la semana del ${report.week_start} enviado a ${to}`);
  };

  const runOnce = async (): Promise<NotifierRound> => {
    const round: NotifierRound = { delivered: [], grouped: [], digests: [], reports: [], failed: [] };
    const leads = await asNotifier<ClaimedLead>("select * from public.claim_pending_leads($1, $2)", [
      batchSize,
      leaseSeconds,
    ]);
    for (const lead of leads) {
      try {
        await send(addressed(lead, to, lead.email));
      } catch (error) {
        const message = errorText(error);
        const [row] = await asNotifier<{ retry_at: Date | null }>(
          "select public.record_lead_failure($1, $2, $3) as retry_at",
          [lead.id, lead.claim_token, message],
        );
        round.failed.push({ id: lead.id, error: message, retryAt: row?.retry_at ?? null });
        log(`Aviso del lead ${lead.id} no enviado (intento ${lead.notify_attempts}): ${message}`);
        continue;
      }
      await asNotifier("select public.mark_lead_delivered($1)", [lead.id]);
      round.delivered.push(lead.id);
      log(`Aviso del lead ${lead.id} enviado a ${to}`);
    }

    await sendListing(round, "grouped");
    await sendListing(round, "digests");
    await sendFunnelReport(round);
    return round;
  };

  /** A grouped alert (at most one per grouped_alert_every) or a part of the daily digest: several rows in one e-mail, delivered or failed alike. */
  const sendListing = async (round: NotifierRound, kind: "grouped" | "digests") => {
    if (kind === "grouped" && !(await hasFunction("public.claim_grouped_alert(integer,integer)"))) return;
    const [listing]: (ClaimedDigest & { reply_to?: string | null })[] =
      kind === "grouped"
        ? (
            await asNotifier<ClaimedGroupedAlert>("select * from public.claim_grouped_alert(null, $1)", [leaseSeconds])
          ).map((alert) => ({ ...alert, digest_id: alert.alert_id }))
        : await asNotifier<ClaimedDigest>("select * from public.claim_lead_digest($1, $2)", [digestRows, leaseSeconds]);
    if (!listing) return;
    const label = kind === "grouped" ? "Aviso agrupado" : "Resumen diario";
    try {
      await send(addressed(listing, to, listing.reply_to ?? undefined));
    } catch (error) {
      const message = errorText(error);
      const [row] = await asNotifier<{ retry_at: Date | null }>(
        "select public.record_digest_failure($1, $2, $3) as retry_at",
        [listing.digest_id, listing.claim_token, message],
      );
      round.failed.push({ id: listing.digest_id, error: message, retryAt: row?.retry_at ?? null });
      log(`${label} no enviado (intento con ${listing.lead_count} solicitudes): ${message}`);
      return;
    }
    await asNotifier("select public.mark_digest_delivered($1)", [listing.digest_id]);
    round[kind].push(listing.digest_id);
    log(`${label} (${listing.lead_count} solicitudes) enviado a ${to}`);
  };

  const schedule = repeatEvery(
    intervalMs,
    async () => void (await runOnce()),
    (error) => log(`El notificador falló en esta ronda: ${error.message}`),
  );
  return { runOnce, ...schedule };
}
