import { CTA_ATTRIBUTE } from "../../contracts/cta-attribute";
import { CONTACT_PATH, type FunnelCta } from "../../contracts/funnel-names";

/** The article's call to action in the funnel: its closing button and every link of its text to the contact page. */
export const ARTICLE_CTA: FunnelCta = "article.contact";

/**
 * Names every link of an article's HTML that leads to the contact page (with or without a query or an
 * anchor), so the funnel counts a click from the text like a click on the article's button.
 */
export function withNamedContactLinks(html: string): string {
  const contact = CONTACT_PATH.replace(/\//g, "\\/");
  return html.replace(
    new RegExp(`<a href="${contact}(?:[?#][^"]*)?"`, "g"),
    (opening) => `${opening} ${CTA_ATTRIBUTE}="${ARTICLE_CTA}"`,
  );
}
