import { Section } from "../ui/Section";
import { SectionHeading } from "../ui/SectionHeading";
import type { ClaimLabels } from "./ClaimSources";
import { FaqAccordion } from "./FaqAccordion";

/** The contact page's frequently asked questions, shared by the page and the CMS preview. */
export function FaqSection({
  content,
  claimLabels,
}: {
  content: Queries.FaqAccordionFragment;
  claimLabels: ClaimLabels;
}) {
  return (
    <Section labelledBy="faq-title" tone="alt">
      <SectionHeading id="faq-title" {...content.intro} />
      <FaqAccordion items={content.items} claimLabels={claimLabels} />
    </Section>
  );
}
