import type { AnyObjectSchema, InferType } from "yup";

/**
 * What a rule may say about itself beyond what it checks. Its Spanish name is its yup label
 * (`.label("Título")`); with the meta below it is everything the CMS shows an editor beside the field.
 */
declare module "yup" {
  interface CustomSchemaMetadata {
    /** The GraphQL type an object rule declares (named() in shared.ts, read by graphql-sdl.ts). */
    graphqlType?: string;
    /** A sentence the CMS shows under the field's label («Ruta dentro del sitio, p. ej. /contacto/»). */
    hint?: string;
    /** A paragraph rather than a line: the CMS edits it in a multi-line box. */
    long?: boolean;
    /** A list's name for one of its items, for the CMS's add button («Añadir enlace legal»). */
    singular?: string;
    /** A group about the page rather than on it (search engines, sharing): the CMS shows it last, folded. */
    folded?: boolean;
  }
}

/** What an editor reads beside a field in the CMS: its rule's label and the meta above. */
export interface FieldText {
  label: string;
  hint?: string;
  long?: boolean;
  singular?: string;
  folded?: boolean;
}

/** One content file: the rules its JSON must satisfy, the source of its GraphQL type and of its CMS fields. */
export interface ContentFileSpec<Schema extends AnyObjectSchema = AnyObjectSchema> {
  /** File name inside content/, e.g. "home.json". Its GraphQL type is named after it (HomeJson). */
  file: string;
  schema: Schema;
}

/** The data of a content file that passed its rules, e.g. `ContentOf<typeof homeContent>`. */
export type ContentOf<Spec extends ContentFileSpec> = InferType<Spec["schema"]>;
