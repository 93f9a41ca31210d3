/**
 * A figure's source may name the case study that backs it (`source.caseStudy`, shared.ts): the link it
 * gets, as the pages' query resolves it (gatsby/claim-case-link.ts) and as the CMS's preview draws it.
 */
import { casePath } from "../src/config/case-paths";

export interface CaseItem {
  slug: string;
  title: string;
}

export interface ClaimCaseLink {
  path: string;
  title: string;
}

/** The case named `slug` among `items` as a source links it, or null when there is none. */
export function caseLinkOf(slug: string | null | undefined, items: readonly CaseItem[]): ClaimCaseLink | null {
  const study = slug ? items.find((item) => item.slug === slug) : undefined;
  return study ? { path: casePath(study.slug), title: study.title } : null;
}

/**
 * `data` with every figure's source given its `caseLink`, as the page query answers: for the CMS's
 * preview, which draws the entry being edited with the site's components.
 */
export function withCaseLinks(data: unknown, items: readonly CaseItem[]): unknown {
  if (Array.isArray(data)) return data.map((item) => withCaseLinks(item, items));
  if (typeof data !== "object" || data === null) return data;
  const object = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, withCaseLinks(value, items)]));
  return "caseStudy" in object ? { ...object, caseLink: caseLinkOf(object.caseStudy as string | null, items) } : object;
}
