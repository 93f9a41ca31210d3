/** @jest-environment node */
import { buildSchema, getNamedType, isObjectType, type GraphQLObjectType } from "graphql";
import { contentFiles } from "../../content-model/index";
import { contentSdl, contentTypeName } from "../../content-model/graphql-sdl";
import { createSchemaCustomization } from "../../gatsby/schema";

/** What gatsby/schema.ts hands Gatsby's createTypes, call by call. */
function customizedTypes(): unknown[] {
  const calls: unknown[] = [];
  createSchemaCustomization({ actions: { createTypes: (types) => void calls.push(types) } });
  return calls;
}

/** What Gatsby itself declares and the content types use: its directives, Node and File. */
const GATSBY_TYPES = `
  directive @dontInfer on OBJECT
  directive @fileByRelativePath on FIELD_DEFINITION
  interface Node { id: ID! }
  type File implements Node { id: ID! }
  type Query { file: File }
`;

describe("the GraphQL schema of the content (generated from the content rules)", () => {
  const sdl = contentSdl(contentFiles);
  // Fails on a type used but not declared, a type declared twice or a directive out of place.
  const schema = buildSchema(`${GATSBY_TYPES}\n${sdl}`);
  const type = (name: string) => schema.getType(name) as GraphQLObjectType;
  /** Each "Type.field" of `expected` has the type given beside it. */
  const expectFieldTypes = (expected: Record<string, string>) => {
    const actual = Object.keys(expected).map((key) => {
      const [typeName = "", field = ""] = key.split(".");
      return [key, String(type(typeName).getFields()[field]?.type)];
    });
    expect(Object.fromEntries(actual)).toEqual(expected);
  };

  it("is what gatsby-node declares, in one call, followed by the articles' types", () => {
    const [declared, ...more] = customizedTypes() as string[];
    expect(more).toEqual([]);
    expect(declared?.startsWith(sdl)).toBe(true);
    expect(declared).toContain("type ArticleFrontmatter @dontInfer {");
    expect(declared).toContain("type MarkdownRemark implements Node {\n  frontmatter: ArticleFrontmatter!");
  });

  it("is the SDL below: a change to a content rule shows here as a change to the GraphQL types", () => {
    expect(sdl).toMatchSnapshot();
  });

  it("declares one node type per content file, named as gatsby-transformer-json names the file's nodes", () => {
    for (const { file } of contentFiles) {
      const name = contentTypeName(file.replace(/\.json$/, ""));
      expect(type(name).getInterfaces().map(String)).toEqual(["Node"]);
    }
    expect(contentTypeName("inteligencia-artificial")).toBe("InteligenciaArtificialJson");
  });

  it("declares every content type @dontInfer, so GraphQL never guesses a type from what an editor typed", () => {
    const declared = Object.values(schema.getTypeMap()).filter(
      (candidate) => isObjectType(candidate) && candidate.astNode && !["File", "Query"].includes(candidate.name),
    );
    expect(declared.length).toBeGreaterThan(contentFiles.length);
    for (const declaredType of declared)
      expect(declaredType.astNode?.directives?.map((directive) => directive.name.value)).toEqual(["dontInfer"]);
  });

  it("keeps the type names the page queries and their fragments use", () => {
    expectFieldTypes({
      "HomeJson.technology": "MediaPoints!",
      "AboutJson.mission": "AboutPointSection!",
      "AboutJson.values": "AboutPointSection!",
      "InteligenciaArtificialJson.technology": "AiTechnology!",
      "ContactFormFields.last_name": "ContactFormField!",
      "ContactInfo.office": "ContactChannel!",
      "CookiesJson.groups": "[CookiesGroup!]!",
      "SiteChat.welcome": "SiteChatWelcome!",
      "SiteJson.social": "[SiteSocial!]!",
    });
  });

  it("types required, optional, list, number and image fields as their rules say", () => {
    expectFieldTypes({
      "SectionIntro.title": "String!",
      "SectionIntro.lead": "String",
      "LegalBlock.paragraphs": "[String!]",
      "SiteBrand.foundingYear": "Int!",
      "ContentImage.src": "File!",
      "SiteSeo.defaultImage": "File!",
    });
    const linked = [type("ContentImage").getFields().src, type("SiteSeo").getFields().defaultImage];
    for (const field of linked)
      expect(field?.astNode?.directives?.map((directive) => directive.name.value)).toEqual(["fileByRelativePath"]);
    expect(getNamedType(type("ContentImage").getFields().src!.type)).toBe(schema.getType("File"));
  });
});
