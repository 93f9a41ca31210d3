import { useTheme } from "@emotion/react";
import type { ReactNode } from "react";
import { mq, space } from "../../styles/theme";
import { PageHero } from "../sections/PageHero";
import { Container } from "../ui/Container";
import { StaticContent } from "../ui/StaticContent";
import { formatSpanishDate } from "./format-date";
import { LegalToc } from "./LegalToc";

export interface LegalDate {
  readonly label: string;
  readonly date: string;
}

interface LegalDocumentProps {
  hero: Queries.PageHeroFragment;
  /** Publication and last update, each with its label: "Publicada el 13 de agosto de 2025". */
  dates: readonly LegalDate[];
  tocTitle: string;
  toc: ReadonlyArray<{ readonly anchor: string; readonly title: string }>;
  /** The numbered sections (LegalSection), after any introduction. */
  children: ReactNode;
}

/** The layout of every legal page: hero with its dates, a sticky table of contents and the reading column. */
export function LegalDocument({ hero, dates, tocTitle, toc, children }: LegalDocumentProps) {
  const theme = useTheme();
  return (
    <StaticContent>
      <PageHero content={hero}>
        <p
          css={{
            display: "flex",
            flexWrap: "wrap",
            columnGap: space(6),
            rowGap: space(1),
            color: theme.colors.subtle,
            fontSize: theme.fontSizes.sm,
          }}
        >
          {dates.map(({ label, date }) => (
            <span key={label}>
              {label} <time dateTime={date}>{formatSpanishDate(date)}</time>
            </span>
          ))}
        </p>
      </PageHero>

      <div css={{ paddingBlock: space(12), [mq.md]: { paddingBlock: space(20) } }}>
        <Container>
          <div
            css={{
              display: "grid",
              gap: space(10),
              [mq.lg]: { gridTemplateColumns: "16rem minmax(0, 46rem)", gap: space(16), justifyContent: "center" },
            }}
          >
            <div
              css={{
                [mq.lg]: {
                  position: "sticky",
                  top: `calc(${theme.layout.navHeight} + ${space(6)})`,
                  alignSelf: "start",
                },
              }}
            >
              <LegalToc title={tocTitle} sections={toc} />
            </div>
            <div css={{ fontSize: theme.fontSizes.base, lineHeight: 1.75, minWidth: 0 }}>{children}</div>
          </div>
        </Container>
      </div>
    </StaticContent>
  );
}
