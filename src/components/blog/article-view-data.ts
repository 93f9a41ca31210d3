import type { ReactNode } from "react";

/**
 * What the site's article component (ArticleView) draws: the same on the site (from GraphQL) and in the
 * CMS's live preview (from the editor's fields), so the preview is the page.
 */
export interface ArticleViewData {
  title: string;
  description: string;
  /** ISO date and time with its offset, as in the frontmatter. */
  date: string;
  updated?: string | null;
  readingMinutes: number;
  author: { name: string; role: string; url: string };
  category: string;
  services: ReadonlyArray<{ slug: string; label: string; path: string }>;
  /** The article's image, already drawn (GatsbyImage on the site, <img> in the preview). */
  image?: ReactNode;
  /** The body, already drawn (the HTML of the Markdown on the site, Decap's widget in the preview). */
  body: ReactNode;
  /** Headings for the table of contents (h2, h3), shown when the article is long. */
  headings?: ReadonlyArray<{ id: string; text: string; depth: 2 | 3 }>;
}

/** The words around an article (content/blog.json → article). */
export interface ArticleLabels {
  by: string;
  published: string;
  updated: string;
  toc: string;
  services: string;
  aboutAuthor: string;
  readingTime: string;
}

/** The author as the article's footer presents them. */
export interface ArticleAuthorBio {
  name: string;
  role: string;
  bio: string;
  url: string;
}
