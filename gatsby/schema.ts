import type { CreateSchemaCustomizationArgs } from "gatsby";
import { contentFiles } from "./content/index";
import { sharedSdl } from "./content/shared";

/** Declares every content type explicitly, so GraphQL never guesses a type from whatever an editor typed. */
export function createSchemaCustomization({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes([sharedSdl, ...contentFiles.map((spec) => spec.sdl)]);
}
