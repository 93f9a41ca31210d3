/**
 * What the Markdown editor's buttons do to the text: each takes the text and the selection and gives
 * the new text and selection, so the editor can keep writing where they were.
 */
export interface Edited {
  text: string;
  start: number;
  end: number;
}

/** The start of the first selected line and the end of the last. */
function lineRange(text: string, start: number, end: number) {
  const from = text.lastIndexOf("\n", start - 1) + 1;
  const newline = text.indexOf("\n", end > start && text[end - 1] === "\n" ? end - 1 : end);
  return { from, to: newline === -1 ? text.length : newline };
}

const BLOCK_PREFIX = /^(?:#{1,6}[ \t]+|>[ \t]?|[-*+][ \t]+|\d+\.[ \t]+)/;

/**
 * Every selected line gets `prefix` (for a numbered list, its number), replacing the heading, quote or
 * list marker it had; if every line already has exactly this kind of marker, it is removed instead.
 */
export function prefixLines(
  text: string,
  start: number,
  end: number,
  kind: "## " | "### " | "> " | "- " | "1. ",
): Edited {
  const { from, to } = lineRange(text, start, end);
  const lines = text.slice(from, to).split("\n");
  const marker = (index: number) => (kind === "1. " ? `${index + 1}. ` : kind);
  const has = (line: string, index: number) =>
    kind === "1. " ? /^\d+\.[ \t]/.test(line) : line.startsWith(marker(index));
  const removing = lines.every(has);
  const changed = lines.map((line, index) =>
    removing ? line.replace(BLOCK_PREFIX, "") : `${marker(index)}${line.replace(BLOCK_PREFIX, "")}`,
  );
  const replaced = changed.join("\n");
  return { text: text.slice(0, from) + replaced + text.slice(to), start: from, end: from + replaced.length };
}

/** The selection between `before` and `after` (bold, italic); with nothing selected, `placeholder` selected. */
export function wrapSelection(text: string, start: number, end: number, mark: string, placeholder: string): Edited {
  const inner = start === end ? placeholder : text.slice(start, end);
  const inserted = `${mark}${inner}${mark}`;
  return {
    text: text.slice(0, start) + inserted + text.slice(end),
    start: start + mark.length,
    end: start + mark.length + inner.length,
  };
}

/** The selection as a link to `url`; with nothing selected, its text is selected to be typed over. */
export function insertLink(text: string, start: number, end: number, url: string): Edited {
  const label = start === end ? "texto del enlace" : text.slice(start, end);
  const inserted = `[${label}](${url})`;
  return { text: text.slice(0, start) + inserted + text.slice(end), start: start + 1, end: start + 1 + label.length };
}

/** An image on a paragraph of its own at the cursor, its description selected to be typed over. */
export function insertImage(text: string, at: number, path: string): Edited {
  const alt = "Describe la imagen";
  const before = text.slice(0, at);
  const after = text.slice(at);
  const lead = before === "" ? "" : before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after === "" ? "\n" : after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const image = `![${alt}](${path})`;
  const start = before.length + lead.length + 2;
  return { text: before + lead + image + trail + after, start, end: start + alt.length };
}
