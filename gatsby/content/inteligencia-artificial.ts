import { icon } from "./icon";
import { callToAction, exactly, imageBanner, infoPoint, obj, pageHero, pageSeo, processSection, sectionIntro, serviceSection } from "./shared";
import type { ContentFileSpec } from "./types";

export const AI_STEPS = ["Análisis", "Estrategia", "Implementación", "Optimización"] as const;

export const aiContent: ContentFileSpec = {
  file: "inteligencia-artificial.json",
  sdl: `
    type InteligenciaArtificialJson implements Node @dontInfer {
      seo: PageSeo!
      hero: PageHero!
      services: ServiceSection!
      technology: AiTechnology!
      banner: ImageBanner!
      process: ProcessSection!
      cta: CallToAction!
    }
    type AiTechnology @dontInfer { intro: SectionIntro!, points: [InfoPoint!]! }
  `,
  schema: obj({
    seo: pageSeo(),
    hero: pageHero(),
    services: serviceSection(icon(), 4),
    technology: obj({ intro: sectionIntro(), points: exactly(infoPoint(icon()), 3) }),
    banner: imageBanner(),
    process: processSection(AI_STEPS),
    cta: callToAction(),
  }),
};
