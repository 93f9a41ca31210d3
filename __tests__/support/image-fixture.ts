import type { IGatsbyImageData } from "gatsby-plugin-image";

/** The shape gatsby-plugin-image gives a processed image, small enough to read in a test. */
export const imageDataFixture: IGatsbyImageData = {
  layout: "constrained",
  width: 760,
  height: 475,
  backgroundColor: "#0f1222",
  images: {
    fallback: { src: "/static/banner-760.png", srcSet: "/static/banner-760.png 760w", sizes: "100vw" },
    sources: [{ type: "image/avif", srcSet: "/static/banner-760.avif 760w", sizes: "100vw" }],
  },
};

/** An image's File node as the queries select it: the processed image, and the original (the sharing image's). */
export const queriedFile = {
  childImageSharp: {
    gatsbyImageData: imageDataFixture,
    original: { src: "/static/og-default.png", width: 1200, height: 630 },
  },
};

/** A content image as the page queries return it. */
export const queriedImage = (alt: string) => ({ alt, src: queriedFile });
