/**
 * The contact request, defined once: every field the form, the `contacts` table and Maxi's lead tool
 * share, and what each must be. The form's schema, the row it sends and the empty form derive from
 * it. The database's CHECK constraints (supabase/migrations) cannot import it, so
 * __tests__/supabase/contact-contract.test.ts walks every rule here through the form's schema and the
 * real migrations alike. This module ships with the prerendered form: keep it small.
 */

/** The values the database accepts for interested_service, in the order the form offers them. */
export const SERVICE_OPTIONS = [
  "Inteligencia Artificial y Automatizaciones",
  "Marketing Digital",
  "Ambos",
  "Aún no lo tengo claro",
] as const;

interface FieldRule {
  /** A request needs it; an optional field left empty is stored as null. */
  readonly required: boolean;
  /** The most characters (code points, as the database's char_length counts them) the value may have. */
  readonly maxLength?: number;
  /** What the (trimmed) value must match. */
  readonly pattern?: RegExp;
  /** The only values it may take. */
  readonly options?: readonly string[];
}

/** The fields in the form's order, each with its rule. */
export const CONTACT_CONTRACT = {
  name: { required: true, maxLength: 100 },
  last_name: { required: true, maxLength: 100 },
  // No white space anywhere: JavaScript's \s and U+0085, the database's list too.
  email: { required: true, maxLength: 254, pattern: /^[^\s\u0085@]+@[^\s\u0085@]+\.[^\s\u0085@]+$/ },
  phone: { required: true, pattern: /^[0-9]{9}$/ },
  company: { required: false, maxLength: 150 },
  company_sector: { required: true, maxLength: 100 },
  interested_service: { required: true, options: SERVICE_OPTIONS },
  message: { required: false, maxLength: 5000 },
} as const satisfies Record<string, FieldRule>;

/**
 * The hidden honeypot's column. A person never fills it; whatever a bot puts there is stored (at most
 * this many characters) and flags the row for review rather than refusing it.
 */
export const HONEYPOT = { column: "website", maxLength: 500 } as const;

type Contract = typeof CONTACT_CONTRACT;
export type ContactField = keyof Contract;
export type RequiredField = {
  [Field in ContactField]: Contract[Field]["required"] extends true ? Field : never;
}[ContactField];
export type OptionalField = Exclude<ContactField, RequiredField>;
/** The fields with a pattern, whose malformed value has its own message. */
export type PatternField = {
  [Field in ContactField]: Contract[Field] extends { pattern: RegExp } ? Field : never;
}[ContactField];

export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** One row of public.contacts as the site sends it: an optional field left empty is null. */
export type ContactRow = { [Field in ContactField]: Field extends OptionalField ? string | null : string } & {
  /** The honeypot's value, sent only when something filled it: the database flags the row for review. */
  [HONEYPOT.column]?: string;
};

// Object.keys keeps the contract's order; its keys are exactly the fields.
export const CONTACT_FIELDS = Object.keys(CONTACT_CONTRACT) as ContactField[];

export const fieldRule = (field: ContactField): FieldRule => CONTACT_CONTRACT[field];

/** A value for every field, in the contract's order. */
export const mapContact = <Value>(value: (field: ContactField) => Value) =>
  Object.fromEntries(CONTACT_FIELDS.map((field) => [field, value(field)])) as Record<ContactField, Value>;

export const OPTIONAL_FIELDS: ReadonlySet<ContactField> = new Set(
  CONTACT_FIELDS.filter((field) => !fieldRule(field).required),
);

export const EMPTY_CONTACT: ContactValues = mapContact(() => "");

/** Where a lead came from: the database's contacts.source (default "form"; the chat assistant sends "maxi"). */
export const LEAD_SOURCES = ["form", "maxi"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
