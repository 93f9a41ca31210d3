/** @jest-environment node */
import { buildSchema } from "graphql";
import { articleFrontmatter } from "../../content-model/article";
import { frontmatterSdl } from "../../content-model/graphql-sdl";

const GATSBY_TYPES = `
  directive @dontInfer on OBJECT
  directive @fileByRelativePath on FIELD_DEFINITION
  interface Node { id: ID! }
  type File implements Node { id: ID! }
  type Query { file: File }
`;

describe("the GraphQL type of an article's frontmatter (generated from its rules)", () => {
  const sdl = frontmatterSdl("ArticleFrontmatter", articleFrontmatter, "content/articles/*.md");

  it("has every field of the rules, required exactly when they require it, the image linked to its file", () => {
    expect(sdl).toBe(`type ArticleFrontmatter @dontInfer {
  title: String!
  description: String!
  date: String!
  updated: String
  author: String!
  services: [String!]!
  category: String!
  image: File @fileByRelativePath
  imageAlt: String
  draft: Boolean!
  sample: Boolean
}
`);
  });

  it("is valid beside Gatsby's own types", () => {
    expect(() => buildSchema(`${GATSBY_TYPES}\n${sdl}`)).not.toThrow();
  });
});
