/**
 * The version of its file each entry was opened from, so a save can tell whether the file changed
 * since. Decap keeps an entry's data and nothing else (a loaded file's text, a local backup of a draft
 * both come back as data), so every entry carries a token under VERSION_KEY naming the text it started
 * from; the text itself is kept here, and travels with the draft in its local backup (draft-text.ts).
 */
export const VERSION_KEY = "@version";

const texts = new Map<string, string>();
let issued = 0;

/** A new token for `text`, the version an entry starts from. */
export function rememberVersion(text: string): string {
  issued += 1;
  const token = `v${issued}`;
  texts.set(token, text);
  return token;
}

/** The text an entry's token names, if this page issued it. */
export const versionText = (token: unknown): string | undefined =>
  typeof token === "string" ? texts.get(token) : undefined;

/** After a save, the entry's next save starts from what was written. */
export function advanceVersion(token: string, text: string): void {
  texts.set(token, text);
}
