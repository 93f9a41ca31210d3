import { list, obj, pageHero, pageSeo, text } from "./shared";
import { holderFields, legalDate, legalSection } from "./legal";
import type { ContentFileSpec } from "./types";

// The page lists the registry entry between the address and the e-mail.
const { emailLabel, ...holderIdentity } = holderFields();

/** The «Aviso legal» (/aviso-legal/): the provider's data LSSI-CE art. 10 requires, and the terms of use. */
export const legalNoticeContent = {
  file: "legal-notice.json",
  schema: obj({
    seo: pageSeo(),
    hero: pageHero(),
    updated: legalDate().label("Fecha de actualización"),
    tocTitle: text().label("Título del índice"),
    // Shown after the first section, filled from content/site.json (brand and contact).
    company: obj({
      ...holderIdentity,
      registryLabel: text().label("Etiqueta de la inscripción registral"),
      emailLabel,
      phoneLabel: text().label("Etiqueta del teléfono"),
    })
      .label("Datos de la empresa")
      .meta({ hint: "Los valores se rellenan desde «Datos comunes del sitio»; aquí solo van sus etiquetas." }),
    sections: list(legalSection())
      .label("Secciones")
      .meta({ singular: "Sección", hint: "La primera va seguida de los datos de la empresa." }),
  }),
} satisfies ContentFileSpec;
