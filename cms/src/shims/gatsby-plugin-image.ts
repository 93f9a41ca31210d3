/** gatsby-plugin-image's getImage for the CMS preview: the preview builds the image data itself (preview/images.ts). */
import type { IGatsbyImageData } from "gatsby-plugin-image";

export const getImage = (data: IGatsbyImageData | null | undefined): IGatsbyImageData | undefined => data ?? undefined;
