/**
 * The text a save writes into a content file: the entry reduced to what the build's rules for that
 * file describe (content-data.ts), laid out like the version the editor started from (json/layout.ts),
 * so only the edited lines change; an article as YAML frontmatter and its Markdown body (article-text.ts).
 */
import { EMPTY_LAYOUT, formatJson, readLayout } from "../json/layout";
import type { ContentFile } from "../model/collections";
import { contentData } from "../model/content-data";
import { articleText, readArticle } from "./article-text";

export function contentText(file: ContentFile, content: Record<string, unknown>, base: string): string {
  if (file.format === "markdown") return articleText(content, file.model);
  return formatJson(contentData(content, file.model), base.trim() === "" ? EMPTY_LAYOUT : readLayout(base));
}

/** The fields a file's text holds, as the entry holds them (an article's body under "body"); {} for no file. */
export function contentOf(file: ContentFile, text: string): Record<string, unknown> {
  if (file.format === "markdown") return readArticle(text);
  return text.trim() === "" ? {} : (JSON.parse(text) as Record<string, unknown>);
}
