/**
 * @jest-environment node
 *
 * What an editor finds, read from the configuration the CMS is started with: the pages in one
 * collection, in the site's order, each opening on what visitors see, with the search-engine fields
 * folded at the end.
 */
import { cmsConfig, CONTENT_FORMAT } from "../../cms/src/config";
import { ARTICLE_FORMAT } from "../../cms/src/model/articles";
import { contentFileList, FILE_INFO } from "../../cms/src/model/collections";
import type { DecapField } from "../../cms/src/model/fields";
import { cmsSettings } from "../../cms/settings-from-env";
import { contentFiles } from "../../content-model/index";

const config = cmsConfig(cmsSettings("http://127.0.0.1:8000", {}), contentFileList());
const fileCollections = config.collections.flatMap((candidate) => ("files" in candidate ? [candidate] : []));
const collection = (name: string) => fileCollections.find((candidate) => candidate.name === name)!;
const entry = (name: string) =>
  fileCollections.flatMap((candidate) => candidate.files).find((file) => file.name === name)!;
const names = (fields: readonly DecapField[]) => fields.map((field) => field.name);
const ruleKeys = (file: string) =>
  Object.keys(contentFiles.find((spec) => spec.file === file)!.schema.describe().fields);

describe("the CMS's collections", () => {
  it("are the pages, the articles, the site's common data, the team, the testimonials and the case studies, in Spanish, whose images go to content/images", () => {
    expect(config.locale).toBe("es");
    expect(config.media_folder).toBe("content/images");
    expect(config.public_folder).toBe("./images");
    expect(config.collections.map(({ name, label, format }) => [name, label, format])).toEqual([
      ["pages", "Páginas", CONTENT_FORMAT],
      ["articles", "Artículos", ARTICLE_FORMAT],
      ["site", "Datos comunes del sitio", CONTENT_FORMAT],
      ["team", "Equipo", CONTENT_FORMAT],
      ["testimonials", "Testimonios", CONTENT_FORMAT],
      ["cases", "Casos de éxito", CONTENT_FORMAT],
    ]);
  });

  it("list every page as an entry of «Páginas», in the order of the site's menu", () => {
    expect(collection("pages").files.map(({ label, file }) => [label, file])).toEqual([
      ["Inicio", "content/home.json"],
      ["Sobre nosotros", "content/about.json"],
      ["Inteligencia Artificial", "content/inteligencia-artificial.json"],
      ["Marketing Digital", "content/marketing-digital.json"],
      ["Contacto", "content/contact.json"],
      ["Blog", "content/blog.json"],
      ["Política de privacidad", "content/privacy.json"],
      ["Aviso legal", "content/legal-notice.json"],
      ["Política de cookies", "content/cookies.json"],
      ["Página no encontrada (404)", "content/not-found.json"],
    ]);
    expect(collection("site").files.map(({ label, file }) => [label, file])).toEqual([
      ["Datos comunes del sitio", "content/site.json"],
    ]);
    expect(collection("team").files.map(({ label, file }) => [label, file])).toEqual([["Equipo", "content/team.json"]]);
  });

  it("take a new content file into «Páginas» from its line in FILE_INFO alone", () => {
    const pages = Object.entries(FILE_INFO).filter(([, info]) => info.collection === undefined);
    expect(collection("pages").files.map((file) => file.file)).toEqual(pages.map(([file]) => `content/${file}`));
  });
});

describe("each entry", () => {
  it.each(
    contentFileList().flatMap((file) =>
      "seo" in file.model.fields ? [[file.spec.file, file.info.name] as const] : [],
    ),
  )("%s opens on what visitors see, in the page's order, with the search-engine fields folded last", (file, name) => {
    const fields = entry(name).fields;
    const keys = ruleKeys(file);
    expect(names(fields)).toEqual([...keys.filter((key) => key !== "seo"), ...keys.filter((key) => key === "seo")]);
    const seo = fields.find((field) => field.name === "seo")!;
    // Named and folded by its rule (seoGroup in content-model/shared.ts); a page may rename it («SEO del blog»), folded still.
    expect(seo).toMatchObject({ collapsed: true });
    expect(["Buscadores y redes sociales", "SEO del blog"]).toContain(seo.label);
    expect(
      fields.filter((field) => field.widget === "object" && field !== seo).every((field) => field.collapsed === false),
    ).toBe(true);
  });

  it("lists the team's members, each with an id, a name, a role, a photo, a short bio and a page", () => {
    const [members] = entry("team").fields;
    expect(members).toMatchObject({ label: "Miembros del equipo", widget: "list", label_singular: "Miembro", min: 1 });
    expect(members!.fields!.map(({ name, label, widget, required }) => [name, label, widget, required])).toEqual([
      ["id", "Identificador", "string", true],
      ["name", "Nombre", "string", true],
      ["role", "Cargo", "string", true],
      ["photo", "Foto", "image", false],
      ["bio", "Biografía breve", "text", true],
      ["url", "Página del autor", "string", true],
    ]);
  });

  it("starts the home page with its hero's texts, as visitors read them", () => {
    const [hero] = entry("home").fields;
    expect(hero!.label).toBe("Cabecera");
    expect(names(hero!.fields!)).toEqual([
      "eyebrow",
      "title",
      "highlight",
      "lead",
      "primaryAction",
      "secondaryAction",
      "highlights",
    ]);
  });

  it("names one item of a list editors add to, for its add button («Añadir enlace legal»)", () => {
    const footer = entry("site").fields.find((field) => field.name === "footer")!;
    expect(footer.fields!.find((field) => field.name === "legalLinks")).toMatchObject({
      label: "Enlaces legales",
      label_singular: "Enlace legal",
    });
    const lists = (fields: readonly DecapField[]): DecapField[] =>
      fields.flatMap((field) => [
        ...(field.widget === "list" ? [field] : []),
        ...lists(field.fields ?? field.field?.fields ?? []),
      ]);
    const addable = fileCollections
      .flatMap((candidate) => candidate.files)
      .flatMap((file) => lists(file.fields).filter((list) => list.allow_add !== false));
    expect(addable.length).toBeGreaterThan(5);
    expect(addable.filter((list) => !list.label_singular)).toEqual([]);
  });
});
