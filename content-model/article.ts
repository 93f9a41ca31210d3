/**
 * An article's rules (content/articles/<slug>.md), written once: its frontmatter's yup schema is the
 * build's check (gatsby/article-checks.ts), the GraphQL type (articleSdl in graphql-sdl.ts) and the
 * CMS's «Artículos» fields (cms/src/model/articles.ts); each field's Spanish label is beside its rule.
 * What spans files (the author on the team, links to other articles, slugs) needs ArticleContext.
 */
import * as yup from "yup";
import { ARTICLE_SERVICES } from "../src/config/article-services";
import { imagePath, list, obj, optionalText, text, type CheckContext } from "./shared";

export const ARTICLES_DIR = "articles";
export const TITLE_LENGTH = { min: 20, max: 70 } as const;
export const DESCRIPTION_LENGTH = { min: 70, max: 160 } as const;
export const ARTICLE_CATEGORIES = ["Inteligencia artificial", "Marketing digital", "Automatización"] as const;
export { ARTICLE_SERVICE_LABELS, ARTICLE_SERVICES } from "../src/config/article-services";

export interface ArticleContext extends CheckContext {
  /** The ids of content/team.json's members; absent where the team is not known (the CMS's save guard). */
  teamIds?: readonly string[];
}

/** "2026-11-18T09:00:00+01:00": a real date and time with an explicit offset (Madrid's is +01:00 or +02:00). */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(?:Z|[+-]\d{2}:\d{2})$/;

export function isIsoDateTime(value: string): boolean {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
}

const dateTime = () =>
  yup
    .string()
    .strict()
    .test({
      name: "iso-datetime",
      message: 'must be a date and time with its offset, such as "2026-11-18T09:00:00+01:00"',
      test: (value) => value === undefined || isIsoDateTime(value),
    });

const characters = ({ min, max }: { min: number; max: number }) => {
  const message = ({ value }: { value: string }) => `must be ${min}–${max} characters long; it has ${value.length}`;
  return text().min(min, message).max(max, message);
};

const author = () =>
  text()
    .test({
      name: "team-member",
      test: (value, ctx) => {
        const ids = (ctx.options.context as ArticleContext | undefined)?.teamIds;
        if (!ids || value === undefined || ids.includes(value)) return true;
        return ctx.createError({
          message: () => `"${value}" is not on the team list (content/team.json); use one of: ${ids.join(", ")}`,
        });
      },
    })
    .label("Autor");

export const articleFrontmatter = obj({
  title: characters(TITLE_LENGTH).label("Título"),
  description: characters(DESCRIPTION_LENGTH).label("Descripción").meta({ long: true }),
  date: dateTime().required("required").label("Fecha de publicación"),
  updated: dateTime().optional().label("Fecha de actualización"),
  author: author(),
  services: list(
    text().oneOf([...ARTICLE_SERVICES], `unknown service "\${value}"; use one of: ${ARTICLE_SERVICES.join(", ")}`),
  )
    .label("Servicios")
    .meta({ singular: "Servicio" }),
  category: text()
    .oneOf([...ARTICLE_CATEGORIES], `unknown category "\${value}"; use one of: ${ARTICLE_CATEGORIES.join(", ")}`)
    .label("Categoría"),
  image: imagePath().optional().label("Imagen"),
  imageAlt: optionalText().label("Texto alternativo de la imagen"),
  // The CMS starts a new article as a draft; the build still requires the switch to be written.
  draft: yup.boolean().strict().required("required").default(true).label("Borrador"),
  // A shipped example the owner must review: the production launch check lists it (gatsby/launch/sample-articles.ts).
  sample: yup.boolean().strict().optional().label("Artículo de ejemplo"),
})
  .test({
    name: "alt-with-image",
    test: (value, ctx) =>
      !value?.image ||
      Boolean(value.imageAlt) ||
      ctx.createError({ path: "imageAlt", message: "required when the article has an image" }),
  })
  .test({
    name: "updated-after-date",
    test: (value, ctx) =>
      !value?.updated ||
      !isIsoDateTime(value.updated) ||
      !isIsoDateTime(value.date) ||
      Date.parse(value.updated) >= Date.parse(value.date) ||
      ctx.createError({ path: "updated", message: "must not be before the publication date" }),
  });

export type ArticleFrontmatter = yup.InferType<typeof articleFrontmatter>;

/** A slug as the site compares them: "Mi-Artículo" and "mi-articulo" are one page. */
export const normalisedSlug = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
