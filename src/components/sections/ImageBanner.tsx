import { useTheme } from "@emotion/react";
import { graphql } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { mq, space } from "../../styles/theme";
import { Container } from "../ui/Container";
import { Eyebrow } from "../ui/Eyebrow";
import { ResponsiveImage } from "../ui/ResponsiveImage";

interface ImageBannerProps {
  content: Queries.ImageBannerFragment;
  /** id of the banner's heading, unique on the page. */
  id: string;
}

/** A wide band pairing a short message with one of our illustrations. */
export function ImageBanner({ content, id }: ImageBannerProps) {
  const theme = useTheme();
  const image = getImage(content.image.src.childImageSharp?.gatsbyImageData ?? null);
  return (
    <section aria-labelledby={id} css={{ paddingBlock: space(16), [mq.md]: { paddingBlock: space(24) } }}>
      <Container>
        <div
          css={{
            display: "grid",
            overflow: "hidden",
            borderRadius: theme.radii.lg,
            border: `1px solid ${theme.colors.borderStrong}`,
            background: `radial-gradient(90% 120% at 0% 0%, rgba(165,148,255,0.22) 0%, rgba(11,13,23,0) 70%), ${theme.colors.surface}`,
            boxShadow: theme.shadows.card,
            // Safari needs this to clip the image to the rounded corners.
            transform: "translateZ(0)",
            [mq.lg]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" },
          }}
        >
          <div
            css={{
              display: "grid",
              alignContent: "center",
              gap: space(4),
              padding: space(8),
              [mq.lg]: { padding: space(12) },
            }}
          >
            {content.eyebrow ? <Eyebrow>{content.eyebrow}</Eyebrow> : null}
            <h2 id={id} css={{ fontSize: theme.fontSizes.h2 }}>
              {content.title}
            </h2>
            <p css={{ color: theme.colors.muted, fontSize: theme.fontSizes.lg }}>{content.text}</p>
          </div>
          <ResponsiveImage
            image={image}
            alt={content.image.alt}
            css={{
              display: "block",
              borderTop: `1px solid ${theme.colors.border}`,
              [mq.lg]: {
                borderTop: "none",
                borderLeft: `1px solid ${theme.colors.border}`,
                // Fill the column as tall as the text beside it; the artwork's edges are only background.
                height: "100%",
                "& img": { height: "100%", objectFit: "cover" },
              },
            }}
          />
        </div>
      </Container>
    </section>
  );
}

export const fragment = graphql`
  fragment ImageBanner on ImageBanner {
    eyebrow
    title
    text
    image {
      alt
      src {
        childImageSharp {
          gatsbyImageData(width: 760, sizes: "(min-width: 1200px) 570px, (min-width: 1024px) 48vw, 100vw")
        }
      }
    }
  }
`;
