import { icon } from "./icon";
import { callToAction, exactly, infoPoint, link, list, mediaPoints, obj, pageSeo, sectionIntro, stat, text } from "./shared";
import type { ContentFileSpec } from "./types";

export const homeContent = {
  file: "home.json",
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
    technology: mediaPoints(icon(), 3),
    cta: callToAction(),
  }),
} satisfies ContentFileSpec;
