import type { IGatsbyImageData } from "gatsby-plugin-image";

/** Decap's getAsset: the URL an image path of the entry is shown from (the upload itself before it is saved). */
export type GetAsset = (path: string) => { toString(): string };

const isImage = (value: unknown): value is { src: string; alt: string } =>
  typeof value === "object" && value !== null && typeof (value as { src?: unknown }).src === "string" && "alt" in value;

/**
 * The entry's data with every `{ src, alt }` image turned into what the sections read from Gatsby's
 * image processing (`src.childImageSharp.gatsbyImageData`), pointing at the file Decap serves.
 */
export function withPreviewImages(value: unknown, getAsset: GetAsset): unknown {
  if (Array.isArray(value)) return value.map((item) => withPreviewImages(item, getAsset));
  if (isImage(value)) {
    const gatsbyImageData: IGatsbyImageData = {
      layout: "constrained",
      width: 1200,
      height: 800,
      images: { fallback: { src: getAsset(value.src).toString() } },
    };
    return { ...value, src: { childImageSharp: { gatsbyImageData } } };
  }
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withPreviewImages(item, getAsset)]));
  }
  return value;
}
