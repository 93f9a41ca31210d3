import { useTheme } from "@emotion/react";
import { graphql } from "gatsby";
import { gradientText } from "../../styles/gradient-text";
import { mq, space } from "../../styles/theme";

/** Numbered steps of a method; on wide screens a line joins them left to right. */
export function ProcessSteps({ steps }: Pick<Queries.ProcessStepsFragment, "steps">) {
  const theme = useTheme();
  return (
    <ol
      css={{
        listStyle: "none",
        display: "grid",
        gap: space(5),
        gridTemplateColumns: "1fr",
        [mq.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
        [mq.lg]: { gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))`, gap: space(6) },
      }}
    >
      {steps.map((step) => (
        <li
          key={step.title}
          css={{
            position: "relative",
            display: "grid",
            alignContent: "start",
            gap: space(3),
            padding: space(7),
            borderRadius: theme.radii.lg,
            border: `1px solid ${theme.colors.border}`,
            background: theme.colors.surface,
          }}
        >
          <span
            css={{
              fontFamily: theme.fonts.display,
              fontWeight: 700,
              fontSize: theme.fontSizes.h2,
              lineHeight: 1,
              letterSpacing: "-0.04em",
              ...gradientText(theme),
              width: "fit-content",
            }}
          >
            {step.step}
          </span>
          <h3 css={{ fontSize: theme.fontSizes.h3 }}>{step.title}</h3>
          <p css={{ color: theme.colors.muted }}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

export const fragment = graphql`
  fragment ProcessSteps on ProcessSection {
    intro {
      ...SectionHeading
    }
    steps {
      step
      title
      description
    }
  }
`;
