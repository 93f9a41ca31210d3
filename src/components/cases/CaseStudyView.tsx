import { useTheme } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { ReactNode } from "react";
import { articleServiceLinks } from "../../config/article-services";
import { mq, space } from "../../styles/theme";
import { formatSpanishDate } from "../legal/format-date";
import { Container } from "../ui/Container";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { ServiceLinkList } from "../ui/ServiceLinkList";
import { DocumentHeader } from "../ui/DocumentHeader";
import { FoldLine } from "../ui/FoldLine";
import { CaseMetrics, type CaseMetric } from "./CaseMetrics";

export type CaseLabels = Pick<
  Queries.CasesLabels,
  | "client"
  | "sector"
  | "size"
  | "city"
  | "challenge"
  | "approach"
  | "services"
  | "results"
  | "before"
  | "after"
  | "period"
  | "source"
  | "logoPermission"
>;

export interface CaseStudyData {
  title: string;
  summary: string;
  client: {
    name: string;
    sector: string;
    size: string;
    city: string;
    /** At most one: the client's logo, with the date of their permission to show it. */
    logo?: ReadonlyArray<{
      permissionDate: string;
      image: { alt: string; src: { childImageSharp?: { gatsbyImageData: IGatsbyImageData } | null } | null };
    }> | null;
  };
  challenge: string;
  approach: string;
  services: readonly (string | null)[];
  metrics: readonly CaseMetric[];
  sample?: boolean | null;
}

/** A case study as a buyer reads it: on the site, and in the CMS's live preview. */
export function CaseStudyView({
  study,
  labels,
  sampleLabel,
  breadcrumb,
  idPrefix = "",
}: {
  study: CaseStudyData;
  labels: CaseLabels;
  sampleLabel: string;
  breadcrumb?: ReactNode;
  /** Prefixes its ids, so that several can share a document (the CMS's preview of every case). */
  idPrefix?: string;
}) {
  const theme = useTheme();
  const services = articleServiceLinks(study.services);
  const logo = study.client.logo?.[0];
  const prose = { maxWidth: "46rem", color: theme.colors.muted, fontSize: theme.fontSizes.lg, lineHeight: 1.7 };
  const heading = { fontSize: theme.fontSizes.h3, lineHeight: theme.lineHeights.snug, marginBottom: space(4) };
  return (
    <article aria-labelledby={`${idPrefix}page-title`}>
      <DocumentHeader
        titleId={`${idPrefix}page-title`}
        breadcrumb={breadcrumb}
        eyebrow={study.sample ? sampleLabel : study.client.sector}
        title={study.title}
        lead={study.summary}
      >
        <dl
          css={{
            display: "grid",
            gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
            gap: space(4),
            padding: space(5),
            borderRadius: theme.radii.md,
            border: `1px solid ${theme.colors.border}`,
            background: theme.colors.surface,
            [mq.md]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
          }}
        >
          {(
            [
              [labels.client, study.client.name],
              [labels.sector, study.client.sector],
              [labels.size, study.client.size],
              [labels.city, study.client.city],
            ] as const
          ).map(([term, value]) => (
            <div key={term}>
              <dt css={{ fontSize: theme.fontSizes.xs, color: theme.colors.subtle, fontWeight: 600 }}>{term}</dt>
              <dd css={{ margin: 0, fontWeight: 600 }}>{value}</dd>
            </div>
          ))}
        </dl>
        {logo ? (
          <figure css={{ display: "grid", gap: space(2), maxWidth: "12rem" }}>
            <ResponsiveImage image={logo.image.src?.childImageSharp?.gatsbyImageData} alt={logo.image.alt} />
            <figcaption css={{ fontSize: theme.fontSizes.xs, color: theme.colors.subtle }}>
              {labels.logoPermission} {formatSpanishDate(logo.permissionDate)}
            </figcaption>
          </figure>
        ) : null}
      </DocumentHeader>
      <FoldLine />
      <Container>
        <div css={{ display: "grid", gap: space(12), paddingBottom: space(16) }}>
          <section aria-labelledby={`${idPrefix}case-results-title`}>
            <h2 id={`${idPrefix}case-results-title`} css={heading}>
              {labels.results}
            </h2>
            <CaseMetrics metrics={study.metrics} labels={labels} />
          </section>
          <section aria-labelledby={`${idPrefix}case-challenge-title`}>
            <h2 id={`${idPrefix}case-challenge-title`} css={heading}>
              {labels.challenge}
            </h2>
            <p css={prose}>{study.challenge}</p>
          </section>
          <section aria-labelledby={`${idPrefix}case-approach-title`}>
            <h2 id={`${idPrefix}case-approach-title`} css={heading}>
              {labels.approach}
            </h2>
            <p css={prose}>{study.approach}</p>
          </section>
          {services.length > 0 ? (
            <section aria-labelledby={`${idPrefix}case-services-title`}>
              <h2 id={`${idPrefix}case-services-title`} css={{ ...heading, fontSize: theme.fontSizes.sm }}>
                {labels.services}
              </h2>
              <ServiceLinkList services={services} />
            </section>
          ) : null}
        </div>
      </Container>
    </article>
  );
}
