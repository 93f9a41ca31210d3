/**
 * The small Markdown subset Maxi's replies may use, parsed into a tree that React renders as text
 * nodes and a fixed set of elements. No HTML is ever interpreted: `<b>` stays the characters "<b>".
 */
export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "code"; text: string }
  | { type: "link"; href: string; children: Inline[] }
  | { type: "break" };

export type Block =
  { type: "paragraph"; children: Inline[] } | { type: "list"; ordered: boolean; start: number; items: Inline[][] };

const SAFE_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:"]);

// A path on this site ("/contacto/"); never "//host" or "/\host", which browsers read as another host.
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/**
 * An absolute http(s), mailto or tel address (normalised) or a path on this site; anything else
 * (javascript:, data:, protocol-relative, relative) is null.
 */
export function safeHref(raw: string): string | null {
  if (SITE_PATH.test(raw)) return raw;
  try {
    const url = new URL(raw);
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

// Alternatives, earliest match wins: `code`, **bold**, *italic*, [label](href), bare http(s) URL, line break.
const INLINE =
  /`([^`\n]+)`|\*\*(.+?)\*\*|\*([^*\s](?:[^*\n]*[^*\s])?)\*|\[([^\]\n]+)\]\(\s*<?([^)\s>]+)>?\s*\)|(https?:\/\/[^\s<>()[\]]*[^\s<>()[\].,;:!?'"])|\n/g;

export function parseInline(source: string): Inline[] {
  const nodes: Inline[] = [];
  const pushText = (text: string) => {
    if (text) nodes.push({ type: "text", text });
  };
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    const [whole, code, strong, em, label, href, bareUrl] = match;
    pushText(source.slice(last, match.index));
    last = match.index + whole.length;
    if (code !== undefined) nodes.push({ type: "code", text: code });
    else if (strong !== undefined) nodes.push({ type: "strong", children: parseInline(strong) });
    else if (em !== undefined) nodes.push({ type: "em", children: parseInline(em) });
    else if (label !== undefined && href !== undefined) {
      const safe = safeHref(href);
      if (safe) nodes.push({ type: "link", href: safe, children: parseInline(label) });
      else nodes.push(...parseInline(label));
    } else if (bareUrl !== undefined) {
      const safe = safeHref(bareUrl);
      nodes.push(
        safe
          ? { type: "link", href: safe, children: [{ type: "text", text: bareUrl }] }
          : { type: "text", text: bareUrl },
      );
    } else nodes.push({ type: "break" });
  }
  pushText(source.slice(last));
  return nodes;
}

const LIST_ITEM = /^(?:[-*+•]|(\d{1,3})[.)])\s+(.*)$/;
const HEADING = /^#{1,6}\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; start: number; items: string[] } | null = null;

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: "paragraph", children: parseInline(paragraph.join("\n")) });
    paragraph = [];
  };
  const flushList = () => {
    if (list)
      blocks.push({ type: "list", ordered: list.ordered, start: list.start, items: list.items.map(parseInline) });
    list = null;
  };

  for (const rawLine of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = rawLine.trim();
    if (line === "") {
      flushParagraph();
      flushList();
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      flushParagraph();
      const ordered = item[1] !== undefined;
      if (list && list.ordered !== ordered) flushList();
      list ??= { ordered, start: ordered ? Number(item[1]) : 1, items: [] };
      list.items.push(item[2] ?? "");
      continue;
    }
    // An indented line right after a list item continues that item.
    if (list && /^\s/.test(rawLine)) {
      list.items[list.items.length - 1] += `\n${line}`;
      continue;
    }
    flushList();
    const heading = HEADING.exec(line);
    if (heading) {
      flushParagraph();
      blocks.push({ type: "paragraph", children: [{ type: "strong", children: parseInline(heading[1] ?? "") }] });
      continue;
    }
    paragraph.push(line);
  }
  flushParagraph();
  flushList();
  return blocks;
}
