/**
 * The CMS's «Artículos»: a folder collection over content/articles/*.md whose frontmatter fields are
 * generated from the build's rules for an article (content-model/article.ts), like every page's
 * fields, followed by the Markdown body. The author is chosen from the team (content/team.json, read
 * when the CMS is built: a person added in «Equipo» is offered from the next build of the site).
 */
import type { SchemaObjectDescription } from "yup";
import { ARTICLES_DIR, articleFrontmatter } from "../../../content-model/article";
import type { ContentFile } from "./collections";
import { fileFields, type DecapField } from "./fields";

export const ARTICLES_FOLDER = `content/${ARTICLES_DIR}`;

/** Decap's custom format for the articles (save/draft-text.ts), registered under this name in main.tsx. */
export const ARTICLE_FORMAT = "article-markdown";

export interface TeamMember {
  id: string;
  name: string;
  role: string;
  url: string;
  bio?: string;
}

/** The body's field: the text below the frontmatter. Its rules (no level-1 heading, links to the site's pages) are the build's. */
const BODY: DecapField = {
  name: "body",
  label: "Texto del artículo",
  widget: "markdown",
  required: true,
  hint: "Empieza los apartados por «Título 2» (##): el título del artículo es el único de nivel 1. Los enlaces internos, a páginas del sitio (/contacto/).",
};

const MODEL: SchemaObjectDescription = articleFrontmatter.describe();

export function articleFields(team: readonly TeamMember[]): DecapField[] {
  return [
    ...fileFields("article.md", MODEL).map((field) =>
      field.name === "author"
        ? { ...field, options: team.map((member) => ({ label: `${member.name} (${member.role})`, value: member.id })) }
        : field,
    ),
    BODY,
  ];
}

/** The Decap collection; its slug settings (SLUG_SETTINGS) write the file names the build accepts. */
export function articleCollection(team: readonly TeamMember[]) {
  return {
    name: "articles",
    label: "Artículos",
    label_singular: "Artículo",
    description: "Artículos del blog: se publican al desmarcar «Borrador».",
    folder: ARTICLES_FOLDER,
    extension: "md",
    format: ARTICLE_FORMAT,
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
    fields: articleFields(team),
  };
}

/** Decap's slugs: lowercase ASCII words joined by hyphens, as the build requires of an article's file name. */
export const SLUG_SETTINGS = { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" } as const;

const ARTICLE_PATH = new RegExp(`^${ARTICLES_FOLDER}/([^/]+)\\.md$`);

/** The article at a repository path ("content/articles/x.md") as a file the save guards handle, or undefined. */
export function articleFileAt(path: string, team: readonly TeamMember[] = []): ContentFile | undefined {
  const normalised = path.replace(/^\/+/, "");
  const slug = ARTICLE_PATH.exec(normalised)?.[1];
  if (!slug) return undefined;
  return {
    spec: { file: `${ARTICLES_DIR}/${slug}.md`, schema: articleFrontmatter },
    info: { name: slug, label: slug, description: "Un artículo del blog.", collection: "articles" },
    path: normalised,
    collection: "articles",
    model: MODEL,
    fields: articleFields(team),
    format: "markdown",
  };
}
