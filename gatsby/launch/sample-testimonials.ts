/**
 * The testimonials shipped as examples (`sample: true`, content-model/testimonials.ts): words nobody
 * said may not be published, so the production launch check lists each with the other placeholders.
 */
import { testimonialsContent } from "../../content-model/testimonials";
import type { LaunchProblem } from "./launch-check";
import { sampleItemProblems } from "./sample-items";

export const sampleTestimonialProblems = (contentDir: string): LaunchProblem[] =>
  sampleItemProblems(contentDir, testimonialsContent.file, {
    es: "un testimonio de ejemplo: sustitúyelo por las palabras de un cliente real con la fecha de su autorización por escrito y desmarca «Testimonio de ejemplo», o bórralo",
    en: "a sample testimonial: replace it with a real client's words and the date of their written consent and untick «Testimonio de ejemplo», or delete it",
  });
