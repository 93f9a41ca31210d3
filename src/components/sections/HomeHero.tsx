import { useTheme } from "@emotion/react";
import { graphql } from "gatsby";
import { CircleCheck } from "lucide-react";
import { gradientText } from "../../styles/gradient-text";
import { mq, space } from "../../styles/theme";
import { ButtonLink } from "../ui/ButtonLink";
import { Container } from "../ui/Container";
import { Eyebrow } from "../ui/Eyebrow";
import { FoldLine } from "../ui/FoldLine";
import { HeroBackdrop } from "./HeroBackdrop";

export function HomeHero({ content }: { content: Queries.HomeHeroFragment }) {
  const theme = useTheme();
  return (
    <section
      aria-labelledby="hero-title"
      css={{
        position: "relative",
        isolation: "isolate",
        // Phones get a tighter top and type, so both calls to action fit the first screen in one row.
        paddingTop: `calc(${theme.layout.navHeight} + ${space(10)})`,
        paddingBottom: space(20),
        [mq.sm]: { paddingTop: `calc(${theme.layout.navHeight} + ${space(16)})` },
        [mq.lg]: { paddingTop: `calc(${theme.layout.navHeight} + ${space(28)})`, paddingBottom: space(32) },
      }}
    >
      <HeroBackdrop />
      <Container>
        <div
          css={{
            position: "relative",
            zIndex: 1,
            maxWidth: "54rem",
            display: "grid",
            gap: space(5),
            [mq.sm]: { gap: space(6) },
          }}
        >
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <h1 id="hero-title" css={{ fontSize: theme.fontSizes.display, fontWeight: 700, letterSpacing: "-0.035em" }}>
            {content.title} <span css={gradientText(theme)}>{content.highlight}</span>
          </h1>
          <p
            css={{
              fontSize: theme.fontSizes.lg,
              color: theme.colors.muted,
              maxWidth: "40rem",
              lineHeight: 1.55,
              [mq.sm]: { fontSize: theme.fontSizes.xl },
            }}
          >
            {content.lead}
          </p>
          {/* The first button's size and place never depend on the second: a phone paints the hero before
              its markup has fully arrived, and a row that shared its space between both buttons moved the
              first one when the second was parsed (a layout shift). From 360 px the first takes its own
              width and the second the rest of the row; one column below; from `sm` up, each its own width. */}
          <div
            css={{
              display: "grid",
              gridTemplateColumns: "minmax(0, 1fr)",
              gap: space(2.5),
              marginTop: space(2),
              "& > a": { paddingInline: space(4), fontSize: theme.fontSizes.sm },
              [mq.xs]: { gridTemplateColumns: "fit-content(65%) minmax(0, 1fr)" },
              [mq.sm]: {
                display: "flex",
                flexWrap: "wrap",
                gap: space(3),
                "& > a": { flex: "none", paddingInline: space(6), fontSize: theme.fontSizes.base },
              },
            }}
          >
            <ButtonLink to={content.primaryAction.to} cta="hero.comenzar">
              {content.primaryAction.label}
            </ButtonLink>
            <ButtonLink to={content.secondaryAction.to} variant="secondary" cta="hero.secundario">
              {content.secondaryAction.label}
            </ButtonLink>
          </div>
          {/* One per line on phones and one row from `md` up, never wrapped by content: an item whose text
              had not arrived yet fitted on the row above and moved down once complete. */}
          <ul
            css={{
              listStyle: "none",
              display: "grid",
              gap: `${space(2)} ${space(6)}`,
              marginTop: space(4),
              color: theme.colors.muted,
              fontSize: theme.fontSizes.sm,
              [mq.md]: { gridAutoFlow: "column", justifyContent: "start" },
            }}
          >
            {content.highlights.map((item) => (
              // A line high before its text is parsed, so the icon is centred where it will stay.
              <li key={item} css={{ display: "flex", alignItems: "center", gap: space(2), minHeight: "1lh" }}>
                <CircleCheck size={18} aria-hidden="true" css={{ color: theme.colors.accentAlt }} />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <FoldLine />
    </section>
  );
}

export const fragment = graphql`
  fragment HomeHero on HomeHero {
    eyebrow
    title
    highlight
    lead
    primaryAction {
      label
      to
    }
    secondaryAction {
      label
      to
    }
    highlights
  }
`;
