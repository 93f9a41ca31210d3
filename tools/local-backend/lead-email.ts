import type { Lead } from "./lead";

/**
 * The e-mails to the team: each lead, the daily digest and the weekly funnel report. Their subject and
 * text are written by the database (private.lead_email and private.digest_email in
 * supabase/migrations/*_lead_delivery.sql, private.funnel_report_email in *_funnel.sql) and returned by
 * the claim functions, so the local notifier and the n8n workflows (n8n/lead-notification.json,
 * n8n/funnel-report.json) send the very same words; this module only addresses them.
 */

/** A lead as claim_pending_leads() hands it to a notifier: its fields, its claim and its e-mail. */
export interface ClaimedLead extends Lead {
  notify_attempts: number;
  claim_token: string;
  email_subject: string;
  email_text: string;
  email_html: string;
}

/** A part of the daily digest as claim_lead_digest() hands it to a notifier. */
export interface ClaimedDigest {
  digest_id: string;
  claim_token: string;
  lead_count: number;
  remaining: number;
  email_subject: string;
  email_text: string;
  email_html: string;
}

/** The weekly funnel report as claim_funnel_report() hands it to a notifier. */
export interface ClaimedFunnelReport {
  week_start: string;
  claim_token: string;
  email_subject: string;
  email_text: string;
  email_html: string;
}

export interface LeadEmail {
  to: string;
  /** The visitor, so the team answers with Reply; a digest has none. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

export const leadEmail = (lead: ClaimedLead, to: string): LeadEmail => ({
  to,
  replyTo: lead.email,
  subject: lead.email_subject,
  text: lead.email_text,
  html: lead.email_html,
});

export const digestEmail = (digest: ClaimedDigest, to: string): LeadEmail => ({
  to,
  subject: digest.email_subject,
  text: digest.email_text,
  html: digest.email_html,
});

export const funnelReportEmail = (report: ClaimedFunnelReport, to: string): LeadEmail => ({
  to,
  subject: report.email_subject,
  text: report.email_text,
  html: report.email_html,
});

/** 612345678 → "612 345 678" (npm run leads; the e-mails get it from the database). */
export const formatPhone = (phone: string) =>
  /^\d{9}$/.test(phone) ? phone.replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3") : phone;
