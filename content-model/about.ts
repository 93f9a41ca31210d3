import type { ISchema } from "yup";
import { icon } from "./icon";
import {
  callToAction,
  exactly,
  infoPoint,
  list,
  mediaPoints,
  named,
  obj,
  pageHero,
  pageSeo,
  sectionIntro,
  stat,
  text,
  titledInOrder,
} from "./shared";
import type { ContentFileSpec } from "./types";

export const ABOUT_VALUES = ["Innovación Constante", "Enfoque en Resultados", "Asociación Estratégica"] as const;

/** The mission and the values: an introduction and its points. */
const pointSection = <Items extends ISchema<unknown>>(items: Items) =>
  named("AboutPointSection", obj({ intro: sectionIntro(), items }));

export const aboutContent = {
  file: "about.json",
  schema: obj({
    seo: pageSeo(),
    hero: pageHero(),
    identity: obj({
      intro: sectionIntro(),
      paragraphs: list(text(), { max: 3 }).label("Párrafos").meta({ singular: "Párrafo" }),
      stats: exactly(stat(), 4).label("Cifras"),
    }).label("Quiénes somos"),
    mission: pointSection(exactly(infoPoint(icon()), 2).label("Puntos de la misión")).label("Misión"),
    technology: mediaPoints(icon(), 3),
    values: pointSection(titledInOrder(infoPoint(icon()), ABOUT_VALUES).label("Valores")).label("Valores"),
    cta: callToAction(),
  }),
} satisfies ContentFileSpec;
