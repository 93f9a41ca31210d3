import type { IGatsbyImageData } from "gatsby-plugin-image";

interface ResponsiveImageProps {
  image: IGatsbyImageData | undefined;
  alt: string;
  /** Above the fold: load at once with high priority. Everything else is lazy. */
  eager?: boolean;
  className?: string;
}

/**
 * Renders gatsby-plugin-image's processed image data (AVIF, WebP and fallback srcsets, intrinsic size,
 * blurred placeholder) as a plain <picture>. GatsbyImage would also download a hydration helper that
 * bundles react-dom/server (21 KB gzipped) on every page with an image; native lazy loading and
 * width/height attributes give the same result without it.
 */
export function ResponsiveImage({ image, alt, eager = false, className }: ResponsiveImageProps) {
  if (!image) return null;
  const { images, width, height, placeholder, backgroundColor } = image;
  const fallback = images.fallback;
  return (
    <picture className={className}>
      {(images.sources ?? []).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? "sync" : "async"}
        {...(eager ? { fetchpriority: "high" } : {})}
        css={{
          display: "block",
          width: "100%",
          height: "auto",
          backgroundColor: backgroundColor ?? "transparent",
          backgroundImage: placeholder?.fallback ? `url("${placeholder.fallback}")` : undefined,
          backgroundSize: "cover",
        }}
      />
    </picture>
  );
}
