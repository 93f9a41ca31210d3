/**
 * Preview templates: the page as visitors will see it, drawn by the site's own section components with
 * the entry being edited. Decap names a template after the entry (FILE_INFO's name in collections.ts).
 */
import type { ComponentType } from "react";
import {
  ArtificialIntelligenceSections,
  type ArtificialIntelligenceContent,
} from "../../../src/components/sections/ArtificialIntelligenceSections";
import { FaqSection } from "../../../src/components/sections/FaqSection";
import { HomeSections, type HomeContent } from "../../../src/components/sections/HomeSections";
import { ImageBanner } from "../../../src/components/sections/ImageBanner";
import { PageHero } from "../../../src/components/sections/PageHero";
import { ServicePageSections } from "../../../src/components/sections/ServicePageSections";
import { Testimonials, type TestimonialsContent } from "../../../src/components/sections/Testimonials";
import { CaseStudyView, type CaseLabels, type CaseStudyData } from "../../../src/components/cases/CaseStudyView";
import type { SiteContent } from "../../../src/hooks/use-site-content";
import { TEAM } from "../model/team-list";
import blog from "../../../content/blog.json";
import cases from "../../../content/cases.json";
import { withCaseLinks } from "../../../content-model/claim-case-link";
import site from "../../../content/site.json";
import { ArticleView } from "../../../src/components/blog/ArticleView";
import type { ArticleLabels } from "../../../src/components/blog/article-view-data";
import { articleAuthorBio, articleViewData } from "./article-view";
import { withPreviewImages, type GetAsset } from "./images";
import { PreviewFrame } from "./PreviewFrame";
import { SiteChrome } from "./SiteChrome";

/** The props Decap gives a preview template (those used here). */
export interface PreviewProps {
  entry: { get(key: "data"): { toJS(): unknown } };
  getAsset: GetAsset;
  document: Document;
}

/** The words around an article, from content/blog.json as the CMS was built (the site's page reads the same). */
const ARTICLE_LABELS: ArticleLabels = { ...blog.article, readingTime: blog.list.readingTime };

type ServicePageContent = Parameters<typeof ServicePageSections>[0]["content"];
type ContactContent = NonNullable<Queries.ContactPageQuery["contactJson"]>;

/** A template drawing `render(page)` from the entry's data, typed as the page query's result. */
function template<T>(render: (page: T) => JSX.Element): ComponentType<PreviewProps> {
  return function Preview({ entry, getAsset, document }: PreviewProps) {
    const data = entry.get("data").toJS();
    // The entry holds exactly what the page query reads, images and the sources' cases aside.
    // The figures' sources link their case as the site does, from the cases the CMS was built with.
    const page = withCaseLinks(withPreviewImages(data, getAsset), cases.items) as T;
    return (
      <PreviewFrame document={document} revision={data}>
        {render(page)}
      </PreviewFrame>
    );
  };
}

export const PREVIEW_TEMPLATES: Readonly<Record<string, ComponentType<PreviewProps>>> = {
  // The figures' source labels as the CMS was built (content/site.json), like the article's words above.
  home: template<HomeContent>((page) => <HomeSections page={page} claimLabels={site.claimSources} />),
  "inteligencia-artificial": template<ArtificialIntelligenceContent>((page) => (
    <ArtificialIntelligenceSections page={page} />
  )),
  "marketing-digital": template<ServicePageContent>((page) => <ServicePageSections content={page} />),
  contact: template<ContactContent>((page) => (
    <>
      <PageHero content={page.hero} />
      <FaqSection content={page.faq} claimLabels={site.claimSources} />
      <ImageBanner id="contact-banner-title" content={page.banner} />
    </>
  )),
  site: template<SiteContent>((site) => <SiteChrome site={site} />),
  // Every testimonial, whichever pages show it: the one being written is always in view.
  testimonials: template<TestimonialsContent>((content) => <Testimonials id="testimonios-title" content={content} />),
  // Every case, newest first as on the site: the one being written is in view.
  cases: template<{ labels: CaseLabels; sampleLabel: string; items: Array<CaseStudyData & { date: string }> }>(
    (content) => (
      <>
        {[...content.items]
          .sort((a, b) => b.date.localeCompare(a.date))
          .map((study, index) => (
            <CaseStudyView
              key={index}
              idPrefix={`caso-${index}-`}
              study={study}
              labels={content.labels}
              sampleLabel={content.sampleLabel}
            />
          ))}
      </>
    ),
  ),
  // A folder collection's template is named after the collection.
  articles: function ArticlePreview({ entry, getAsset, document }: PreviewProps) {
    const data = entry.get("data").toJS() as Record<string, unknown>;
    const bio = articleAuthorBio(data, TEAM);
    return (
      <PreviewFrame document={document} revision={data}>
        <ArticleView
          article={articleViewData(data, TEAM, getAsset)}
          labels={ARTICLE_LABELS}
          {...(bio ? { authorBio: bio } : {})}
        />
      </PreviewFrame>
    );
  },
};
