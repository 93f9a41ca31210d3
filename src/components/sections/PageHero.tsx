import { useTheme } from "@emotion/react";
import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { mq, space } from "../../styles/theme";
import { Container } from "../ui/Container";
import { Eyebrow } from "../ui/Eyebrow";
import { FoldLine } from "../ui/FoldLine";
import { HeroBackdrop } from "./HeroBackdrop";

interface PageHeroProps {
  content: Queries.PageHeroFragment;
  /** Buttons or a date line under the lead. */
  children?: ReactNode;
  /** Fill most of the screen when the hero is all the page has (404). */
  tall?: boolean;
}

/** The opening band of every inner page. No image on purpose: the h1 is the page's largest paint. */
export function PageHero({ content, children, tall = false }: PageHeroProps) {
  const theme = useTheme();
  return (
    <section
      aria-labelledby="page-title"
      css={{
        position: "relative",
        isolation: "isolate",
        ...(tall ? { minHeight: "min(80vh, 760px)", display: "flex", alignItems: "center" } : {}),
        borderBottom: `1px solid ${theme.colors.border}`,
        paddingTop: `calc(${theme.layout.navHeight} + ${space(12)})`,
        paddingBottom: space(14),
        [mq.lg]: { paddingTop: `calc(${theme.layout.navHeight} + ${space(20)})`, paddingBottom: space(20) },
      }}
    >
      <HeroBackdrop />
      <Container>
        <div css={{ position: "relative", zIndex: 1, maxWidth: "48rem", display: "grid", gap: space(5) }}>
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <h1
            id="page-title"
            css={{
              fontSize: theme.fontSizes.pageTitle,
              fontWeight: 700,
              letterSpacing: "-0.03em",
              overflowWrap: "break-word",
            }}
          >
            {content.title}
          </h1>
          <p css={{ fontSize: theme.fontSizes.lg, color: theme.colors.muted, maxWidth: "40rem", lineHeight: 1.6 }}>
            {content.lead}
          </p>
          {children ? (
            <div css={{ display: "flex", flexWrap: "wrap", gap: space(3), marginTop: space(2) }}>{children}</div>
          ) : null}
        </div>
      </Container>
      <FoldLine />
    </section>
  );
}

export const fragment = graphql`
  fragment PageHero on PageHero {
    eyebrow
    title
    lead
  }
`;
