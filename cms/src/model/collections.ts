/**
 * One CMS collection per content file, generated from the build's rules for that file. One collection
 * each (rather than one collection of files) because Decap chooses the file format per collection, and
 * each file's format keeps that file's own layout (content-format.ts).
 */
import type { SchemaObjectDescription } from "yup";
import { contentFiles } from "../../../gatsby/content/index";
import type { ContentFileSpec } from "../../../gatsby/content/types";
import { fileFields, type DecapField } from "./fields";

interface FileInfo {
  /** Collection name, also the name of its preview template and file format. */
  name: string;
  label: string;
  description: string;
}

/** Spanish names for the content files, in the order of the CMS sidebar. */
export const FILE_INFO: Readonly<Record<string, FileInfo>> = {
  "home.json": { name: "home", label: "Inicio", description: "La página principal (/)." },
  "about.json": { name: "about", label: "Sobre nosotros", description: "La página /sobre-nosotros/." },
  "inteligencia-artificial.json": { name: "inteligencia-artificial", label: "Inteligencia Artificial", description: "La página de servicios /inteligencia-artificial/." },
  "marketing-digital.json": { name: "marketing-digital", label: "Marketing Digital", description: "La página de servicios /marketing-digital/." },
  "contact.json": { name: "contact", label: "Contacto", description: "La página /contacto/: cabecera, textos del formulario, datos de contacto y preguntas frecuentes." },
  "privacy.json": { name: "privacy", label: "Política de privacidad", description: "La página /politica-de-privacidad/." },
  "legal-notice.json": { name: "legal-notice", label: "Aviso legal", description: "La página /aviso-legal/: los datos de la empresa (se rellenan desde «Datos comunes del sitio») y las condiciones de uso." },
  "cookies.json": { name: "cookies", label: "Política de cookies", description: "La página /politica-de-cookies/: todo lo que el sitio guarda en el navegador de quien lo visita." },
  "not-found.json": { name: "not-found", label: "Página no encontrada", description: "La página que se muestra para una dirección que no existe." },
  "site.json": { name: "site", label: "Datos comunes del sitio", description: "Marca, menú, pie de página, datos de contacto, redes sociales, aviso de cookies y textos del asistente Maxi." },
};

export interface ContentCollection {
  spec: ContentFileSpec;
  info: FileInfo;
  /** The rules of the file as yup describes them: the source of the fields and of what a save writes. */
  model: SchemaObjectDescription;
  fields: DecapField[];
}

function fileInfo(spec: ContentFileSpec): FileInfo {
  const info = FILE_INFO[spec.file];
  if (!info) throw new Error(`content/${spec.file} has no entry in cms/src/model/collections.ts (FILE_INFO)`);
  return info;
}

export function contentCollections(): ContentCollection[] {
  const order = Object.keys(FILE_INFO);
  return [...contentFiles]
    .sort((a, b) => order.indexOf(a.file) - order.indexOf(b.file))
    .map((spec) => {
      const model = spec.schema.describe();
      return { spec, info: fileInfo(spec), model, fields: fileFields(spec.file, model) };
    });
}
