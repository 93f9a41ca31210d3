import { icon } from "./icon";
import { callToAction, exactly, image, infoPoint, list, obj, pageHero, pageSeo, sectionIntro, stat, text, titledInOrder } from "./shared";
import type { ContentFileSpec } from "./types";

export const ABOUT_VALUES = ["Innovación Constante", "Enfoque en Resultados", "Asociación Estratégica"] as const;

export const aboutContent: ContentFileSpec = {
  file: "about.json",
  sdl: `
    type AboutJson implements Node @dontInfer {
      seo: PageSeo!
      hero: PageHero!
      identity: AboutIdentity!
      mission: AboutPointSection!
      technology: MediaPoints!
      values: AboutPointSection!
      cta: CallToAction!
    }
    type AboutIdentity @dontInfer { intro: SectionIntro!, paragraphs: [String!]!, stats: [Stat!]! }
    type AboutPointSection @dontInfer { intro: SectionIntro!, items: [InfoPoint!]! }
  `,
  schema: obj({
    seo: pageSeo(),
    hero: pageHero(),
    identity: obj({ intro: sectionIntro(), paragraphs: list(text(), { max: 3 }), stats: exactly(stat(), 4) }),
    mission: obj({ intro: sectionIntro(), items: exactly(infoPoint(icon()), 2) }),
    technology: obj({ intro: sectionIntro(), points: exactly(infoPoint(icon()), 3), image: image() }),
    values: obj({ intro: sectionIntro(), items: titledInOrder(infoPoint(icon()), ABOUT_VALUES) }),
    cta: callToAction(),
  }),
};
