import { mapContact, type ContactValues } from "./contact-fields";

/**
 * Characters that show nothing: JavaScript's `\s` (spaces and line breaks) plus format, filler and
 * invisible-letter characters. A required field made only of these is blank. The database applies the
 * same list in its CHECK constraints (supabase/migrations): change both together.
 */
export const INVISIBLE_CODE_POINTS: readonly number[] = [
  // JavaScript \s
  0x0009, 0x000a, 0x000b, 0x000c, 0x000d, 0x0020, 0x0085, 0x00a0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004,
  0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff,
  // Soft hyphen, combining grapheme joiner, Arabic letter mark, Hangul and Khmer fillers, Mongolian vowel separator
  0x00ad, 0x034f, 0x061c, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x180e,
  // Zero-width space/joiners, direction marks, embeddings and isolates, word joiner and invisible operators
  0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2060, 0x2061, 0x2062, 0x2063,
  0x2064, 0x2066, 0x2067, 0x2068, 0x2069,
  // Braille blank, Hangul fillers
  0x2800, 0x3164, 0xffa0,
];

const CLASS = INVISIBLE_CODE_POINTS.map((code) => `\\u{${code.toString(16)}}`).join("");
/** A text with nothing that shows (the prerendered form's early check inlines it). */
export const BLANK = new RegExp(`^[${CLASS}]*$`, "u");
/** Invisible characters at either end. */
export const EDGES = new RegExp(`^[${CLASS}]+|[${CLASS}]+$`, "gu");

/** True when the text holds at least one character that shows. */
export function hasVisibleText(text: string): boolean {
  return !BLANK.test(text);
}

/** Removes invisible characters at both ends (String#trim removes only the `\s` ones). */
export function trimInvisible(text: string): string {
  return text.replace(EDGES, "");
}

/**
 * Every value without the invisible characters at its ends. Kept here, not in contact-fields (which
 * the prerendered form imports), so the character list loads only with the form's logic.
 */
export function trimContact(values: ContactValues): ContactValues {
  return mapContact((field) => trimInvisible(values[field]));
}
