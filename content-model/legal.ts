/**
 * The building blocks of the legal pages (privacy policy, aviso legal, cookie policy): numbered
 * sections of paragraphs and lists whose text may name the company's data with {placeholders}, filled
 * from content/site.json, so the company's data is written once. `[text](/route/)` in a paragraph is
 * a link to another page of the site.
 */
import { isoDate, list, named, obj, optionalText, text } from "./shared";

/** Placeholders the legal texts may use; the pages (src/components/legal/legal-tokens.tsx) and Maxi's knowledge fill them. */
export const LEGAL_TOKENS = ["brandName", "legalName", "taxId", "address", "email", "phone"] as const;

export const legalText = () =>
  text().test({
    name: "known-tokens",
    message: "unknown placeholder {${token}}; use one of: " + LEGAL_TOKENS.map((t) => `{${t}}`).join(", "),
    params: { tokens: LEGAL_TOKENS },
    test: (value, ctx) => {
      const unknown = [...(value ?? "").matchAll(/\{(\w+)\}/g)].find(
        ([, token]) => !(LEGAL_TOKENS as readonly string[]).includes(token ?? ""),
      );
      return unknown ? ctx.createError({ params: { token: unknown[1] } }) : true;
    },
  });

/** The heading and labels beside the company's data on both legal pages (the values come from content/site.json). */
export const holderFields = () => ({
  title: text().label("Título"),
  nameLabel: text().label("Etiqueta del titular"),
  taxIdLabel: text().label("Etiqueta del NIF"),
  addressLabel: text().label("Etiqueta del domicilio"),
  emailLabel: text().label("Etiqueta del correo"),
});

/** "Última actualización: 2026-11-24". Its own label says which date («Fecha de actualización»). */
export const legalDate = () =>
  named(
    "LegalDate",
    obj({
      label: text().label("Texto antes de la fecha"),
      date: isoDate().label("Fecha").meta({ hint: "Formato AAAA-MM-DD, p. ej. 2025-08-13." }),
    }),
  );

/** The #anchor of a section, the link to it from the table of contents. */
export const anchor = () =>
  text()
    .matches(/^[a-z0-9-]+$/, "must be lowercase words joined by hyphens (it becomes the #anchor)")
    .label("Ancla")
    .meta({ hint: "Minúsculas y guiones; forma el enlace #ancla del índice." });

export const legalBlock = () =>
  named(
    "LegalBlock",
    obj({
      title: optionalText().label("Título"),
      paragraphs: list(legalText()).optional().default(undefined).label("Párrafos").meta({
        singular: "Párrafo",
        hint: "Puedes usar {brandName}, {legalName}, {taxId}, {address}, {email} y {phone}: se rellenan con los datos del sitio. [texto](/ruta/) enlaza a otra página del sitio.",
      }),
      items: list(
        named(
          "LegalItem",
          obj({ term: optionalText().label("Término"), text: legalText().label("Texto").meta({ long: true }) }),
        ),
      )
        .optional()
        .default(undefined)
        .label("Lista")
        .meta({ singular: "Elemento de la lista" }),
    }),
  ).test("has-text", "needs paragraphs or items", (value) => !value || Boolean(value.paragraphs ?? value.items));

export const legalSection = () =>
  named(
    "LegalSection",
    obj({
      anchor: anchor(),
      title: text().label("Título"),
      blocks: list(legalBlock())
        .label("Bloques")
        .meta({ singular: "Bloque", hint: "Cada bloque lleva párrafos, una lista o ambos." }),
    }),
  );
