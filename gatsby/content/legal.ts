/**
 * The building blocks of the legal pages (privacy policy, aviso legal, cookie policy): numbered
 * sections of paragraphs and lists whose text may name the company's data with {placeholders}, filled
 * from content/site.json, so the company's data is written once. `[text](/route/)` in a paragraph is
 * a link to another page of the site.
 */
import { list, named, obj, optionalText, text } from "./shared";

/** Placeholders the legal texts may use; the pages (src/components/legal/legal-tokens.tsx) and Maxi's knowledge fill them. */
export const LEGAL_TOKENS = ["brandName", "legalName", "taxId", "address", "email", "phone"] as const;

export const legalText = () =>
  text().test({
    name: "known-tokens",
    message: "unknown placeholder {${token}}; use one of: " + LEGAL_TOKENS.map((t) => `{${t}}`).join(", "),
    params: { tokens: LEGAL_TOKENS },
    test: (value, ctx) => {
      const unknown = [...(value ?? "").matchAll(/\{(\w+)\}/g)].find(([, token]) => !(LEGAL_TOKENS as readonly string[]).includes(token ?? ""));
      return unknown ? ctx.createError({ params: { token: unknown[1] } }) : true;
    },
  });

/** A calendar date as written in content: "2025-08-13". */
export const isoDate = () => text().matches(/^\d{4}-\d{2}-\d{2}$/, "must be a date such as 2025-08-13");

/** "Última actualización: 2026-11-24". */
export const legalDate = () => named("LegalDate", obj({ label: text(), date: isoDate() }));

export const legalBlock = () =>
  named(
    "LegalBlock",
    obj({
      title: optionalText(),
      paragraphs: list(legalText()).optional().default(undefined),
      items: list(named("LegalItem", obj({ term: optionalText(), text: legalText() }))).optional().default(undefined),
    }),
  ).test("has-text", "needs paragraphs or items", (value) => !value || Boolean(value.paragraphs ?? value.items));

export const legalSection = () =>
  named(
    "LegalSection",
    obj({
      anchor: text().matches(/^[a-z0-9-]+$/, "must be lowercase words joined by hyphens (it becomes the #anchor)"),
      title: text(),
      blocks: list(legalBlock()),
    }),
  );
