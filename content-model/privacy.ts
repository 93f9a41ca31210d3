import { exactly, obj, pageHero, pageSeo, text } from "./shared";
import { holderFields, legalDate, legalSection } from "./legal";
import type { ContentFileSpec } from "./types";

export const privacyContent = {
  file: "privacy.json",
  schema: obj({
    seo: pageSeo(),
    hero: pageHero(),
    // The spec dates the policy 13 August 2025; the page shows that and the date of the last change.
    published: legalDate().label("Fecha de publicación"),
    updated: legalDate().label("Fecha de actualización"),
    tocTitle: text().label("Título del índice"),
    controller: obj(holderFields()).label("Responsable del tratamiento"),
    sections: exactly(legalSection(), 6)
      .label("Secciones")
      .meta({ hint: "Las seis secciones de la política, en orden." }),
  }),
} satisfies ContentFileSpec;
