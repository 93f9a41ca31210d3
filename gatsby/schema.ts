import type { CreateSchemaCustomizationArgs } from "gatsby";
import { contentFiles } from "./content/index";
import { legalSdl } from "./content/legal";
import { sharedSdl } from "./content/shared";

/** Declares every content type explicitly, so GraphQL never guesses a type from whatever an editor typed. */
export function createSchemaCustomization({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes([sharedSdl, legalSdl, ...contentFiles.map((spec) => spec.sdl)]);
}
