import type { Actions } from "gatsby";
import { articleFrontmatter } from "../content-model/article";
import { contentFiles } from "../content-model/index";
import { contentSdl, frontmatterSdl } from "../content-model/graphql-sdl";
import { CLAIM_CASE_LINK_SDL } from "./claim-case-link";

/** An article's node: its frontmatter typed by its rules, and the fields gatsby-node gives it. */
const ARTICLE_NODE_SDL = `
type MarkdownRemark implements Node {
  frontmatter: ArticleFrontmatter!
  fields: ArticleFields!
}

type ArticleFields {
  slug: String!
  path: String!
  published: Boolean!
}
`;

/**
 * Declares every content type explicitly, generated from the content rules, so GraphQL never guesses a
 * type from whatever an editor typed.
 */
export function createSchemaCustomization({ actions }: { actions: Pick<Actions, "createTypes"> }): void {
  actions.createTypes(schemaSdl());
}

/** The content files' types, then the articles'. */
export const schemaSdl = () =>
  [
    contentSdl(contentFiles),
    frontmatterSdl("ArticleFrontmatter", articleFrontmatter, "content/articles/*.md"),
    ARTICLE_NODE_SDL.trimStart(),
    CLAIM_CASE_LINK_SDL.trimStart(),
  ].join("\n");
