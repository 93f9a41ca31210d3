/**
 * @jest-environment node
 *
 * «Artículos» in the CMS: a folder collection whose fields come from the build's rules for an article,
 * so the editor refuses, field by field, what the build refuses.
 */
import { ARTICLE_FORMAT, articleCollection, ARTICLES_FOLDER, SLUG_SETTINGS } from "../../cms/src/model/articles";
import type { StringSchema } from "yup";
import type { DecapField } from "../../cms/src/model/fields";
import { ARTICLE_CATEGORIES, ARTICLE_SERVICES, articleFrontmatter } from "../../content-model/article";

const TEAM = [
  { id: "equipo-azahar", name: "Equipo de Azahar Digital", role: "Agencia", url: "/sobre-nosotros/#equipo" },
  { id: "lucia-romero", name: "Lucía Romero", role: "Consultora de IA", url: "/sobre-nosotros/#lucia-romero" },
];
const collection = articleCollection(TEAM);
const field = (name: string) => collection.fields.find((candidate) => candidate.name === name)!;
const accepts = (candidate: DecapField, value: string) => new RegExp(candidate.pattern![0]).test(value);

describe("the CMS's «Artículos»", () => {
  it("creates, edits and deletes the Markdown files of content/articles, named by their title", () => {
    expect(collection).toMatchObject({
      name: "articles",
      label: "Artículos",
      label_singular: "Artículo",
      folder: ARTICLES_FOLDER,
      extension: "md",
      format: ARTICLE_FORMAT,
      create: true,
      delete: true,
      slug: "{{slug}}",
      identifier_field: "title",
      media_folder: "/content/images",
      public_folder: "../images",
    });
    expect(ARTICLES_FOLDER).toBe("content/articles");
    expect(SLUG_SETTINGS).toEqual({ encoding: "ascii", clean_accents: true, sanitize_replacement: "-" });
  });

  it("has one field per rule, in the rules' order, then the Markdown body", () => {
    expect(collection.fields.map(({ name }) => name)).toEqual([
      ...Object.keys(articleFrontmatter.describe().fields),
      "body",
    ]);
    expect(field("body")).toMatchObject({ widget: "markdown", required: true, label: "Texto del artículo" });
  });

  it("labels every field in Spanish, from the label beside its rule", () => {
    expect(collection.fields.map(({ name, label, widget, required }) => [name, label, widget, required])).toEqual([
      ["title", "Título", "string", true],
      ["description", "Descripción", "text", true],
      ["date", "Fecha de publicación", "datetime", true],
      ["updated", "Fecha de actualización", "datetime", false],
      ["author", "Autor", "select", true],
      ["services", "Servicios", "select", true],
      ["category", "Categoría", "select", true],
      ["image", "Imagen", "image", false],
      ["imageAlt", "Texto alternativo de la imagen", "string", false],
      ["draft", "Borrador", "boolean", true],
      ["sample", "Artículo de ejemplo", "boolean", false],
      ["body", "Texto del artículo", "markdown", true],
    ]);
  });

  it.each([
    ["title", 19, false],
    ["title", 20, true],
    ["title", 70, true],
    ["title", 71, false],
    ["description", 69, false],
    ["description", 70, true],
    ["description", 160, true],
    ["description", 161, false],
  ])("refuses a %s of %i characters exactly when the build does (%s)", (name, length, ok) => {
    expect(accepts(field(name), "a".repeat(length))).toBe(ok);
    expect(
      (articleFrontmatter.fields[name as "title"] as StringSchema).isValidSync("a".repeat(length), { strict: true }),
    ).toBe(ok);
  });

  it("edits both dates with the CMS's own datetime widget, which writes Madrid's offset", () => {
    expect(field("date")).toEqual({ name: "date", label: "Fecha de publicación", widget: "datetime", required: true });
    expect(field("updated")).toMatchObject({ widget: "datetime", required: false });
  });

  it("chooses the author among the team's members by id, shown by name and role", () => {
    expect(field("author").options).toEqual([
      { label: "Equipo de Azahar Digital (Agencia)", value: "equipo-azahar" },
      { label: "Lucía Romero (Consultora de IA)", value: "lucia-romero" },
    ]);
  });

  it("offers the site's services (at least one) and the three categories", () => {
    expect(field("services")).toMatchObject({ multiple: true, min: 1 });
    expect(field("services").options!.map(({ value }) => value)).toEqual([...ARTICLE_SERVICES]);
    expect(field("services").options!.map(({ label }) => label)).toEqual([
      "Inteligencia Artificial",
      "Marketing Digital",
    ]);
    expect(field("category").options!.map(({ value }) => value)).toEqual([...ARTICLE_CATEGORIES]);
  });

  it("starts a new article as a draft", () => {
    expect(field("draft")).toMatchObject({ widget: "boolean", default: true });
  });
});
