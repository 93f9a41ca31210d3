/**
 * An article's file as the CMS reads and writes it: YAML frontmatter (the fields, in the rules' order,
 * one per line, written as the shipped articles are: strings in double quotes, lists in brackets) and
 * the Markdown body below it. The build reads it with content-model/frontmatter.ts.
 */
import type { SchemaObjectDescription } from "yup";
import { splitFrontmatter } from "../../../content-model/frontmatter";
import { contentData } from "../model/content-data";

/** The body as the editor sees it: without the blank lines after the frontmatter or trailing spaces. */
const tidyBody = (body: string) =>
  body
    .replace(/\r\n/g, "\n")
    .replace(/^(?:[ \t]*\n)+/, "")
    .trimEnd();

/** An article's fields and its body ("" for a file that does not exist, such as a new article). */
export function readArticle(text: string): Record<string, unknown> {
  if (text === "") return {};
  const { data, body } = splitFrontmatter(text);
  return { ...(data as Record<string, unknown> | null), body: tidyBody(body) };
}

/** JSON is YAML: a JSON string is a YAML double-quoted scalar, read back to the same text. */
function yamlValue(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => JSON.stringify(item)).join(", ")}]`;
  return JSON.stringify(value);
}

/** The file for `content` (the entry's fields and body), its frontmatter reduced to what the rules describe. */
export function articleText(content: Record<string, unknown>, model: SchemaObjectDescription): string {
  const { body, ...fields } = content;
  const frontmatter = Object.entries(contentData(fields, model)).map(([key, value]) => `${key}: ${yamlValue(value)}`);
  return `---\n${frontmatter.join("\n")}\n---\n\n${tidyBody(typeof body === "string" ? body : "")}\n`;
}
