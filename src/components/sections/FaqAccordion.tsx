import { useTheme } from "@emotion/react";
import { graphql } from "gatsby";
import { ChevronDown } from "lucide-react";
import { reducedMotion, space } from "../../styles/theme";
import { ClaimSourceNote, type ClaimLabels } from "./ClaimSources";

/**
 * Questions that open in place. Native <details>: keyboard and screen-reader support with no JavaScript.
 * An answer that states a figure shows where it comes from under it.
 */
export function FaqAccordion({
  items,
  claimLabels,
}: Pick<Queries.FaqAccordionFragment, "items"> & { claimLabels: ClaimLabels }) {
  const theme = useTheme();
  return (
    <div css={{ display: "grid", gap: space(3), maxWidth: "52rem", marginInline: "auto" }}>
      {items.map((item) => (
        <details
          key={item.question}
          css={{
            borderRadius: theme.radii.md,
            border: `1px solid ${theme.colors.border}`,
            background: theme.colors.surface,
            transition: `border-color ${theme.transitions.base}`,
            "&[open]": { borderColor: theme.colors.borderStrong },
            "&[open] summary svg": { transform: "rotate(180deg)" },
          }}
        >
          <summary
            css={{
              display: "flex",
              alignItems: "center",
              justifyContent: "space-between",
              gap: space(4),
              padding: `${space(5)} ${space(6)}`,
              cursor: "pointer",
              listStyle: "none",
              fontFamily: theme.fonts.display,
              fontWeight: 600,
              fontSize: theme.fontSizes.lg,
              lineHeight: theme.lineHeights.snug,
              borderRadius: theme.radii.md,
              "&::-webkit-details-marker": { display: "none" },
              "&:hover": { color: theme.colors.accent },
            }}
          >
            {item.question}
            <ChevronDown
              size={22}
              aria-hidden="true"
              focusable="false"
              css={{
                flex: "none",
                color: theme.colors.accentAlt,
                transition: `transform ${theme.transitions.base}`,
                [reducedMotion]: { transition: "none" },
              }}
            />
          </summary>
          <div css={{ display: "grid", gap: space(3), padding: `0 ${space(6)} ${space(6)}`, maxWidth: "46rem" }}>
            <p css={{ margin: 0, color: theme.colors.muted }}>{item.answer}</p>
            {(item.source ?? []).map((source) => (
              <ClaimSourceNote key={source.note} source={source} labels={claimLabels} />
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}

export const fragment = graphql`
  fragment FaqAccordion on ContactFaq {
    intro {
      ...SectionHeading
    }
    items {
      question
      answer
      source {
        note
        date
        sample
        caseLink {
          path
          title
        }
      }
    }
  }
`;
