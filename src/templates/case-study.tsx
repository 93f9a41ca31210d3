import { graphql, type PageProps } from "gatsby";
import { Breadcrumb } from "../components/blog/Breadcrumb";
import { CaseStudyView } from "../components/cases/CaseStudyView";
import { CallToAction } from "../components/sections/CallToAction";
import { Testimonials } from "../components/sections/Testimonials";
import { Seo } from "../components/seo/Seo";
import { caseJsonLd } from "../components/seo/case-json-ld";
import { StaticContent } from "../components/ui/StaticContent";
import { articleServiceLinks } from "../config/article-services";
import { CASES_PATH } from "../config/case-paths";
import { env } from "../config/env";
import { useSiteContent } from "../hooks/use-site-content";
import { requiredContent } from "../lib/required-content";

interface CaseContext {
  slug: string;
  /** The id of the case's testimonial, "" when it has none. */
  testimonial: string;
}

/** /casos-de-exito/<slug>/: one case study (gatsby/case-pages.ts), with its client's testimonial when it has one. */
export default function CaseStudyPage({
  data,
  location,
  pageContext,
}: PageProps<Queries.CaseStudyPageQuery, CaseContext>) {
  const site = useSiteContent();
  const cases = requiredContent(data.casesJson, "content/cases.json");
  const study = requiredContent(
    cases.items.find((item) => item.slug === pageContext.slug),
    `content/cases.json («${pageContext.slug}»)`,
  );
  const testimonials = data.testimonialsJson;
  const quote = testimonials?.items.filter((item) => item.id === pageContext.testimonial) ?? [];
  const jsonLd = caseJsonLd(
    {
      path: location.pathname,
      title: study.title,
      summary: study.summary,
      date: study.date,
      clientName: study.client.name,
      publisher: { name: site.brand.name, logoUrl: site.seo.defaultImage?.childImageSharp?.original?.src },
      imageUrl: site.seo.defaultImage?.childImageSharp?.original?.src,
      keywords: articleServiceLinks(study.services).map((service) => service.label),
      labels: { home: cases.labels.home, cases: cases.labels.cases },
    },
    env.siteUrl,
  );
  return (
    <>
      <Seo title={study.title} description={study.summary} pathname={location.pathname} type="article" jsonLd={jsonLd}>
        <meta key="published" property="article:published_time" content={study.date} />
      </Seo>
      <StaticContent>
        <CaseStudyView
          study={study}
          labels={cases.labels}
          sampleLabel={cases.sampleLabel}
          breadcrumb={
            <Breadcrumb
              label={cases.labels.breadcrumbLabel}
              trail={[
                { label: cases.labels.home, to: "/" },
                { label: cases.labels.cases, to: CASES_PATH },
              ]}
              current={study.title}
            />
          }
        />
        {testimonials && quote.length > 0 ? (
          <Testimonials id="case-testimonial-title" content={{ ...testimonials, items: quote }} />
        ) : null}
        <CallToAction id="case-cta-title" content={cases.cta} cta="case.contact" />
      </StaticContent>
    </>
  );
}

export const query = graphql`
  query CaseStudyPage {
    casesJson {
      labels {
        client
        sector
        size
        city
        challenge
        approach
        services
        results
        before
        after
        period
        source
        breadcrumbLabel
        home
        cases
        logoPermission
      }
      sampleLabel
      cta {
        ...CallToAction
      }
      items {
        slug
        title
        summary
        date
        sample
        services
        challenge
        approach
        client {
          name
          sector
          size
          city
          logo {
            permissionDate
            image {
              alt
              src {
                childImageSharp {
                  gatsbyImageData(width: 192, layout: CONSTRAINED, placeholder: NONE)
                }
              }
            }
          }
        }
        metrics {
          label
          before
          after
          unit
          of
          period
          source
        }
      }
    }
    testimonialsJson {
      ...TestimonialsSection
    }
  }
`;
