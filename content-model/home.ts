import { icon } from "./icon";
import {
  callToAction,
  eyebrow,
  exactly,
  infoPoint,
  lead,
  link,
  list,
  mediaPoints,
  obj,
  pageSeo,
  sectionIntro,
  stat,
  text,
} from "./shared";
import type { ContentFileSpec } from "./types";

export const homeContent = {
  file: "home.json",
  schema: obj({
    seo: pageSeo(),
    hero: obj({
      eyebrow: eyebrow(text()),
      title: text().label("Título"),
      highlight: text()
        .label("Parte destacada del título")
        .meta({ hint: "Se muestra con el degradado de color, tras el título." }),
      lead: lead(text()),
      primaryAction: link().label("Botón principal"),
      secondaryAction: link().label("Botón secundario"),
      highlights: list(text(), { max: 4 })
        .label("Ventajas destacadas")
        .meta({ singular: "Ventaja destacada", hint: "Frases cortas que aparecen con una marca de verificación." }),
    }).label("Cabecera"),
    solutions: obj({
      intro: sectionIntro(),
      items: exactly(infoPoint(icon()), 4).label("Tarjetas de soluciones"),
    }).label("Soluciones"),
    results: obj({ intro: sectionIntro(), stats: exactly(stat(), 3).label("Cifras") }).label("Resultados"),
    technology: mediaPoints(icon(), 3),
    cta: callToAction(),
  }),
} satisfies ContentFileSpec;
