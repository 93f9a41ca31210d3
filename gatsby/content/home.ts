import { icon } from "./icon";
import { callToAction, exactly, image, infoPoint, link, list, obj, pageSeo, sectionIntro, stat, text } from "./shared";
import type { ContentFileSpec } from "./types";

export const homeContent: ContentFileSpec = {
  file: "home.json",
  sdl: `
    type HomeJson implements Node @dontInfer {
      seo: PageSeo!
      hero: HomeHero!
      solutions: HomeSolutions!
      results: HomeResults!
      technology: MediaPoints!
      cta: CallToAction!
    }
    type HomeHero @dontInfer {
      eyebrow: String!, title: String!, highlight: String!, lead: String!
      primaryAction: ContentLink!, secondaryAction: ContentLink!, highlights: [String!]!
    }
    type HomeSolutions @dontInfer { intro: SectionIntro!, items: [InfoPoint!]! }
    type HomeResults @dontInfer { intro: SectionIntro!, stats: [Stat!]! }
  `,
  schema: obj({
    seo: pageSeo(),
    hero: obj({
      eyebrow: text(),
      title: text(),
      highlight: text(),
      lead: text(),
      primaryAction: link(),
      secondaryAction: link(),
      highlights: list(text(), { max: 4 }),
    }),
    solutions: obj({ intro: sectionIntro(), items: exactly(infoPoint(icon()), 4) }),
    results: obj({ intro: sectionIntro(), stats: exactly(stat(), 3) }),
    technology: obj({ intro: sectionIntro(), points: exactly(infoPoint(icon()), 3), image: image() }),
    cta: callToAction(),
  }),
};
