import { useTheme } from "@emotion/react";
import { Link } from "gatsby";
import { cardEyebrow, cardLink, cardSurface } from "../../styles/card-styles";
import { space } from "../../styles/theme";
import { casePath } from "../../config/case-paths";
import { formatAmount, formatChange } from "./metric-format";

type CaseCardData = Pick<Queries.CaseStudy, "slug" | "title" | "summary" | "sample"> & {
  client: Pick<Queries.CaseClient, "name" | "sector" | "city">;
  metrics: ReadonlyArray<Pick<Queries.CaseMetric, "label" | "before" | "after" | "unit" | "of">>;
};

/** A case in the list: its headline result, the client, the title (the link) and the summary. */
export function CaseCard({ study, sampleLabel }: { study: CaseCardData; sampleLabel: string }) {
  const theme = useTheme();
  const lead = study.metrics[0];
  const change = lead ? formatChange(lead) : undefined;
  return (
    <li css={{ ...cardSurface(theme, "&:hover, &:focus-within"), gap: space(3), padding: space(7) }}>
      <p css={cardEyebrow(theme)}>
        {study.sample ? `${sampleLabel} · ` : ""}
        {study.client.sector} · {study.client.city}
      </p>
      {lead ? (
        <p css={{ display: "grid", gap: space(1) }}>
          <span css={{ fontFamily: theme.fonts.display, fontSize: theme.fontSizes.statDense, fontWeight: 700 }}>
            {change ?? formatAmount(lead.after, lead.unit)}
          </span>
          <span css={{ color: theme.colors.muted, fontSize: theme.fontSizes.sm }}>{lead.label}</span>
        </p>
      ) : null}
      <h2 css={{ fontSize: theme.fontSizes.xl, lineHeight: theme.lineHeights.snug, letterSpacing: "-0.01em" }}>
        <Link to={casePath(study.slug)} css={cardLink(theme)}>
          {study.title}
        </Link>
      </h2>
      <p css={{ color: theme.colors.muted, fontSize: theme.fontSizes.sm, lineHeight: 1.6 }}>{study.summary}</p>
      <p css={{ marginTop: "auto", color: theme.colors.subtle, fontSize: theme.fontSizes.xs }}>{study.client.name}</p>
    </li>
  );
}
