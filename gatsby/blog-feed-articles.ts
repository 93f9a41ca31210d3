/**
 * The feed's articles from the published MarkdownRemark nodes as gatsby-node's onPostBuild queries them
 * (docs/blog.md, «Search and feeds»): the body's HTML, the frontmatter, the author's name from the team list
 * and the image sharp copied into public/static.
 */
import path from "node:path";
import type { FeedArticle } from "./blog-feed";
import { ARTICLE_SERVICE_LABELS } from "../content-model/article";

export interface ArticleFeedNode {
  html?: string | null;
  fields: { path: string };
  frontmatter: {
    title: string;
    description: string;
    date: string;
    updated?: string | null;
    author: string;
    category: string;
    services: readonly string[];
    imageAlt?: string | null;
    image?: {
      childImageSharp?: {
        original?: { src?: string | null; width?: number | null; height?: number | null } | null;
      } | null;
    } | null;
  };
}

export interface TeamMember {
  id: string;
  name: string;
}

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".jpeg": "image/jpeg",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
};

export function feedArticles(nodes: readonly ArticleFeedNode[], team: readonly TeamMember[]): FeedArticle[] {
  return nodes.map(({ html, fields, frontmatter }) => {
    const original = frontmatter.image?.childImageSharp?.original;
    const author = team.find((member) => member.id === frontmatter.author);
    return {
      path: fields.path,
      title: frontmatter.title,
      description: frontmatter.description,
      datePublished: frontmatter.date,
      dateModified: frontmatter.updated ?? null,
      // The build refuses an author who is not on the team; the id is only a fallback for a hand-made node.
      authorName: author?.name ?? frontmatter.author,
      categories: [
        frontmatter.category,
        ...frontmatter.services.map(
          (service) => (ARTICLE_SERVICE_LABELS as Readonly<Record<string, string>>)[service] ?? service,
        ),
      ],
      html: html ?? "",
      image:
        original?.src && original.width && original.height
          ? {
              url: original.src,
              width: original.width,
              height: original.height,
              alt: frontmatter.imageAlt ?? "",
              type: IMAGE_TYPES[path.extname(original.src).toLowerCase()] ?? null,
            }
          : null,
    };
  });
}
