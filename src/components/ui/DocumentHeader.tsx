import { useTheme } from "@emotion/react";
import type { ReactNode } from "react";
import { mq, space } from "../../styles/theme";
import { Container } from "./Container";
import { Eyebrow } from "./Eyebrow";

interface DocumentHeaderProps {
  /** The h1's id, which the page's <article> is labelled by. */
  titleId: string;
  breadcrumb?: ReactNode;
  eyebrow: ReactNode;
  title: string;
  lead: string;
  /** What follows the lead: an article's author and dates, a case's client facts. */
  children?: ReactNode;
}

/** The top of an article or a case study: breadcrumb, eyebrow, title, lead, then its own facts. */
export function DocumentHeader({ titleId, breadcrumb, eyebrow, title, lead, children }: DocumentHeaderProps) {
  const theme = useTheme();
  return (
    <header
      css={{
        paddingTop: `calc(${theme.layout.navHeight} + ${space(10)})`,
        paddingBottom: space(10),
        [mq.lg]: { paddingTop: `calc(${theme.layout.navHeight} + ${space(16)})` },
      }}
    >
      <Container>
        <div css={{ maxWidth: "52rem", display: "grid", gap: space(5) }}>
          {breadcrumb}
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1
            id={titleId}
            css={{
              fontSize: "clamp(2rem, 1.5rem + 2.4vw, 3.25rem)",
              lineHeight: theme.lineHeights.tight,
              letterSpacing: "-0.03em",
              overflowWrap: "break-word",
            }}
          >
            {title}
          </h1>
          <p css={{ fontSize: theme.fontSizes.lg, color: theme.colors.muted, lineHeight: 1.6 }}>{lead}</p>
          {children}
        </div>
      </Container>
    </header>
  );
}
