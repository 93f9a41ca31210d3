/**
 * Building blocks shared by the content files: the yup rules of the common objects, each named for its
 * GraphQL type (graphql-sdl.ts generates the types from these rules). Every rule is strict (no
 * coercion) and every object rejects unknown keys, so an editor's typo fails the build instead of
 * silently vanishing from the page. Every rule also carries the Spanish text the CMS shows beside its
 * field (`.label("Título")`, `.meta({ hint, long, singular, folded })`: types.ts), here where it is the
 * same wherever the block is used, otherwise where the block is used (`action: link().label("Botón")`).
 */
import * as yup from "yup";
import { FUNNEL_ARTICLE_SLUG } from "../src/contracts/funnel-page-kinds";

export interface CheckContext {
  /**
   * Whether an image path, relative to the JSON file being checked, names an existing file. Passed in
   * (not read here) so these rules also run in the browser, where the CMS checks an entry before saving.
   */
  imageExists(relativePath: string): boolean;
}

export const text = () => yup.string().strict().trim("must not start or end with spaces").required("required");
export const optionalText = () => yup.string().strict().trim("must not start or end with spaces").optional();

/** A calendar date as written in content: "2025-08-13". */
export const isoDate = () => text().matches(/^\d{4}-\d{2}-\d{2}$/, "must be a date such as 2025-08-13");

/** Today as written in content ("2026-11-28"), UTC: a consent or a permission dated after it was not given yet. */
export const todayInContent = () => new Date().toISOString().slice(0, 10);

/** A paragraph rather than a line: the CMS edits it in a multi-line box. */
export const longText = (label: string, hint?: string) =>
  text()
    .label(label)
    .meta({ long: true, ...(hint ? { hint } : {}) });

/** An internal route ("/contacto/") or the home page. */
export const route = () =>
  text()
    .matches(/^\/([a-z0-9-]+\/)*$/, "must be an internal path such as /contacto/ (with a trailing slash)")
    .label("Enlace")
    .meta({ hint: "Ruta dentro del sitio, p. ej. /contacto/" });

export const obj = <T extends yup.ObjectShape>(shape: T) =>
  yup
    .object(shape)
    .strict()
    .noUnknown("unknown key (${unknown}): remove it or check its spelling")
    .required("required")
    .default(undefined);

/**
 * Gives an object rule its own GraphQL type name, kept wherever the rule is used (page queries and
 * fragments name it: `fragment … on ImageBanner`). Without a name, an object is named after its parent
 * type and key (graphql-sdl.ts).
 */
export const named = <T extends yup.AnyObjectSchema>(graphqlType: string, schema: T): T => schema.meta({ graphqlType });

export const list = <Item>(item: yup.ISchema<Item>, { min = 1, max }: { min?: number; max?: number } = {}) => {
  let schema = yup.array(item).strict().required("required").min(min, `needs at least ${min} item(s)`);
  if (max !== undefined) schema = schema.max(max, `allows at most ${max} item(s)`);
  return schema;
};

/** A list's check that no two of its items share an `id` (or `key`: others name them by it); `message` names the items. */
export const uniqueIds = (message: string, key: "id" | "slug" = "id") => ({
  name: "unique-ids",
  message,
  test: (items: Array<Partial<Record<typeof key, string>>> | undefined) =>
    !items || new Set(items.map((item) => item[key])).size === items.length,
});

export const exactly = <Item>(item: yup.ISchema<Item>, count: number) =>
  yup.array(item).strict().required("required").length(count, `must have exactly ${count} items`);

declare const imagePathBrand: unique symbol;
/** An image path as the rules type it: GraphQL turns it into the image's File node, so readers of the data tell the two apart. */
export type ImagePath = string & { readonly [imagePathBrand]: true };

/** A path relative to the JSON file ("./images/hero.png") that must point at an existing file. */
export const imagePath = () =>
  yup
    .string<ImagePath>()
    .strict()
    .trim("must not start or end with spaces")
    .required("required")
    .test("image-exists", "image not found: ${value}", (value, ctx) => {
      if (!value) return true;
      return (ctx.options.context as CheckContext).imageExists(value);
    });

export const image = () =>
  named(
    "ContentImage",
    obj({
      src: imagePath().label("Archivo de imagen"),
      // Empty alt is allowed on purpose: it marks a decorative image.
      alt: yup
        .string()
        .strict()
        .defined('required (use "" only for a decorative image)')
        .label("Texto alternativo")
        .meta({ hint: "Describe la imagen para quien no puede verla." }),
    }),
  ).label("Imagen");

const title = () => text().label("Título");
const description = () => longText("Descripción");
/** The short line above a title. */
export const eyebrow = <S extends yup.Schema>(rule: S) =>
  rule.label("Antetítulo").meta({ hint: "Texto corto que aparece sobre el título." });
/** The sentence after a title. */
export const lead = <S extends yup.Schema>(rule: S) =>
  rule.label("Entradilla").meta({ long: true, hint: "Frase que sigue al título." });

/** A button or a link: its text and where it goes. Its own label says which («Botón principal»). */
export const link = () => named("ContentLink", obj({ label: text().label("Texto"), to: route() }));
/** What search engines and sharing read, about the page rather than on it: the CMS shows it last, folded. */
export const seoGroup = <S extends yup.AnyObjectSchema>(rule: S) =>
  rule
    .label("Buscadores y redes sociales")
    .meta({ hint: "Lo que muestran Google y las redes al compartir la página.", folded: true });
export const pageSeo = () =>
  seoGroup(
    named(
      "PageSeo",
      obj({
        title: text().label("Título de la página").meta({ hint: "La pestaña del navegador y el resultado de Google." }),
        description: longText("Descripción para buscadores", "Hasta 170 caracteres.").max(
          170,
          "keep it under 170 characters",
        ),
      }),
    ),
  );
export const sectionIntro = () =>
  named("SectionIntro", obj({ eyebrow: eyebrow(optionalText()), title: title(), lead: lead(optionalText()) })).label(
    "Encabezado de la sección",
  );
/**
 * Where a figure shown to visitors comes from: Spanish advertising law (Ley de Competencia Desleal, art. 5)
 * asks the advertiser to be able to prove it, and the page shows it beside the figure. The repository's
 * are examples (`sample`), which a production build refuses (gatsby/launch/sample-claims.ts).
 */
export const claimSource = () =>
  named(
    "ClaimSource",
    obj({
      note: text()
        .min(20, "must be 20–200 characters long")
        .max(200, "must be 20–200 characters long")
        .label("De dónde sale la cifra")
        .meta({
          long: true,
          hint: "Qué se midió, en cuántos casos, con qué herramienta y en qué periodo, p. ej. «Media de 14 campañas de Google Ads de 2025, según los informes de cada cuenta». Se muestra bajo las cifras.",
        }),
      date: isoDate().label("Fecha del dato").meta({ hint: "Cuándo se comprobó la cifra, en formato AAAA-MM-DD." }),
      caseStudy: optionalText()
        .matches(FUNNEL_ARTICLE_SLUG, "must be a case study's address (the last part of /casos-de-exito/<slug>/)")
        .label("Caso de éxito que la respalda")
        .meta({
          hint: "Opcional: la dirección de un caso publicado cuyos resultados respaldan la cifra, la última parte de /casos-de-exito/<esta>/. La fuente enlaza al caso mientras exista; si se borra el caso, el enlace desaparece solo.",
        }),
      sample: yup
        .boolean()
        .strict()
        .optional()
        .label("Fuente de ejemplo")
        .meta({ hint: "Desmárcalo cuando la fuente sea la real: un sitio publicado no admite fuentes de ejemplo." }),
    }),
  ).label("Fuente");

/**
 * A figure a visitor reads as a result or a promise in running text: a percentage, or a time («2 a 4
 * semanas», «3 meses»). An FAQ answer that states one needs its source (contact.ts).
 */
export const STATED_FIGURE =
  /\d+(?:[.,]\d+)?\s*(?:%|por ciento)|\d+\s*(?:(?:a|-|–)\s*\d+\s*)?(?:días|semanas|meses|años)\b/i;

/**
 * A text block's source, for figures inside text: a list of at most one, because the CMS cannot leave
 * out an optional group whose fields are required (decap-cms #7748), while a list may stay empty.
 */
export const optionalClaimSource = () =>
  list(claimSource(), { min: 0, max: 1 }).optional().default(undefined).label("Fuente de la cifra").meta({
    singular: "Fuente",
    hint: "Obligatoria si el texto da una cifra (un porcentaje, un plazo como «2 a 4 semanas»): la web no se publica sin ella.",
  });

export const stat = () =>
  named(
    "Stat",
    obj({
      value: text().label("Cifra").meta({ hint: "Tal como se muestra, p. ej. 300% o 24/7." }),
      label: text().label("Texto"),
      detail: optionalText().label("Detalle"),
      source: claimSource(),
    }),
  );
export const serviceCard = <I extends yup.StringSchema>(icon: I) =>
  named(
    "ServiceCard",
    obj({
      icon: icon.label("Icono"),
      title: title(),
      description: description(),
      features: list(text()).label("Características").meta({ singular: "Característica" }),
    }),
  );
export const infoPoint = <I extends yup.StringSchema>(icon: I) =>
  named("InfoPoint", obj({ icon: icon.label("Icono"), title: title(), description: description() }));
export const processStep = () =>
  named(
    "ProcessStep",
    obj({
      step: text().label("Número del paso").meta({ hint: "Tal como se muestra, p. ej. 01." }),
      title: title(),
      description: description(),
    }),
  );
export const callToAction = () =>
  named("CallToAction", obj({ title: title(), text: longText("Texto"), action: link().label("Botón") })).label(
    "Llamada a la acción final",
  );
export const imageBanner = () =>
  named(
    "ImageBanner",
    obj({ eyebrow: eyebrow(optionalText()), title: title(), text: longText("Texto"), image: image() }),
  ).label("Banda con imagen");
export const pageHero = () =>
  named("PageHero", obj({ eyebrow: eyebrow(text()), title: title(), lead: lead(text()) })).label("Cabecera");

/** Points beside an illustration (the technology sections of the home and about pages). */
export const mediaPoints = <I extends yup.StringSchema>(icon: I, count: number) =>
  named(
    "MediaPoints",
    obj({ intro: sectionIntro(), points: exactly(infoPoint(icon), count).label("Puntos"), image: image() }),
  ).label("Tecnología");

/** Service cards that all end in the same button (e.g. "Solicitar Consulta Gratuita" → /contacto/). */
export const serviceSection = <I extends yup.StringSchema>(icon: I, count: number) =>
  named(
    "ServiceSection",
    obj({
      intro: sectionIntro(),
      items: exactly(serviceCard(icon), count).label("Tarjetas de servicios"),
      action: link().label("Botón"),
    }),
  ).label("Servicios");

/** Titles a list of items must carry, in this order: the spec fixes them word for word. */
export const titledInOrder = <Item extends { title: string }>(item: yup.ISchema<Item>, titles: readonly string[]) =>
  exactly(item, titles.length).test({
    name: "titles-in-order",
    message: `titles must be, in this order: ${titles.join(", ")}`,
    // Exposed through describe(), so the CMS offers exactly these titles.
    params: { titles },
    test: (items) => !items || items.every((entry, index) => entry.title === titles[index]),
  });

/** A numbered process whose step titles the spec fixes. */
export const processSection = (titles: readonly string[]) =>
  named(
    "ProcessSection",
    obj({ intro: sectionIntro(), steps: titledInOrder(processStep(), titles).label("Pasos") }),
  ).label("Proceso");
