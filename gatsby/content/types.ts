import type { AnyObjectSchema, InferType } from "yup";

/** What a rule may say about itself beyond what it checks (a rule's Spanish name is its yup label). */
declare module "yup" {
  interface CustomSchemaMetadata {
    /** The GraphQL type an object rule declares (named() in shared.ts, read by graphql-sdl.ts). */
    graphqlType?: string;
    /** A list's name for one of its items in the CMS («Añadir distintivo»), where cms/src/model/labels.ts has none. */
    singular?: string;
    /** A paragraph rather than a line: the CMS edits it in a multi-line box (as labels.ts's `long`). */
    long?: boolean;
  }
}

/** One content file: the rules its JSON must satisfy, the source of its GraphQL type and of its CMS fields. */
export interface ContentFileSpec<Schema extends AnyObjectSchema = AnyObjectSchema> {
  /** File name inside content/, e.g. "home.json". Its GraphQL type is named after it (HomeJson). */
  file: string;
  schema: Schema;
}

/** The data of a content file that passed its rules, e.g. `ContentOf<typeof homeContent>`. */
export type ContentOf<Spec extends ContentFileSpec> = InferType<Spec["schema"]>;
