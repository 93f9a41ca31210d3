/**
 * An article's Markdown body as the site draws it, for the live preview: the same parser and HTML
 * conversion the build's gatsby-transformer-remark uses (remark-parse 9 with GitHub's extensions,
 * mdast-util-to-hast), raw HTML left out. Images point at what Decap serves for them (an upload not
 * yet saved included), and headings 2 and 3 get the site's ids (withHeadingIds) for the table of contents.
 */
import type { Element, Root as HastRoot } from "hast";
import toHtml from "hast-util-to-html";
import type { Root } from "mdast";
import toHast from "mdast-util-to-hast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import unified from "unified";
import { withHeadingIds, type ArticleHeading } from "../../../src/components/blog/heading-ids";

export interface MarkdownView {
  html: string;
  headings: ArticleHeading[];
  words: number;
}

const parser = unified().use(remarkParse).use(remarkGfm);

function visitElements(node: HastRoot | Element, visit: (element: Element) => void) {
  for (const child of node.children) {
    if (child.type !== "element") continue;
    visit(child);
    visitElements(child, visit);
  }
}

/** The text of every text node, so words of two paragraphs are not run together. */
function textsOf(node: { type: string; value?: unknown; children?: unknown[] }): string[] {
  if (typeof node.value === "string" && (node.type === "text" || node.type === "inlineCode")) return [node.value];
  return (node.children ?? []).flatMap((child) => textsOf(child as Parameters<typeof textsOf>[0]));
}

/** The body's HTML, headings and word count; `imageUrl` turns an image's path into the address it is shown from. */
export function markdownView(markdown: string, imageUrl: (path: string) => string): MarkdownView {
  const tree = parser.runSync(parser.parse(markdown)) as Root;
  const hast = toHast(tree) as HastRoot;
  visitElements(hast, (element) => {
    if (element.tagName === "img" && typeof element.properties?.src === "string")
      element.properties.src = imageUrl(element.properties.src);
  });
  const words = textsOf(tree).join(" ").split(/\s+/).filter(Boolean).length;
  return { ...withHeadingIds(toHtml(hast)), words };
}
