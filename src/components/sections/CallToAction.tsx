import { useTheme } from "@emotion/react";
import { graphql } from "gatsby";
import type { FunnelCta } from "../../contracts/funnel-names";
import { mq, space } from "../../styles/theme";
import { ButtonLink } from "../ui/ButtonLink";
import { Container } from "../ui/Container";

/** The closing band of a page. */
export function CallToAction({
  content,
  id,
  cta = "cta.final",
}: {
  content: Queries.CallToActionFragment;
  id: string;
  /** The funnel's name for the button: the page's closing call unless the page has its own (an article's). */
  cta?: FunnelCta;
}) {
  const theme = useTheme();
  return (
    <section aria-labelledby={id} css={{ paddingBlock: space(16), [mq.md]: { paddingBlock: space(24) } }}>
      <Container>
        <div
          css={{
            position: "relative",
            overflow: "hidden",
            display: "grid",
            justifyItems: "center",
            gap: space(5),
            textAlign: "center",
            padding: `${space(14)} ${space(6)}`,
            borderRadius: theme.radii.lg,
            border: `1px solid ${theme.colors.borderStrong}`,
            background: `radial-gradient(80% 120% at 50% 0%, rgba(165,148,255,0.30) 0%, rgba(94,234,212,0.10) 45%, rgba(11,13,23,0) 80%), ${theme.colors.surface}`,
            [mq.md]: { padding: `${space(20)} ${space(12)}` },
          }}
        >
          <h2 id={id} css={{ fontSize: theme.fontSizes.h2, maxWidth: "36rem" }}>
            {content.title}
          </h2>
          <p css={{ color: theme.colors.muted, fontSize: theme.fontSizes.lg, maxWidth: "40rem" }}>{content.text}</p>
          <ButtonLink to={content.action.to} cta={cta}>
            {content.action.label}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}

export const fragment = graphql`
  fragment CallToAction on CallToAction {
    title
    text
    action {
      label
      to
    }
  }
`;
