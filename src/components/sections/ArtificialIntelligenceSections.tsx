import type { ReactNode } from "react";
import { Section } from "../ui/Section";
import { SectionHeading } from "../ui/SectionHeading";
import { InfoPointGrid } from "./InfoPointGrid";
import { ServicePageSections } from "./ServicePageSections";

export type ArtificialIntelligenceContent = Pick<
  NonNullable<Queries.ArtificialIntelligencePageQuery["inteligenciaArtificialJson"]>,
  "hero" | "services" | "technology" | "banner" | "process" | "cta"
>;

/** The AI services page's sections, shared by the page and the CMS preview. */
export function ArtificialIntelligenceSections({
  page,
  testimonials,
  articles,
}: {
  page: ArtificialIntelligenceContent;
  testimonials?: ReactNode;
  articles?: ReactNode;
}) {
  return (
    <ServicePageSections content={page} testimonials={testimonials} articles={articles}>
      <Section labelledBy="technology-title" tone="alt">
        <SectionHeading id="technology-title" {...page.technology.intro} />
        <InfoPointGrid items={page.technology.points} columns={3} />
      </Section>
    </ServicePageSections>
  );
}
