/** @jest-environment node */
import * as yup from "yup";
import { contentSdl } from "../../../content-model/graphql-sdl";
import { image, imagePath, link, list, named, obj, optionalText, text } from "../../../content-model/shared";

const sdlOf = (shape: yup.ObjectShape, file = "demo-page.json") => contentSdl([{ file, schema: obj(shape) }]);

describe("contentSdl: GraphQL types from the content rules", () => {
  it("names the file's node type as gatsby-transformer-json does and marks it @dontInfer", () => {
    expect(sdlOf({ title: text() })).toBe("type DemoPageJson implements Node @dontInfer {\n  title: String!\n}\n");
  });

  it("makes a required rule non-null and an optional one nullable, in lists too", () => {
    const sdl = sdlOf({
      title: text(),
      lead: optionalText(),
      tags: list(text()),
      notes: list(text()).optional().default(undefined),
      year: yup.number().strict().integer().required(),
      ratio: yup.number().strict().optional(),
    });
    expect(sdl).toContain(
      "  title: String!\n  lead: String\n  tags: [String!]!\n  notes: [String!]\n  year: Int!\n  ratio: Float\n",
    );
  });

  it("names a nested object after its parent and key, a named one by its name wherever it is used", () => {
    const sdl = sdlOf({
      hero: obj({ title: text(), action: link() }),
      cards: list(obj({ title: text() })),
      footer: obj({ action: link() }),
    });
    expect(sdl).toContain("  hero: DemoPageHero!\n  cards: [DemoPageCards!]!\n  footer: DemoPageFooter!\n");
    expect(sdl).toContain("type DemoPageHero @dontInfer {\n  title: String!\n  action: ContentLink!\n}");
    expect(sdl.match(/type ContentLink /g)).toHaveLength(1);
  });

  it("links an image path to its File node, alone or in an image with its alt text", () => {
    const sdl = sdlOf({ picture: image(), icon: imagePath() });
    expect(sdl).toContain("  icon: File! @fileByRelativePath\n");
    expect(sdl).toContain("type ContentImage @dontInfer {\n  src: File! @fileByRelativePath\n  alt: String!\n}");
  });

  it("stops the build when two rules claim one type name with different fields", () => {
    expect(() => sdlOf({ a: named("Card", obj({ title: text() })), b: named("Card", obj({ name: text() })) })).toThrow(
      /content\/demo-page\.json → b and content\/demo-page\.json → a are both GraphQL type Card but differ/,
    );
  });

  it("refuses what GraphQL cannot type: a key that is not a GraphQL name, a list of bare image paths", () => {
    expect(() => sdlOf({ "call-to-action": text() })).toThrow(
      'content/demo-page.json → call-to-action: "call-to-action" is not a GraphQL field name',
    );
    expect(() => sdlOf({ gallery: list(imagePath()) })).toThrow(/gallery: GraphQL cannot link a list of image paths/);
  });
});
