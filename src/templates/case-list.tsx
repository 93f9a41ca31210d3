import { graphql, type PageProps } from "gatsby";
import { CaseCard } from "../components/cases/CaseCard";
import { PageHero } from "../components/sections/PageHero";
import { Seo } from "../components/seo/Seo";
import { cardGrid } from "../components/ui/card-grid";
import { Section } from "../components/ui/Section";
import { StaticContent } from "../components/ui/StaticContent";
import { requiredContent } from "../lib/required-content";

/** /casos-de-exito/: every case study, newest first (gatsby/case-pages.ts makes it only when one exists). */
export default function CaseListPage({ data, location }: PageProps<Queries.CaseListPageQuery>) {
  const cases = requiredContent(data.casesJson, "content/cases.json");
  const items = [...cases.items].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return (
    <>
      <Seo title={cases.seo.title} description={cases.seo.description} pathname={location.pathname} />
      <StaticContent>
        <PageHero content={cases.hero} />
        <Section>
          {/* One case reads as a card at a paragraph's width, not as a banner across the page. */}
          <ul css={items.length === 1 ? { display: "grid", maxWidth: "46rem" } : cardGrid(Math.min(items.length, 3))}>
            {items.map((study) => (
              <CaseCard key={study.slug} study={study} sampleLabel={cases.sampleLabel} />
            ))}
          </ul>
        </Section>
      </StaticContent>
    </>
  );
}

export const query = graphql`
  query CaseListPage {
    casesJson {
      seo {
        title
        description
      }
      hero {
        ...PageHero
      }
      sampleLabel
      items {
        slug
        title
        summary
        date
        sample
        client {
          name
          sector
          city
        }
        metrics {
          label
          before
          after
          unit
          of
        }
      }
    }
  }
`;
