import { useTheme } from "@emotion/react";
import { graphql } from "gatsby";
import { gradientText } from "../../styles/gradient-text";
import { mq, space } from "../../styles/theme";
import { ClaimMarker, ClaimSources, type ClaimLabels } from "./ClaimSources";

/**
 * Big numbers. A description list so each figure is read with its label; each label links to where its
 * figure comes from, listed under the grid (`id` keeps the links of two grids on a page apart).
 */
export function StatGrid({
  id,
  stats,
  claimLabels,
}: {
  id: string;
  stats: readonly Queries.StatGridFragment[];
  claimLabels: ClaimLabels;
}) {
  const theme = useTheme();
  // Four figures share a row on desktop, so they need a smaller number to fit ("+200%").
  const dense = stats.length > 3;
  return (
    <>
      <dl
        css={{
          margin: 0,
          display: "grid",
          gap: space(5),
          gridTemplateColumns: "1fr",
          [mq.md]: { gridTemplateColumns: `repeat(${Math.min(stats.length, 3)}, minmax(0, 1fr))` },
          [mq.lg]: { gridTemplateColumns: `repeat(${Math.min(stats.length, 4)}, minmax(0, 1fr))` },
        }}
      >
        {stats.map((stat, index) => (
          <div
            key={stat.label}
            css={{
              display: "flex",
              flexDirection: "column-reverse",
              justifyContent: "flex-end",
              gap: space(2),
              padding: dense ? `${space(8)} ${space(5)}` : space(8),
              borderRadius: theme.radii.lg,
              border: `1px solid ${theme.colors.border}`,
              background: `${theme.gradients.glow}, ${theme.colors.surface}`,
              textAlign: "center",
            }}
          >
            <dt css={{ display: "grid", gap: space(1) }}>
              <span css={{ fontWeight: 600, fontSize: theme.fontSizes.lg }}>
                {stat.label}
                <ClaimMarker prefix={id} index={index} labels={claimLabels} />
              </span>
              {stat.detail ? (
                <span css={{ color: theme.colors.muted, fontSize: theme.fontSizes.sm }}>{stat.detail}</span>
              ) : null}
            </dt>
            <dd
              css={{
                margin: 0,
                fontFamily: theme.fonts.display,
                fontWeight: 700,
                fontSize: dense ? theme.fontSizes.statDense : theme.fontSizes.stat,
                lineHeight: 1,
                letterSpacing: "-0.04em",
                ...gradientText(theme),
              }}
            >
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
      <ClaimSources prefix={id} claims={stats} labels={claimLabels} />
    </>
  );
}

export const fragment = graphql`
  fragment StatGrid on Stat {
    value
    label
    detail
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
`;
