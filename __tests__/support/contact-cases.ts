import { CONTACT_FIELDS, fieldRule, type ContactField, type PatternField } from "../../src/contracts/contact-fields";

/**
 * The cases every enforcer of the contact contract (src/contracts/contact-fields.ts) must agree on: each
 * field empty, at and past its length limit, valid and malformed for its pattern, each option and others.
 * Walked through the form's schema and the database (supabase/contact-contract.test.ts) and through the
 * prerendered form's early check (components/contact/early-check-script.test.ts).
 */
const EMAIL_DOMAIN = "@empresa.es";
/** A valid value of exactly `length` characters (code points) of `character` for `field`. */
const ofLength = (field: ContactField, length: number, character: string) =>
  field === "email" ? `${character.repeat(length - EMAIL_DOMAIN.length)}${EMAIL_DOMAIN}` : character.repeat(length);

/** White space as the contract takes it: every character JavaScript's \s matches, and U+0085. */
const WHITE_SPACE = [
  0x85,
  ...Array.from({ length: 0x10000 }, (_, codePoint) => codePoint).filter((codePoint) =>
    /\s/.test(String.fromCharCode(codePoint)),
  ),
];
const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;

/** Values both must accept and both must refuse, for every field with a pattern (the type asks for each). */
const PATTERN_CASES: Record<PatternField, { valid: string[]; invalid: string[] }> = {
  email: {
    valid: ["a@b.c", "lucia.garcia+web@empresa.co.uk", "LUCIA@EMPRESA.ES", "ñandú@correo.es"],
    invalid: [
      "a@b",
      "lucia",
      "lucia@",
      "@empresa.es",
      "lucia@empresa",
      "lucia@@empresa.es",
      // Any white space, anywhere: every character of the list, inside the address.
      ...WHITE_SPACE.map((codePoint) => `lu${String.fromCharCode(codePoint)}cia@empresa.es`),
    ],
  },
  phone: {
    valid: ["612345678", "954123456", "000000000"],
    invalid: [
      "61234567",
      "6123456789",
      "61234567a",
      "612 345 678",
      "+34612345678",
      "612-345-678",
      "６１２３４５６７８",
    ],
  },
};

/** A case's name with its invisible characters spelled out. */
const printable = (value: string) =>
  JSON.stringify(
    value.replace(/[^\x21-\x7e\u00a1-\u024f\uff10-\uff19]/gu, (character) => `<${hex(character.codePointAt(0)!)}>`),
  );

const NOT_OPTIONS = ["Otro", "ambos", "Marketing", "Inteligencia Artificial"];

export type Expected = "accepted" | "refused";
/** [field, what the case is, the verdict both must give, the value]. */
export type Case = [ContactField, string, Expected, string];
export const contractCases: Case[] = CONTACT_FIELDS.flatMap((field) => {
  const rule = fieldRule(field);
  const list: Case[] = [[field, "empty", rule.required ? "refused" : "accepted", ""]];
  if (rule.maxLength !== undefined) {
    // «ñ» is one UTF-16 unit, «😀» two: both are one character to the form and to char_length.
    for (const character of ["ñ", "😀"]) {
      list.push([
        field,
        `${rule.maxLength} × ${character} (its maximum)`,
        "accepted",
        ofLength(field, rule.maxLength, character),
      ]);
      list.push([
        field,
        `${rule.maxLength + 1} × ${character}`,
        "refused",
        ofLength(field, rule.maxLength + 1, character),
      ]);
    }
  }
  if (rule.pattern) {
    const { valid, invalid } = PATTERN_CASES[field as PatternField];
    list.push(...valid.map((value): Case => [field, printable(value), "accepted", value]));
    list.push(...invalid.map((value): Case => [field, printable(value), "refused", value]));
  }
  if (rule.options) {
    list.push(...rule.options.map((value): Case => [field, `«${value}»`, "accepted", value]));
    list.push(...NOT_OPTIONS.map((value): Case => [field, `«${value}»`, "refused", value]));
  }
  return list;
});
