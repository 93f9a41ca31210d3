/**
 * Building blocks shared by the content files: GraphQL SDL for the common object types and the
 * matching yup rules. Every rule is strict (no coercion) and every object rejects unknown keys, so an
 * editor's typo fails the build instead of silently vanishing from the page.
 */
import * as yup from "yup";

export const sharedSdl = `
  type ContentLink @dontInfer { label: String!, to: String! }
  type ContentImage @dontInfer { src: File! @fileByRelativePath, alt: String! }
  type PageSeo @dontInfer { title: String!, description: String! }
  type SectionIntro @dontInfer { eyebrow: String, title: String!, lead: String }
  type Stat @dontInfer { value: String!, label: String!, detail: String }
  type ServiceCard @dontInfer { icon: String!, title: String!, description: String!, features: [String!]! }
  type InfoPoint @dontInfer { icon: String!, title: String!, description: String! }
  type ProcessStep @dontInfer { step: String!, title: String!, description: String! }
  type CallToAction @dontInfer { title: String!, text: String!, action: ContentLink! }
  type MediaPoints @dontInfer { intro: SectionIntro!, points: [InfoPoint!]!, image: ContentImage! }
  type ImageBanner @dontInfer { eyebrow: String, title: String!, text: String!, image: ContentImage! }
  type PageHero @dontInfer { eyebrow: String!, title: String!, lead: String! }
  type ServiceSection @dontInfer { intro: SectionIntro!, items: [ServiceCard!]!, action: ContentLink! }
  type ProcessSection @dontInfer { intro: SectionIntro!, steps: [ProcessStep!]! }
`;

export interface CheckContext {
  /**
   * Whether an image path, relative to the JSON file being checked, names an existing file. Passed in
   * (not read here) so these rules also run in the browser, where the CMS checks an entry before saving.
   */
  imageExists(relativePath: string): boolean;
}

export const text = () => yup.string().strict().trim("must not start or end with spaces").required("required");
export const optionalText = () => yup.string().strict().trim("must not start or end with spaces").optional();

/** An internal route ("/contacto/") or the home page. */
export const route = () =>
  text().matches(/^\/([a-z0-9-]+\/)*$/, "must be an internal path such as /contacto/ (with a trailing slash)");

export const obj = <T extends yup.ObjectShape>(shape: T) =>
  yup
    .object(shape)
    .strict()
    .noUnknown("unknown key (${unknown}): remove it or check its spelling")
    .required("required")
    .default(undefined);

export const list = <T extends yup.AnySchema>(item: T, { min = 1, max }: { min?: number; max?: number } = {}) => {
  let schema = yup.array(item).strict().required("required").min(min, `needs at least ${min} item(s)`);
  if (max !== undefined) schema = schema.max(max, `allows at most ${max} item(s)`);
  return schema;
};

export const exactly = <T extends yup.AnySchema>(item: T, count: number) =>
  yup
    .array(item)
    .strict()
    .required("required")
    .length(count, `must have exactly ${count} items`);

/** A path relative to the JSON file ("./images/hero.png") that must point at an existing file. */
export const imagePath = () =>
  text().test("image-exists", "image not found: ${value}", (value, ctx) => {
    if (!value) return true;
    return (ctx.options.context as CheckContext).imageExists(value);
  });

export const image = () =>
  obj({
    src: imagePath(),
    // Empty alt is allowed on purpose: it marks a decorative image.
    alt: yup.string().strict().defined("required (use \"\" only for a decorative image)"),
  });

export const link = () => obj({ label: text(), to: route() });
export const pageSeo = () => obj({ title: text(), description: text().max(170, "keep it under 170 characters") });
export const sectionIntro = () => obj({ eyebrow: optionalText(), title: text(), lead: optionalText() });
export const stat = () => obj({ value: text(), label: text(), detail: optionalText() });
export const serviceCard = (icon: yup.StringSchema) =>
  obj({ icon, title: text(), description: text(), features: list(text()) });
export const infoPoint = (icon: yup.StringSchema) => obj({ icon, title: text(), description: text() });
export const processStep = () => obj({ step: text(), title: text(), description: text() });
export const callToAction = () => obj({ title: text(), text: text(), action: link() });
export const imageBanner = () => obj({ eyebrow: optionalText(), title: text(), text: text(), image: image() });
export const pageHero = () => obj({ eyebrow: text(), title: text(), lead: text() });

/** Service cards that all end in the same button (e.g. "Solicitar Consulta Gratuita" → /contacto/). */
export const serviceSection = (icon: yup.StringSchema, count: number) =>
  obj({ intro: sectionIntro(), items: exactly(serviceCard(icon), count), action: link() });

/** Titles a list of items must carry, in this order: the spec fixes them word for word. */
export const titledInOrder = <T extends yup.AnySchema>(item: T, titles: readonly string[]) =>
  exactly(item, titles.length).test({
    name: "titles-in-order",
    message: `titles must be, in this order: ${titles.join(", ")}`,
    // Exposed through describe(), so the CMS offers exactly these titles.
    params: { titles },
    test: (items) => !items || items.every((entry, index) => (entry as { title?: unknown }).title === titles[index]),
  });

/** A numbered process whose step titles the spec fixes. */
export const processSection = (titles: readonly string[]) =>
  obj({ intro: sectionIntro(), steps: titledInOrder(processStep(), titles) });
