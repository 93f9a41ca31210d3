/**
 * Building blocks shared by the content files: the yup rules of the common objects, each named for its
 * GraphQL type (graphql-sdl.ts generates the types from these rules). Every rule is strict (no
 * coercion) and every object rejects unknown keys, so an editor's typo fails the build instead of
 * silently vanishing from the page.
 */
import * as yup from "yup";

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

/**
 * Gives an object rule its own GraphQL type name, kept wherever the rule is used (page queries and
 * fragments name it: `fragment … on ImageBanner`). Without a name, an object is named after its parent
 * type and key (graphql-sdl.ts).
 */
export const named = <T extends yup.AnyObjectSchema>(graphqlType: string, schema: T): T => schema.meta({ graphqlType });

export const list = <Item>(item: yup.ISchema<Item>, { min = 1, max }: { min?: number; max?: number } = {}) => {
  let schema = yup.array(item).strict().required("required").min(min, `needs at least ${min} item(s)`);
  if (max !== undefined) schema = schema.max(max, `allows at most ${max} item(s)`);
  return schema;
};

export const exactly = <Item>(item: yup.ISchema<Item>, count: number) =>
  yup
    .array(item)
    .strict()
    .required("required")
    .length(count, `must have exactly ${count} items`);

declare const imagePathBrand: unique symbol;
/** An image path as the rules type it: GraphQL turns it into the image's File node, so readers of the data tell the two apart. */
export type ImagePath = string & { readonly [imagePathBrand]: true };

/** A path relative to the JSON file ("./images/hero.png") that must point at an existing file. */
export const imagePath = () =>
  yup
    .string<ImagePath>()
    .strict()
    .trim("must not start or end with spaces")
    .required("required")
    .test("image-exists", "image not found: ${value}", (value, ctx) => {
      if (!value) return true;
      return (ctx.options.context as CheckContext).imageExists(value);
    });

export const image = () =>
  named(
    "ContentImage",
    obj({
      src: imagePath(),
      // Empty alt is allowed on purpose: it marks a decorative image.
      alt: yup.string().strict().defined("required (use \"\" only for a decorative image)"),
    }),
  );

export const link = () => named("ContentLink", obj({ label: text(), to: route() }));
export const pageSeo = () => named("PageSeo", obj({ title: text(), description: text().max(170, "keep it under 170 characters") }));
export const sectionIntro = () => named("SectionIntro", obj({ eyebrow: optionalText(), title: text(), lead: optionalText() }));
export const stat = () => named("Stat", obj({ value: text(), label: text(), detail: optionalText() }));
export const serviceCard = <I extends yup.StringSchema>(icon: I) =>
  named("ServiceCard", obj({ icon, title: text(), description: text(), features: list(text()) }));
export const infoPoint = <I extends yup.StringSchema>(icon: I) => named("InfoPoint", obj({ icon, title: text(), description: text() }));
export const processStep = () => named("ProcessStep", obj({ step: text(), title: text(), description: text() }));
export const callToAction = () => named("CallToAction", obj({ title: text(), text: text(), action: link() }));
export const imageBanner = () => named("ImageBanner", obj({ eyebrow: optionalText(), title: text(), text: text(), image: image() }));
export const pageHero = () => named("PageHero", obj({ eyebrow: text(), title: text(), lead: text() }));

/** Points beside an illustration (the technology sections of the home and about pages). */
export const mediaPoints = <I extends yup.StringSchema>(icon: I, count: number) =>
  named("MediaPoints", obj({ intro: sectionIntro(), points: exactly(infoPoint(icon), count), image: image() }));

/** Service cards that all end in the same button (e.g. "Solicitar Consulta Gratuita" → /contacto/). */
export const serviceSection = <I extends yup.StringSchema>(icon: I, count: number) =>
  named("ServiceSection", obj({ intro: sectionIntro(), items: exactly(serviceCard(icon), count), action: link() }));

/** Titles a list of items must carry, in this order: the spec fixes them word for word. */
export const titledInOrder = <Item extends { title: string }>(item: yup.ISchema<Item>, titles: readonly string[]) =>
  exactly(item, titles.length).test({
    name: "titles-in-order",
    message: `titles must be, in this order: ${titles.join(", ")}`,
    // Exposed through describe(), so the CMS offers exactly these titles.
    params: { titles },
    test: (items) => !items || items.every((entry, index) => entry.title === titles[index]),
  });

/** A numbered process whose step titles the spec fixes. */
export const processSection = (titles: readonly string[]) =>
  named("ProcessSection", obj({ intro: sectionIntro(), steps: titledInOrder(processStep(), titles) }));
