/**
 * The text a save writes into a content file: the entry reduced to what the build's rules for that
 * file describe (content-data.ts), laid out like the version the editor started from (json/layout.ts),
 * so only the edited lines change.
 */
import { EMPTY_LAYOUT, formatJson, readLayout } from "../json/layout";
import type { ContentFile } from "../model/collections";
import { contentData } from "../model/content-data";

export function contentText(file: ContentFile, content: unknown, base: string): string {
  return formatJson(contentData(content, file.model), base.trim() === "" ? EMPTY_LAYOUT : readLayout(base));
}
