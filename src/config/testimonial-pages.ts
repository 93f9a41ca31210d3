import { ARTICLE_SERVICE_LABELS } from "./article-services";

/**
 * The pages that can show a testimonial (content/testimonials.json → items[].pages), by the name editors
 * pick them by: the home and each service page. The rules (content-model/testimonials.ts) accept exactly these.
 */
export const TESTIMONIAL_PAGE_LABELS = {
  inicio: "Inicio",
  ...ARTICLE_SERVICE_LABELS,
} as const satisfies Record<string, string>;

export type TestimonialPage = keyof typeof TESTIMONIAL_PAGE_LABELS;

export const TESTIMONIAL_PAGES = Object.keys(TESTIMONIAL_PAGE_LABELS) as TestimonialPage[];
