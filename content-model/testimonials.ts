import * as yup from "yup";
import { TESTIMONIAL_PAGES } from "../src/config/testimonial-pages";
import { isoDate, list, longText, named, obj, sectionIntro, text, todayInContent, uniqueIds } from "./shared";
import type { ContentFileSpec } from "./types";

const testimonial = () =>
  named(
    "Testimonial",
    obj({
      id: text()
        .matches(/^[a-z0-9-]+$/, "must be lowercase words joined by hyphens")
        .label("Identificador")
        .meta({ hint: "Palabras en minúscula unidas por guiones, p. ej. clinica-triana." }),
      quote: text()
        .min(40, "must be 40–400 characters long")
        .max(400, "must be 40–400 characters long")
        .label("Testimonio")
        .meta({ long: true, hint: "Las palabras de la persona, tal como las autorizó, sin comillas." }),
      name: text().label("Nombre y apellidos"),
      role: text().label("Cargo"),
      company: text().label("Empresa"),
      // Since RDL 24/2021 a business showing reviews must be able to say how it checks they are real:
      // the date is the written consent the agency keeps.
      consentDate: isoDate().label("Fecha de la autorización").meta({
        hint: "El día en que la persona aceptó por escrito que publiquemos sus palabras (AAAA-MM-DD). Guarda ese escrito: si retira su permiso, borra el testimonio.",
      }),
      pages: list(
        text().oneOf([...TESTIMONIAL_PAGES], `unknown page "\${value}"; use one of: ${TESTIMONIAL_PAGES.join(", ")}`),
        { min: 0 },
      )
        // None yet is a choice (a quote kept for a case study), which the CMS writes as no list at all.
        .optional()
        .default(undefined)
        .label("Páginas donde se muestra")
        .meta({
          singular: "Página",
          hint: "Dónde se muestra el testimonio. Déjalo vacío para guardarlo sin mostrarlo.",
        }),
      // A shipped example: the production launch check lists it (gatsby/launch/sample-testimonials.ts).
      sample: yup.boolean().strict().optional().label("Testimonio de ejemplo"),
    }).test({
      // On the object, not the date: the CMS's fields cannot compare with today, its save check can.
      name: "consent-not-future",
      message: "a consent cannot be dated after today",
      test: (item, ctx) =>
        !item?.consentDate ||
        item.consentDate <= todayInContent() ||
        ctx.createError({ path: `${ctx.path}.consentDate` }),
    }),
  );

/** What clients say of the agency (content/testimonials.json), each with the date they agreed to its publication. */
export const testimonialsContent = {
  file: "testimonials.json",
  schema: obj({
    section: sectionIntro().label("Sección de testimonios"),
    consent: text()
      .label("Texto de la autorización")
      .meta({ hint: "Va delante de la fecha, p. ej. «Publicado con su autorización del»." }),
    sampleLabel: text().label("Aviso de testimonio de ejemplo"),
    verification: named(
      "TestimonialVerification",
      obj({
        title: text().label("Título"),
        text: longText("Texto", "Qué comprobamos de cada testimonio antes de publicarlo."),
      }),
    ).label("Cómo verificamos los testimonios"),
    items: list(testimonial(), { min: 0 })
      .test(uniqueIds("two testimonials share an id; each needs its own"))
      .label("Testimonios")
      .meta({ singular: "Testimonio" }),
  }),
} satisfies ContentFileSpec;
