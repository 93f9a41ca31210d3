import { eyebrow, link, longText, obj, pageSeo, text } from "./shared";
import type { ContentFileSpec } from "./types";

export const notFoundContent = {
  file: "not-found.json",
  schema: obj({
    seo: pageSeo(),
    eyebrow: eyebrow(text()),
    title: text()
      .oneOf(["Página no encontrada"], 'must be exactly "Página no encontrada" (the spec\'s wording)')
      .label("Título")
      .meta({ hint: "El texto fijo «Página no encontrada»." }),
    text: longText("Texto"),
    action: link().label("Botón"),
    secondaryAction: link().label("Botón secundario"),
  }),
} satisfies ContentFileSpec;
