import { icon } from "./icon";
import { callToAction, imageBanner, obj, pageHero, pageSeo, processSection, serviceSection } from "./shared";
import type { ContentFileSpec } from "./types";

export const MARKETING_STEPS = ["Investigación", "Estrategia", "Creación", "Iteración"] as const;

export const marketingContent = {
  file: "marketing-digital.json",
  schema: obj({
    seo: pageSeo(),
    hero: pageHero(),
    services: serviceSection(icon(), 3),
    banner: imageBanner(),
    process: processSection(MARKETING_STEPS),
    cta: callToAction(),
  }),
} satisfies ContentFileSpec;
