import { blogContent } from "../../content-model/blog";
import { casesContent } from "../../content-model/cases";
import { siteContent } from "../../content-model/site";
import type { SiteContent } from "../../src/hooks/use-site-content";
import { queried } from "./content-fixture";

/** The real content/site.json as the UseSiteContent query returns it. */
export const siteQueryFixture = {
  site: { buildYear: "2026" },
  siteJson: queried(siteContent),
  blogJson: { footerLink: queried(blogContent).footerLink },
  // No article published: the footer has no blog link.
  publishedArticles: { totalCount: 0 },
  // No case study: the footer has no link to them.
  casesJson: { footerLink: queried(casesContent).footerLink, items: [] },
} satisfies Queries.UseSiteContentQuery;

/** What useSiteContent hands the site chrome, built in 2026. */
export const siteContentFixture = { ...siteQueryFixture.siteJson, buildYear: 2026 } satisfies SiteContent;
