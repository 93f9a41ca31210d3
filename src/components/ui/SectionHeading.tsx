import { useTheme } from "@emotion/react";
import { graphql } from "gatsby";
import { space } from "../../styles/theme";
import { Eyebrow } from "./Eyebrow";

interface SectionHeadingProps extends Queries.SectionHeadingFragment {
  id: string;
  align?: "center" | "start";
}

export function SectionHeading({ id, title, eyebrow, lead, align = "center" }: SectionHeadingProps) {
  const theme = useTheme();
  return (
    <header
      css={{
        maxWidth: align === "center" ? "46rem" : "40rem",
        marginInline: align === "center" ? "auto" : 0,
        marginBottom: space(12),
        textAlign: align,
        display: "grid",
        gap: space(4),
        justifyItems: align === "center" ? "center" : "start",
      }}
    >
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h2 id={id} css={{ fontSize: theme.fontSizes.h2 }}>
        {title}
      </h2>
      {lead ? <p css={{ color: theme.colors.muted, fontSize: theme.fontSizes.lg }}>{lead}</p> : null}
    </header>
  );
}

export const fragment = graphql`
  fragment SectionHeading on SectionIntro {
    eyebrow
    title
    lead
  }
`;
