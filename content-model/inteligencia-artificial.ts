import { icon } from "./icon";
import {
  callToAction,
  exactly,
  imageBanner,
  infoPoint,
  named,
  obj,
  pageHero,
  pageSeo,
  processSection,
  sectionIntro,
  serviceSection,
} from "./shared";
import type { ContentFileSpec } from "./types";

export const AI_STEPS = ["Análisis", "Estrategia", "Implementación", "Optimización"] as const;

export const aiContent = {
  file: "inteligencia-artificial.json",
  schema: obj({
    seo: pageSeo(),
    hero: pageHero(),
    services: serviceSection(icon(), 4),
    technology: named(
      "AiTechnology",
      obj({ intro: sectionIntro(), points: exactly(infoPoint(icon()), 3).label("Puntos") }),
    ).label("Tecnología"),
    banner: imageBanner(),
    process: processSection(AI_STEPS),
    cta: callToAction(),
  }),
} satisfies ContentFileSpec;
