import type { Actions } from "gatsby";
import { contentFiles } from "./content/index";
import { contentSdl } from "./content/graphql-sdl";

/**
 * Declares every content type explicitly, generated from the content rules, so GraphQL never guesses a
 * type from whatever an editor typed.
 */
export function createSchemaCustomization({ actions }: { actions: Pick<Actions, "createTypes"> }): void {
  actions.createTypes(contentSdl(contentFiles));
}
