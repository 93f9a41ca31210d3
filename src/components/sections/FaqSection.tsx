import { Section } from "../ui/Section";
import { SectionHeading } from "../ui/SectionHeading";
import { FaqAccordion } from "./FaqAccordion";

/** The contact page's frequently asked questions, shared by the page and the CMS preview. */
export function FaqSection({ content }: { content: Queries.FaqAccordionFragment }) {
  return (
    <Section labelledBy="faq-title" tone="alt">
      <SectionHeading id="faq-title" {...content.intro} />
      <FaqAccordion items={content.items} />
    </Section>
  );
}
