/**
 * The contact request as the form, the schema and the `contacts` table share it. The limits and
 * options repeat the CHECK constraints of supabase/migrations/*_contacts.sql: change both together.
 */
export const CONTACT_FIELDS = [
  "name",
  "last_name",
  "email",
  "phone",
  "company",
  "company_sector",
  "interested_service",
  "message",
] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const SERVICE_OPTIONS = [
  "Inteligencia Artificial y Automatizaciones",
  "Marketing Digital",
  "Ambos",
  "Aún no lo tengo claro",
] as const;

/** Where a lead came from: the database's contacts.source (default "form"; the chat assistant sends "maxi"). */
export const LEAD_SOURCES = ["form", "maxi"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const OPTIONAL_FIELDS: ReadonlySet<ContactField> = new Set(["company", "message"]);

/** Free-text limits; phone and service are bounded by their own rules. */
export const MAX_LENGTH = {
  name: 100,
  last_name: 100,
  email: 254,
  company: 150,
  company_sector: 100,
  message: 5000,
} as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^[0-9]{9}$/;

export const EMPTY_CONTACT: ContactValues = {
  name: "",
  last_name: "",
  email: "",
  phone: "",
  company: "",
  company_sector: "",
  interested_service: "",
  message: "",
};
