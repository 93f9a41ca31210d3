/**
 * The text Decap makes of an entry (its format's toFile), both for a save, which the backends turn into
 * the file itself (content-text.ts), and for the local backup of a draft, which must bring back, after
 * a reload or a crash, the version the draft started from: the entry's fields, plus under VERSION_KEY
 * that version's text.
 */
import { readArticle } from "./article-text";
import { VERSION_KEY, rememberVersion, versionText } from "./versions";

export interface Draft {
  content: Record<string, unknown>;
  /** The version the draft started from, and its token; null for a file read as it is stored. */
  version: { token: string; base: string } | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function readDraft(text: string): Draft {
  const parsed: unknown = JSON.parse(text);
  if (!isRecord(parsed)) throw new SyntaxError("A content file holds a JSON object");
  const { [VERSION_KEY]: version, ...content } = parsed;
  if (isRecord(version) && typeof version.token === "string" && typeof version.base === "string") {
    return { content, version: { token: version.token, base: version.base } };
  }
  return { content, version: null };
}

/** Decap's custom format for the content files. */
export const contentFormat = {
  /** A stored file starts a new version; a draft's backup resumes the version the draft started from. */
  fromFile(text: string): Record<string, unknown> {
    const { content, version } = readDraft(text);
    return { ...content, [VERSION_KEY]: rememberVersion(version?.base ?? text) };
  },
  toFile(data: Record<string, unknown>): string {
    const { [VERSION_KEY]: token, ...content } = data;
    const base = versionText(token);
    return JSON.stringify(base === undefined ? content : { ...content, [VERSION_KEY]: { token, base } });
  },
};

/**
 * Decap's custom format for the articles: a stored file is Markdown with YAML frontmatter (read into
 * the entry's fields and its body); the text Decap makes of an entry is the same JSON as the pages'
 * (with its version), which the backends turn into the article's file (content-text.ts).
 */
export const articleFormat = {
  fromFile(text: string): Record<string, unknown> {
    if (!text.startsWith("---")) return contentFormat.fromFile(text);
    return { ...readArticle(text), [VERSION_KEY]: rememberVersion(text) };
  },
  toFile: contentFormat.toFile,
};
