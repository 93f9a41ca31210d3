import { link, obj, pageSeo, text } from "./shared";
import type { ContentFileSpec } from "./types";

export const notFoundContent = {
  file: "not-found.json",
  schema: obj({
    seo: pageSeo(),
    eyebrow: text(),
    title: text().oneOf(["Página no encontrada"], "must be exactly \"Página no encontrada\" (the spec's wording)"),
    text: text(),
    action: link(),
    secondaryAction: link(),
  }),
} satisfies ContentFileSpec;
