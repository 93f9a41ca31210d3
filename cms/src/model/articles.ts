/**
 * The CMS's «Artículos»: a folder collection over content/articles/*.md whose frontmatter fields are
 * generated from the build's rules for an article (gatsby/content/article.ts), like every page's
 * fields, followed by the Markdown body. The author is chosen from «Equipo» (content/team.json).
 */
import { ARTICLES_DIR, articleFrontmatter } from "../../../gatsby/content/article";
import { fileFields, type DecapField } from "./fields";

export const ARTICLES_FOLDER = `content/${ARTICLES_DIR}`;

/** The body's field: the text below the frontmatter. Its rules (no level-1 heading, links to the site's pages) are the build's. */
const BODY: DecapField = {
  name: "body",
  label: "Texto del artículo",
  widget: "markdown",
  required: true,
  hint: "Empieza los apartados por «Título 2» (##): el título del artículo es el único de nivel 1. Los enlaces internos, a páginas del sitio (/contacto/).",
};

export function articleFields(): DecapField[] {
  return [...fileFields("article.md", articleFrontmatter.describe()), BODY];
}

/** The Decap collection; its slug settings (SLUG_SETTINGS) write the file names the build accepts. */
export function articleCollection() {
  return {
    name: "articles",
    label: "Artículos",
    label_singular: "Artículo",
    description: "Artículos del blog: se publican al desmarcar «Borrador».",
    folder: ARTICLES_FOLDER,
    extension: "md",
    format: "yaml-frontmatter",
    create: true,
    delete: true,
    slug: "{{slug}}",
    identifier_field: "title",
    summary: "{{title}}",
    sortable_fields: ["date", "title"],
    // Images beside the pages' (content/images), written relative to the article: "../images/x.png".
    media_folder: "/content/images",
    public_folder: "../images",
    editor: { preview: true },
    fields: articleFields(),
  };
}

/** Decap's slugs: lowercase ASCII words joined by hyphens, as the build requires of an article's file name. */
export const SLUG_SETTINGS = { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" } as const;
