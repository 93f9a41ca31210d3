import * as yup from "yup";
import { ARTICLE_SERVICES } from "../src/config/article-services";
import { FUNNEL_ARTICLE_SLUG } from "../src/contracts/funnel-page-kinds";
import {
  callToAction,
  image,
  isoDate,
  list,
  longText,
  named,
  obj,
  optionalText,
  pageHero,
  pageSeo,
  text,
  todayInContent,
  uniqueIds,
} from "./shared";
import type { ContentFileSpec } from "./types";

const amount = (label: string) => yup.number().strict().min(0, "must be 0 or more").required("required").label(label);

/**
 * One result, as a sceptical buyer (and Spain's consumer authorities, Ley de Competencia Desleal art. 5)
 * needs it: what was measured, before and after, over which period and read from which tool. A
 * percentage says what it is a percentage of.
 */
const metric = () =>
  named(
    "CaseMetric",
    obj({
      label: text()
        .label("Qué se midió")
        .meta({ hint: "P. ej. «Coste por lead» o «Solicitudes de presupuesto al mes»." }),
      before: amount("Antes").meta({ hint: "El valor antes de trabajar con nosotros, solo la cifra." }),
      after: amount("Después").meta({ hint: "El valor al final del periodo medido, solo la cifra." }),
      unit: text().label("Unidad").meta({ hint: "P. ej. «€», «%», «leads al mes»." }),
      of: optionalText()
        .label("Porcentaje de qué")
        .meta({ hint: "Obligatorio si la unidad es %: p. ej. «de las visitas que piden presupuesto»." }),
      period: text().label("Periodo medido").meta({ hint: "P. ej. «de enero a junio de 2025»." }),
      source: text()
        .label("Fuente del dato")
        .meta({ hint: "De dónde se leyó: Google Ads, GA4, Meta Ads Manager, el CRM del cliente…" }),
    }).test({
      name: "percentage-of",
      message: "a percentage must say what it is a percentage of",
      test: (item, ctx) =>
        !item || item.unit !== "%" || Boolean(item.of) || ctx.createError({ path: `${ctx.path}.of` }),
    }),
  );

/** A logo may only be shown with the client's recorded permission: a list of at most one, as optional groups cannot be left out in the CMS. */
const logo = () =>
  list(
    named(
      "CaseLogo",
      obj({
        image: image().label("Logotipo"),
        permissionDate: isoDate()
          .label("Fecha del permiso")
          .meta({ hint: "El día en que el cliente autorizó por escrito mostrar su logotipo (AAAA-MM-DD)." }),
      }).test({
        name: "permission-not-future",
        message: "a permission cannot be dated after today",
        test: (item, ctx) =>
          !item?.permissionDate ||
          item.permissionDate <= todayInContent() ||
          ctx.createError({ path: `${ctx.path}.permissionDate` }),
      }),
    ),
    { min: 0, max: 1 },
  )
    .optional()
    .default(undefined)
    .label("Logotipo del cliente")
    .meta({ singular: "Logotipo", hint: "Solo con el permiso escrito del cliente, y su fecha." });

const caseStudy = () =>
  named(
    "CaseStudy",
    obj({
      slug: text()
        // The shape the funnel's database admits (it counts each case by its slug).
        .matches(FUNNEL_ARTICLE_SLUG, "must be lowercase words joined by single hyphens, at most 80 characters")
        .label("Dirección")
        .meta({
          hint: "La última parte de la dirección: /casos-de-exito/<esta>/. Palabras en minúscula unidas por guiones.",
        }),
      title: text()
        .label("Título")
        .meta({ hint: "El resultado en una frase, p. ej. «Un 40 % menos por lead en seis meses»." }),
      summary: longText("Resumen", "Dos líneas para la lista y los buscadores (hasta 170 caracteres).").max(
        170,
        "keep it under 170 characters",
      ),
      date: isoDate().label("Fecha de publicación").meta({ hint: "AAAA-MM-DD." }),
      client: named(
        "CaseClient",
        obj({
          name: text().label("Nombre del cliente"),
          sector: text().label("Sector"),
          size: text().label("Tamaño").meta({ hint: "P. ej. «12 empleados»." }),
          city: text().label("Ciudad"),
          logo: logo(),
        }),
      ).label("Cliente"),
      challenge: longText("El reto", "Qué problema tenía el cliente, con sus palabras si puede ser."),
      approach: longText("Lo que hicimos", "Qué hicimos, en qué orden y con qué herramientas."),
      services: list(
        text().oneOf([...ARTICLE_SERVICES], `unknown service "\${value}"; use one of: ${ARTICLE_SERVICES.join(", ")}`),
      )
        .label("Servicios")
        .meta({ singular: "Servicio" }),
      metrics: list(metric()).label("Resultados").meta({ singular: "Resultado" }),
      testimonial: optionalText()
        .matches(/^[a-z0-9-]+$/, "must be a testimonial's id")
        .label("Testimonio del cliente")
        .meta({ hint: "El identificador de su testimonio en «Testimonios», si lo hay." }),
      // A shipped example: the production launch check lists it (gatsby/launch/sample-cases.ts).
      sample: yup.boolean().strict().optional().label("Caso de ejemplo"),
    }),
  );

/** Case studies (content/cases.json): clients' results, each figure with its period and source. */
export const casesContent = {
  file: "cases.json",
  schema: obj({
    seo: pageSeo(),
    hero: pageHero().label("Cabecera de la lista"),
    labels: obj({
      client: text().label("Cliente"),
      sector: text().label("Sector"),
      size: text().label("Tamaño"),
      city: text().label("Ciudad"),
      challenge: text().label("El reto"),
      approach: text().label("Lo que hicimos"),
      services: text().label("Servicios"),
      results: text().label("Resultados"),
      before: text().label("Antes"),
      after: text().label("Después"),
      period: text().label("Periodo"),
      source: text().label("Fuente"),
      breadcrumbLabel: text().label("Nombre de la ruta de navegación"),
      home: text().label("Inicio (ruta de navegación)"),
      cases: text().label("Casos (ruta de navegación)"),
      logoPermission: text().label("Texto del permiso del logotipo"),
    }).label("Textos de las páginas"),
    sampleLabel: text().label("Aviso de caso de ejemplo"),
    cta: callToAction().label("Llamada a la acción del caso"),
    footerLink: text().label("Enlace del pie de página"),
    items: list(caseStudy(), { min: 0 })
      .test(uniqueIds("two cases share an address; each needs its own", "slug"))
      .label("Casos")
      .meta({ singular: "Caso" }),
  }),
} satisfies ContentFileSpec;
