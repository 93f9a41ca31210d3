import YAML from "yaml";

/** A Markdown file's YAML frontmatter (between the opening and the next "---" line) and its body. */
export function splitFrontmatter(source: string): { data: unknown; body: string; bodyStartLine: number } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match)
    throw new Error('no frontmatter: the file must start with a "---" line, its fields, then another "---" line');
  // YAML 1.2's core schema keeps dates as the strings they are written as.
  const data: unknown = YAML.parse(match[1]!);
  return { data, body: source.slice(match[0].length), bodyStartLine: match[0].split("\n").length };
}
