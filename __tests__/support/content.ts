import fs from "node:fs";
import path from "node:path";
import { checkContentFile } from "../../gatsby/content-checks";

const CONTENT_ROOT = path.resolve(__dirname, "../../content");

type Json = Record<string, unknown>;

/** The real content file, parsed: tests take a deep copy and break one field. */
export function loadContent(file: string): Json {
  return JSON.parse(fs.readFileSync(path.join(CONTENT_ROOT, file), "utf8")) as Json;
}

/** Runs the build's content check on `data` as if it were content/<file>. */
export function checkContent(file: string, data: unknown = loadContent(file)): string[] {
  return checkContentFile(path.join(CONTENT_ROOT, file), JSON.stringify(data), CONTENT_ROOT);
}

/**
 * Content JSON opened to be broken on purpose: a test deletes required fields, writes wrong types and misspelt keys,
 * which is exactly what the file's type forbids. Tests that keep the file valid type it with ContentOf<spec> instead.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one place tests step outside the content types, see above
export type BrokenJson = any;

/** A deep copy of the real file changed by `edit`, then checked. */
export function checkBroken(file: string, edit: (data: BrokenJson) => void): string[] {
  const copy = structuredClone(loadContent(file));
  edit(copy);
  return checkContent(file, copy);
}
