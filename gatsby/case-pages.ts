/**
 * The case studies' pages: /casos-de-exito/ and /casos-de-exito/<slug>/ for each case of content/cases.json.
 * With no case there is no page, and no link elsewhere (the footer's query finds none): a buyer
 * checking the agency must never meet an empty list. A case's testimonial must exist in
 * content/testimonials.json, a check across two files the per-file rules cannot make.
 */
import path from "node:path";
import type { Actions, CreatePagesArgs } from "gatsby";
import { CASES_PATH, casePath } from "../src/config/case-paths";

interface CasePagesData {
  casesJson: { items: Array<{ slug: string; date: string; testimonial?: string | null }> } | null;
  testimonialsJson: { items: Array<{ id: string }> } | null;
}

export async function createCasePages({
  graphql,
  actions,
  reporter,
}: Pick<CreatePagesArgs, "graphql" | "reporter"> & { actions: Pick<Actions, "createPage"> }) {
  const result = await graphql<CasePagesData>(`
    query CasePages {
      casesJson {
        items {
          slug
          date
          testimonial
        }
      }
      testimonialsJson {
        items {
          id
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("The case studies' pages could not be read", result.errors as Error[] | undefined);
    return;
  }
  const cases = result.data.casesJson?.items ?? [];
  const testimonials = new Set((result.data.testimonialsJson?.items ?? []).map((item) => item.id));
  const unknown = cases.flatMap((study, index) =>
    study.testimonial && !testimonials.has(study.testimonial)
      ? [
          `content/cases.json → items[${index}].testimonial: no testimonial has the id «${study.testimonial}» in content/testimonials.json / ningún testimonio tiene ese identificador`,
        ]
      : [],
  );
  if (unknown.length > 0)
    reporter.panicOnBuild(`Content error — fix these fields and build again:\n  ${unknown.join("\n  ")}`);
  if (cases.length === 0) return;
  actions.createPage({ path: CASES_PATH, component: path.resolve("src/templates/case-list.tsx"), context: {} });
  for (const study of cases)
    actions.createPage({
      path: casePath(study.slug),
      component: path.resolve("src/templates/case-study.tsx"),
      // The sitemap's <lastmod> (gatsby/sitemap.ts).
      context: { slug: study.slug, testimonial: study.testimonial ?? "", lastmod: study.date },
    });
}
