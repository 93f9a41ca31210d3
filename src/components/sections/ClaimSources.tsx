import { useTheme, type CSSObject } from "@emotion/react";
import { graphql, Link } from "gatsby";
import { formatSpanishDate } from "../legal/format-date";
import { visuallyHidden } from "../../styles/visually-hidden";
import { space } from "../../styles/theme";

export type ClaimLabels = Queries.ClaimSourceLabelsFragment;
type Claim = Pick<Queries.StatGridFragment, "value" | "label" | "source">;

/** A link's box of at least 24 × 24 px, its text centred (WCAG 2.2 target size): the marker and the way back. */
const targetBox: CSSObject = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "24px",
  minHeight: "24px",
};

/** The ids that link a figure's marker and its source, both ways; `prefix` keeps two grids on a page apart. */
export const claimIds = (prefix: string, index: number) => ({
  marker: `${prefix}-cifra-${index + 1}`,
  source: `${prefix}-fuente-${index + 1}`,
});

/** The numbered link after a figure's text to where it comes from: «Fuente 1» to a screen reader. */
export function ClaimMarker({ prefix, index, labels }: { prefix: string; index: number; labels: ClaimLabels }) {
  const theme = useTheme();
  const ids = claimIds(prefix, index);
  return (
    <a
      id={ids.marker}
      href={`#${ids.source}`}
      css={{
        ...targetBox,
        marginLeft: space(1),
        verticalAlign: "top",
        borderRadius: theme.radii.pill,
        border: `1px solid ${theme.colors.borderStrong}`,
        color: theme.colors.text,
        fontSize: theme.fontSizes.xs,
        fontWeight: 600,
        lineHeight: 1,
        textDecoration: "none",
        scrollMarginTop: `calc(${theme.layout.navHeight} + ${space(6)})`,
        "&:hover": { borderColor: theme.colors.accent },
      }}
    >
      <span css={visuallyHidden}>{labels.marker} </span>
      {index + 1}
    </a>
  );
}

/**
 * Where each figure above comes from, numbered like the figures' markers, each with a link back. Plain
 * links to ids: it works before the page's script runs, and keyboard and screen-reader users reach it
 * like any link.
 */
export function ClaimSources({
  prefix,
  claims,
  labels,
}: {
  prefix: string;
  claims: readonly Claim[];
  labels: ClaimLabels;
}) {
  const theme = useTheme();
  const titleId = `${prefix}-fuentes`;
  return (
    <div css={{ marginTop: space(8), color: theme.colors.muted, fontSize: theme.fontSizes.xs }}>
      <p id={titleId} css={{ margin: 0, fontWeight: 600, color: theme.colors.text }}>
        {labels.title}
      </p>
      <ol
        css={{ margin: `${space(2)} 0 0`, paddingLeft: space(5), display: "grid", gap: space(1) }}
        aria-labelledby={titleId}
      >
        {claims.map((claim, index) => {
          const ids = claimIds(prefix, index);
          return (
            <li
              key={ids.source}
              id={ids.source}
              css={{
                scrollMarginTop: `calc(${theme.layout.navHeight} + ${space(6)})`,
                "&:target": { color: theme.colors.text },
              }}
            >
              {claim.source.sample ? <strong css={{ color: theme.colors.text }}>{labels.sample}. </strong> : null}
              <span css={{ color: theme.colors.text }}>
                {claim.value} {claim.label}:
              </span>{" "}
              {claim.source.note} {labels.checked} {formatSpanishDate(claim.source.date)}.{" "}
              <CaseLink source={claim.source} labels={labels} />
              <a
                href={`#${ids.marker}`}
                aria-label={`${labels.back} ${index + 1}`}
                css={{
                  ...targetBox,
                  color: theme.colors.text,
                  textDecoration: "none",
                }}
              >
                ↩
              </a>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The case study that backs a figure, while it exists (gatsby/claim-case-link.ts). */
function CaseLink({ source, labels }: { source: Queries.StatGridFragment["source"]; labels: ClaimLabels }) {
  const theme = useTheme();
  if (!source.caseLink) return null;
  return (
    <>
      {labels.caseLink}:{" "}
      <Link to={source.caseLink.path} css={{ color: theme.colors.text, textUnderlineOffset: "3px" }}>
        {source.caseLink.title}
      </Link>
      .{" "}
    </>
  );
}

/** A figure's source set under the text that states it (an FAQ answer): read in place, nothing to follow. */
export function ClaimSourceNote({
  source,
  labels,
}: {
  source: Queries.StatGridFragment["source"];
  labels: ClaimLabels;
}) {
  const theme = useTheme();
  return (
    <small css={{ display: "block", fontSize: theme.fontSizes.xs, color: theme.colors.muted }}>
      {source.sample ? (
        <strong css={{ color: theme.colors.text }}>{labels.sample}:</strong>
      ) : (
        <span css={{ color: theme.colors.text }}>{labels.marker}:</span>
      )}{" "}
      {source.note} {labels.checked} {formatSpanishDate(source.date)}. <CaseLink source={source} labels={labels} />
    </small>
  );
}

export const fragment = graphql`
  fragment ClaimSourceLabels on SiteClaimSources {
    title
    marker
    sample
    checked
    back
    caseLink
  }
`;
