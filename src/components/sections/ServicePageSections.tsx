import type { ReactNode } from "react";
import { Section } from "../ui/Section";
import { SectionHeading } from "../ui/SectionHeading";
import { CallToAction } from "./CallToAction";
import { ImageBanner } from "./ImageBanner";
import { PageHero } from "./PageHero";
import { ProcessSteps } from "./ProcessSteps";
import { ServiceCards } from "./ServiceCards";

interface ServicePageContent {
  readonly hero: Queries.PageHeroFragment;
  readonly services: Queries.ServiceCardsFragment;
  readonly banner: Queries.ImageBannerFragment;
  readonly process: Queries.ProcessStepsFragment;
  readonly cta: Queries.CallToActionFragment;
}

interface ServicePageSectionsProps {
  content: ServicePageContent;
  /** Sections of one service page only, shown between the services and the banner. */
  children?: ReactNode;
  /** What clients say of this service, after the process. */
  testimonials?: ReactNode;
  /** The latest articles about this service, before the closing call to action. */
  articles?: ReactNode;
}

/** The layout the service pages share: hero, services, banner, process and closing call to action. */
export function ServicePageSections({ content, children, testimonials, articles }: ServicePageSectionsProps) {
  return (
    <>
      <PageHero content={content.hero} />

      <Section labelledBy="services-title">
        <SectionHeading id="services-title" {...content.services.intro} />
        <ServiceCards items={content.services.items} action={content.services.action} idPrefix="service" />
      </Section>

      {children}

      <ImageBanner id="banner-title" content={content.banner} />

      <Section labelledBy="process-title" tone="alt">
        <SectionHeading id="process-title" {...content.process.intro} />
        <ProcessSteps steps={content.process.steps} />
      </Section>

      {testimonials}

      {articles}

      <CallToAction id="cta-title" content={content.cta} />
    </>
  );
}
