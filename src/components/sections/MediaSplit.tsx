import { useTheme } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { ReactNode } from "react";
import { mq, space } from "../../styles/theme";
import { ResponsiveImage } from "../ui/ResponsiveImage";

/** Text beside an image; the image goes first on phones only when `imageFirst` is set. */
export function MediaSplit({
  children,
  image,
  alt,
  imageFirst = false,
}: {
  children: ReactNode;
  image: IGatsbyImageData | undefined;
  alt: string;
  imageFirst?: boolean;
}) {
  const theme = useTheme();
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
      {image ? (
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
          <ResponsiveImage image={image} alt={alt} />
        </div>
      ) : null}
    </div>
  );
}
