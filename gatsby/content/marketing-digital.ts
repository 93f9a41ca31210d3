import { icon } from "./icon";
import { callToAction, imageBanner, obj, pageHero, pageSeo, processSection, serviceSection } from "./shared";
import type { ContentFileSpec } from "./types";

export const MARKETING_STEPS = ["Investigación", "Estrategia", "Creación", "Iteración"] as const;

export const marketingContent: ContentFileSpec = {
  file: "marketing-digital.json",
  sdl: `
    type MarketingDigitalJson implements Node @dontInfer {
      seo: PageSeo!
      hero: PageHero!
      services: ServiceSection!
      banner: ImageBanner!
      process: ProcessSection!
      cta: CallToAction!
    }
  `,
  schema: obj({
    seo: pageSeo(),
    hero: pageHero(),
    services: serviceSection(icon(), 3),
    banner: imageBanner(),
    process: processSection(MARKETING_STEPS),
    cta: callToAction(),
  }),
};
