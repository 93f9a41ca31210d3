/**
 * The CMS's content files, each with the fields generated from the build's rules for it, and the two
 * collections they are grouped into: «Páginas» (every page's file, in the order of FILE_INFO) and
 * «Datos comunes del sitio» (site.json, which every page shares). A new page's file joins «Páginas»
 * with one line in FILE_INFO. The files of a collection share one file format (Decap chooses formats
 * per collection); each file keeps its own layout because the save is written per file
 * (save/content-text.ts).
 */
import type { SchemaObjectDescription } from "yup";
import { contentFiles } from "../../../content-model/index";
import type { ContentFileSpec } from "../../../content-model/types";
import { fileFields, type DecapField } from "./fields";

interface FileInfo {
  /** The entry's name: its address in the CMS (#/collections/…/entries/<name>) and its preview template's name. */
  name: string;
  label: string;
  /** What the file holds, shown when the editor points at the entry's name. */
  description: string;
  /** The page's address on the site, for the editor's «Ver la página» link. */
  route?: string;
  /** The collection the file is an entry of; pages when absent. */
  collection?: CollectionName;
}

export type CollectionName = "pages" | "articles" | "site" | "team" | "testimonials" | "cases";

/** The collections, in the order of the CMS's sidebar. */
export const COLLECTIONS: Readonly<Record<CollectionName, { label: string; description: string }>> = {
  pages: { label: "Páginas", description: "Los textos y las imágenes de cada página del sitio." },
  articles: { label: "Artículos", description: "Los artículos del blog: se publican al desmarcar «Borrador»." },
  site: { label: "Datos comunes del sitio", description: "Lo que comparten todas las páginas." },
  team: { label: "Equipo", description: "Las personas que firman los artículos." },
  testimonials: {
    label: "Testimonios",
    description: "Lo que dicen los clientes, cada uno con la fecha en que autorizó publicarlo.",
  },
  cases: {
    label: "Casos de éxito",
    description: "Clientes con sus resultados medidos: cada cifra con su periodo y su fuente.",
  },
};

/** Spanish names for the content files, in the order of their collection's list. */
export const FILE_INFO: Readonly<Record<string, FileInfo>> = {
  "home.json": { name: "home", label: "Inicio", description: "La página principal.", route: "/" },
  "about.json": { name: "about", label: "Sobre nosotros", description: "Quiénes somos.", route: "/sobre-nosotros/" },
  "inteligencia-artificial.json": {
    name: "inteligencia-artificial",
    label: "Inteligencia Artificial",
    description: "La página de servicios de IA.",
    route: "/inteligencia-artificial/",
  },
  "marketing-digital.json": {
    name: "marketing-digital",
    label: "Marketing Digital",
    description: "La página de servicios de marketing.",
    route: "/marketing-digital/",
  },
  "contact.json": {
    name: "contact",
    label: "Contacto",
    description: "Cabecera, textos del formulario, datos de contacto y preguntas frecuentes.",
    route: "/contacto/",
  },
  "blog.json": {
    name: "blog",
    label: "Blog",
    description: "Los textos de la lista de artículos, de cada artículo y de las secciones del blog en otras páginas.",
    route: "/blog/",
  },
  "privacy.json": {
    name: "privacy",
    label: "Política de privacidad",
    description: "La política de privacidad.",
    route: "/politica-de-privacidad/",
  },
  "legal-notice.json": {
    name: "legal-notice",
    label: "Aviso legal",
    description: "Los datos de la empresa (se rellenan desde «Datos comunes del sitio») y las condiciones de uso.",
    route: "/aviso-legal/",
  },
  "cookies.json": {
    name: "cookies",
    label: "Política de cookies",
    description: "Todo lo que el sitio guarda en el navegador de quien lo visita.",
    route: "/politica-de-cookies/",
  },
  "not-found.json": {
    name: "not-found",
    label: "Página no encontrada (404)",
    description: "La página que se muestra para una dirección que no existe.",
  },
  "site.json": {
    name: "site",
    label: "Datos comunes del sitio",
    description:
      "Marca, menú, pie de página, datos de contacto, redes sociales, aviso de cookies y textos del asistente Maxi.",
    collection: "site",
  },
  "team.json": {
    name: "team",
    label: "Equipo",
    description: "Quién firma los artículos: nombre, cargo, foto, biografía breve y su página en el sitio.",
    collection: "team",
  },
  "testimonials.json": {
    name: "testimonials",
    label: "Testimonios",
    description:
      "Las palabras de cada cliente con su nombre, cargo, empresa y la fecha en que autorizó publicarlas, y en qué páginas se muestran. Si alguien retira su permiso, borra su testimonio.",
    collection: "testimonials",
  },
  "cases.json": {
    name: "cases",
    label: "Casos de éxito",
    description:
      "Cada caso con su cliente, el reto, lo que hicimos, los servicios y los resultados (antes y después, periodo y fuente). Sin ningún caso, la web no muestra la sección. Si un cliente retira su permiso, borra su caso.",
    route: "/casos-de-exito/",
    collection: "cases",
  },
};

export interface ContentFile {
  spec: ContentFileSpec;
  info: FileInfo;
  /** Its path in the repository, as Decap's backends name it. */
  path: string;
  collection: CollectionName;
  /** The rules of the file as yup describes them: the source of the fields and of what a save writes. */
  model: SchemaObjectDescription;
  fields: DecapField[];
  /** How the file is written: a JSON object, or (an article) YAML frontmatter and a Markdown body. */
  format: "json" | "markdown";
}

function fileInfo(spec: ContentFileSpec): FileInfo {
  const info = FILE_INFO[spec.file];
  if (!info) throw new Error(`content/${spec.file} has no entry in cms/src/model/collections.ts (FILE_INFO)`);
  return info;
}

/** Every content file the CMS edits, in FILE_INFO's order. */
export function contentFileList(): ContentFile[] {
  const order = Object.keys(FILE_INFO);
  return [...contentFiles]
    .sort((a, b) => order.indexOf(a.file) - order.indexOf(b.file))
    .map((spec) => {
      const info = fileInfo(spec);
      const model = spec.schema.describe();
      return {
        spec,
        info,
        path: `content/${spec.file}`,
        collection: info.collection ?? "pages",
        model,
        fields: fileFields(spec.file, model),
        format: "json" as const,
      };
    });
}

/** The content file at a repository path ("content/home.json"), or undefined for any other file. */
export const fileAtPath = (files: readonly ContentFile[], path: string): ContentFile | undefined =>
  files.find((file) => file.path === path.replace(/^\/+/, ""));

/** The content file of a CMS entry, by its name (Decap's slug for an entry of a files collection). */
export const fileNamed = (files: readonly ContentFile[], name: string): ContentFile | undefined =>
  files.find((file) => file.info.name === name);
