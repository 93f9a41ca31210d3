import type { ReactNode } from "react";
import { Section } from "../ui/Section";
import { SectionHeading } from "../ui/SectionHeading";
import { CallToAction } from "./CallToAction";
import { HomeHero } from "./HomeHero";
import { InfoPointGrid } from "./InfoPointGrid";
import { MediaPointsSection } from "./MediaPointsSection";
import type { ClaimLabels } from "./ClaimSources";
import { StatGrid } from "./StatGrid";

export type HomeContent = Pick<
  NonNullable<Queries.HomePageQuery["homeJson"]>,
  "hero" | "solutions" | "results" | "technology" | "cta"
>;

/**
 * The home page's sections, shared by the page and the CMS preview: `testimonials` after the results,
 * `articles` (the blog's latest) before the closing call.
 */
export function HomeSections({
  page,
  claimLabels,
  testimonials,
  articles,
}: {
  page: HomeContent;
  claimLabels: ClaimLabels;
  testimonials?: ReactNode;
  articles?: ReactNode;
}) {
  return (
    <>
      <HomeHero content={page.hero} />

      <Section labelledBy="solutions-title">
        <SectionHeading id="solutions-title" {...page.solutions.intro} />
        <InfoPointGrid items={page.solutions.items} columns={4} />
      </Section>

      <Section labelledBy="results-title" tone="alt">
        <SectionHeading id="results-title" {...page.results.intro} />
        <StatGrid id="resultados" stats={page.results.stats} claimLabels={claimLabels} />
      </Section>

      {testimonials}

      <MediaPointsSection id="technology-title" content={page.technology} />

      {articles}

      <CallToAction id="cta-title" content={page.cta} />
    </>
  );
}
