import { lead, list, longText, named, obj, optionalText, pageHero, pageSeo, text } from "./shared";
import { anchor, legalDate, legalSection, legalText } from "./legal";
import type { ContentFileSpec } from "./types";

/** Where a browser keeps an entry: each has its own label on the page (`types`). */
export const STORAGE_TYPES = ["localStorage", "sessionStorage", "cookie", "indexedDB"] as const;
export type StorageType = (typeof STORAGE_TYPES)[number];

/** The CMS's label for each place, whose name on the page the editor writes. */
const STORAGE_TYPE_LABELS: Record<StorageType, string> = {
  localStorage: "Almacenamiento local (localStorage)",
  sessionStorage: "Almacenamiento de sesión (sessionStorage)",
  cookie: "Cookie",
  indexedDB: "Base de datos del navegador (IndexedDB)",
};

const storageTypeNames = () =>
  obj(
    Object.fromEntries(STORAGE_TYPES.map((type) => [type, text().label(STORAGE_TYPE_LABELS[type])])) as Record<
      StorageType,
      ReturnType<typeof text>
    >,
  );

/**
 * The cookie policy (/politica-de-cookies/): every cookie and storage entry the site keeps on the
 * visitor's device, with what it is for, how long it stays, how to delete it and whether it needs
 * consent. A name ending in «…» stands for every key that starts with what comes before it.
 * __tests__/e2e/device-storage.e2e.ts fails when the pages write anything this list does not name.
 */
export const cookiesContent = {
  file: "cookies.json",
  schema: obj({
    seo: pageSeo(),
    hero: pageHero(),
    updated: legalDate().label("Fecha de actualización"),
    tocTitle: text().label("Título del índice"),
    intro: list(legalText().meta({ long: true }))
      .label("Introducción")
      .meta({ singular: "Párrafo de la introducción" }),
    labels: obj({
      type: text().label("Título de «dónde se guarda»"),
      purpose: text().label("Título de «para qué sirve»"),
      lifetime: text().label("Título de «cuánto dura»"),
      removal: text().label("Título de «cómo borrarlo»"),
      consent: text().label("Título de «consentimiento»"),
    }).label("Títulos de cada dato"),
    types: storageTypeNames().label("Nombres de cada tipo de almacenamiento"),
    groups: list(
      named(
        "CookiesGroup",
        obj({
          anchor: anchor(),
          title: text().label("Título"),
          lead: lead(optionalText()),
          items: list(
            named(
              "CookiesItem",
              obj({
                name: text().label("Nombre").meta({
                  hint: "Tal como lo muestra el navegador; termina en … si es el principio de varios nombres.",
                }),
                type: text()
                  .oneOf([...STORAGE_TYPES], `must be one of: ${STORAGE_TYPES.join(", ")}`)
                  .label("Dónde se guarda"),
                purpose: longText("Para qué sirve"),
                lifetime: text().label("Cuánto dura"),
                removal: longText("Cómo borrarlo"),
                consent: longText("¿Necesita consentimiento?"),
              }),
            ),
          )
            .label("Datos guardados")
            .meta({ singular: "Dato guardado" }),
        }),
      ),
    )
      .label("Grupos")
      .meta({
        singular: "Grupo",
        hint: "Cada dato que el sitio guarda en el navegador debe estar en la lista: una prueba lo comprueba.",
      }),
    sections: list(legalSection()).label("Secciones finales").meta({ singular: "Sección" }),
  }),
} satisfies ContentFileSpec;
