import { useTheme } from "@emotion/react";
import { graphql } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import type { ReactNode } from "react";
import { mq, space } from "../../styles/theme";
import { ResponsiveImage } from "../ui/ResponsiveImage";

/** Text beside an image; the image goes first on phones only when `imageFirst` is set. */
export function MediaSplit({
  children,
  image,
  imageFirst = false,
}: {
  children: ReactNode;
  image: Queries.MediaSplitFragment;
  imageFirst?: boolean;
}) {
  const theme = useTheme();
  const imageData = getImage(image.src.childImageSharp?.gatsbyImageData ?? null);
  return (
    <div
      css={{
        display: "grid",
        gap: space(10),
        alignItems: "center",
        [mq.lg]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", gap: space(16) },
      }}
    >
      <div css={{ order: imageFirst ? 2 : 1, [mq.lg]: { order: imageFirst ? 2 : 1 } }}>{children}</div>
      {imageData ? (
        <div
          css={{
            order: imageFirst ? 1 : 2,
            borderRadius: theme.radii.lg,
            overflow: "hidden",
            border: `1px solid ${theme.colors.borderStrong}`,
            boxShadow: theme.shadows.lift,
            // Safari needs this to clip the image to the rounded corners.
            transform: "translateZ(0)",
          }}
        >
          <ResponsiveImage image={imageData} alt={image.alt} />
        </div>
      ) : null}
    </div>
  );
}

export const fragment = graphql`
  fragment MediaSplit on ContentImage {
    alt
    src {
      childImageSharp {
        gatsbyImageData(width: 640, sizes: "(min-width: 1024px) 560px, 100vw")
      }
    }
  }
`;
