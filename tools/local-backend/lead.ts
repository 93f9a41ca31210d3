import type { ContactRow, LeadSource } from "../../src/contracts/contact-fields";

/** A lead as public.contacts stores it: the form's fields, the honeypot and the review flag. */
export interface Lead extends Omit<ContactRow, "website"> {
  id: string;
  created_at: string | Date;
  website: string | null;
  review_status: "ok" | "suspect" | "test";
  review_reason: string | null;
  source: LeadSource;
}
