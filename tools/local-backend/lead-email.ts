import type { Lead } from "./lead";

/**
 * The e-mails to the team: each lead, the grouped alerts, the daily digest and the weekly funnel report. Their subject and
 * text are written by the database (private.lead_email and private.digest_email in
 * supabase/migrations/*_lead_delivery.sql, private.grouped_email in *_lead_grouped_alerts.sql, private.funnel_report_email in *_funnel.sql) and returned by
 * the claim functions, so the local notifier and the n8n workflows (n8n/lead-notification.json,
 * n8n/funnel-report.json) send the very same words; this module only addresses them.
 */

/** What every claim function hands a notifier: the claim and the e-mail the database wrote. */
interface ClaimedEmail {
  claim_token: string;
  email_subject: string;
  email_text: string;
  email_html: string;
}

/** A lead as claim_pending_leads() hands it to a notifier: its fields, its claim and its e-mail. */
export interface ClaimedLead extends Lead, ClaimedEmail {
  notify_attempts: number;
}

/** A part of the daily digest as claim_lead_digest() hands it to a notifier. */
export interface ClaimedDigest extends ClaimedEmail {
  digest_id: string;
  lead_count: number;
  remaining: number;
}

/** A grouped alert (leads past an e-mail quota) as claim_grouped_alert() hands it to a notifier. */
export interface ClaimedGroupedAlert extends ClaimedEmail {
  alert_id: string;
  lead_count: number;
  remaining: number;
  /** The visitor's address when the alert holds one lead; null for several. */
  reply_to: string | null;
}

/** The weekly funnel report as claim_funnel_report() hands it to a notifier. */
export interface ClaimedFunnelReport extends ClaimedEmail {
  week_start: string;
}

export interface LeadEmail {
  to: string;
  /** The visitor, so the team answers with Reply; a digest and a grouped alert of several have none. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

export const addressed = (claimed: ClaimedEmail, to: string, replyTo?: string): LeadEmail => ({
  to,
  replyTo,
  subject: claimed.email_subject,
  text: claimed.email_text,
  html: claimed.email_html,
});

/** 612345678 → "612 345 678" (npm run leads; the e-mails get it from the database). */
export const formatPhone = (phone: string) =>
  /^\d{9}$/.test(phone) ? phone.replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3") : phone;
