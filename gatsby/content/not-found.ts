import { link, obj, pageSeo, text } from "./shared";
import type { ContentFileSpec } from "./types";

export const notFoundContent: ContentFileSpec = {
  file: "not-found.json",
  sdl: `
    type NotFoundJson implements Node @dontInfer {
      seo: PageSeo!
      eyebrow: String!
      title: String!
      text: String!
      action: ContentLink!
      secondaryAction: ContentLink!
    }
  `,
  schema: obj({
    seo: pageSeo(),
    eyebrow: text(),
    title: text().oneOf(["Página no encontrada"], "must be exactly \"Página no encontrada\" (the spec's wording)"),
    text: text(),
    action: link(),
    secondaryAction: link(),
  }),
};
