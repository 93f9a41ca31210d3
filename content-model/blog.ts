import { callToAction, obj, pageHero, pageSeo, sectionIntro, text } from "./shared";
import type { ContentFileSpec } from "./types";

/** A text with a {placeholder} the page fills in («{minutes} min de lectura»). */
const withPlaceholder = (name: string) => text().matches(new RegExp(`\\{${name}\\}`), `must contain {${name}}`);

/** The blog's words (content/blog.json): the list, an article's labels, its sections on other pages. */
export const blogContent = {
  file: "blog.json",
  schema: obj({
    seo: pageSeo(),
    hero: pageHero().label("Cabecera del blog"),
    feedTitle: text().label("Título del canal RSS"),
    list: obj({
      readingTime: withPlaceholder("minutes").label("Tiempo de lectura"),
      readMore: text().label("Enlace «leer»"),
      paginationLabel: text().label("Nombre de la paginación"),
      pageLabel: withPlaceholder("page").label("Página"),
      newer: text().label("Enlace a los más recientes"),
      older: text().label("Enlace a los anteriores"),
    }).label("Lista de artículos"),
    article: obj({
      breadcrumbLabel: text().label("Nombre de la ruta de navegación"),
      home: text().label("Inicio (ruta de navegación)"),
      blog: text().label("Blog (ruta de navegación)"),
      by: text().label("Autor («Por»)"),
      published: text().label("Publicado"),
      updated: text().label("Actualizado"),
      toc: text().label("Índice"),
      services: text().label("Servicios relacionados"),
      related: text().label("Artículos relacionados"),
      aboutAuthor: text().label("Sobre el autor"),
    }).label("Página del artículo"),
    cta: callToAction().label("Llamada a la acción del artículo"),
    homeSection: sectionIntro().label("Sección del blog en el inicio"),
    serviceSection: sectionIntro().label("Sección del blog en los servicios"),
    allArticles: text().label("Enlace a todos los artículos"),
    footerLink: text().label("Enlace del pie de página"),
  }),
} satisfies ContentFileSpec;
