import toHtml from "hast-util-to-html";
import toHast from "mdast-util-to-hast";
import remark from "remark";
import gfm from "remark-gfm";

/**
 * Markdown as gatsby-transformer-remark turns it into HTML (the same remark 13, remark-gfm, mdast-util-to-hast and
 * hast-util-to-html it depends on), without Gatsby: the body a feed or a page gets from the shipped articles.
 */
export function markdownHtml(markdown: string): string {
  const processor = remark().use(gfm);
  const tree = processor.runSync(processor.parse(markdown));
  return toHtml(toHast(tree, { allowDangerousHtml: true }), { allowDangerousHtml: true });
}
