import { useTheme } from "@emotion/react";
import { mq, space } from "../../styles/theme";
import { formatAmount, formatChange } from "./metric-format";

export type CaseMetric = Pick<Queries.CaseMetric, "label" | "before" | "after" | "unit" | "of" | "period" | "source">;

export interface CaseMetricLabels {
  before: string;
  after: string;
  period: string;
  source: string;
}

/** The results: each the figure after, the change, the figure before, and the period and source it was read from. */
export function CaseMetrics({ metrics, labels }: { metrics: readonly CaseMetric[]; labels: CaseMetricLabels }) {
  const theme = useTheme();
  const small = { fontSize: theme.fontSizes.sm, color: theme.colors.muted, lineHeight: 1.5 };
  return (
    <ul
      css={{
        listStyle: "none",
        display: "grid",
        gap: space(5),
        [mq.md]: { gridTemplateColumns: `repeat(${Math.min(metrics.length, 3)}, minmax(0, 1fr))` },
      }}
    >
      {metrics.map((metric) => {
        const change = formatChange(metric);
        const of = metric.of ? ` ${metric.of}` : "";
        return (
          <li
            key={metric.label}
            css={{
              display: "grid",
              alignContent: "start",
              gap: space(3),
              padding: space(6),
              borderRadius: theme.radii.lg,
              background: theme.gradients.surface,
              border: `1px solid ${theme.colors.border}`,
              boxShadow: theme.shadows.card,
            }}
          >
            <h3 css={{ fontSize: theme.fontSizes.base, lineHeight: theme.lineHeights.snug }}>{metric.label}</h3>
            <p css={{ display: "flex", flexWrap: "wrap", alignItems: "baseline", columnGap: space(3) }}>
              <span
                css={{
                  fontFamily: theme.fonts.display,
                  fontSize: theme.fontSizes.statDense,
                  fontWeight: 700,
                  letterSpacing: "-0.02em",
                  color: theme.colors.text,
                }}
              >
                {change ?? formatAmount(metric.after, metric.unit)}
              </span>
              {change ? (
                <span css={{ ...small, fontWeight: 600 }}>{formatAmount(metric.after, metric.unit) + of}</span>
              ) : null}
            </p>
            <dl
              css={{
                display: "grid",
                gridTemplateColumns: "auto 1fr",
                columnGap: space(3),
                rowGap: space(1),
                ...small,
              }}
            >
              <dt css={{ fontWeight: 600 }}>{labels.before}</dt>
              <dd>{formatAmount(metric.before, metric.unit) + of}</dd>
              <dt css={{ fontWeight: 600 }}>{labels.after}</dt>
              <dd>{formatAmount(metric.after, metric.unit) + of}</dd>
              <dt css={{ fontWeight: 600 }}>{labels.period}</dt>
              <dd>{metric.period}</dd>
              <dt css={{ fontWeight: 600 }}>{labels.source}</dt>
              <dd>{metric.source}</dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
