import type { AnyObjectSchema } from "yup";

/** One content file: its GraphQL type and the rules an editor's JSON must satisfy. */
export interface ContentFileSpec {
  /** File name inside content/, e.g. "home.json". */
  file: string;
  /** GraphQL SDL declaring the file's node type (named after the file, e.g. HomeJson) and its own object types. */
  sdl: string;
  schema: AnyObjectSchema;
}
