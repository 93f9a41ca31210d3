/**
 * Writes JSON the way the file was already written, so a save changes only the lines that changed.
 * The content files mix multi-line objects with short ones on one line (`{ "label": "Inicio", "to": "/" }`)
 * and one-line lists; JSON.stringify would rewrite every such line. `readLayout` records, for each object
 * and list of the current file, whether it sat on one line and in which order its keys came;
 * `formatJson` follows that record and falls back to the file's own habits for new items.
 */

interface Container {
  /** Written on a single line. */
  inline: boolean;
  /** An object's keys, in the file's order. */
  keys: readonly string[];
}

/** Every object and list of a file, by path ("hero", "navigation.0", "sections.2.blocks"). */
export type Layout = ReadonlyMap<string, Container>;

export const EMPTY_LAYOUT: Layout = new Map();

const join = (path: string, key: string | number) => (path === "" ? String(key) : `${path}.${key}`);

/** Reads the layout of a JSON document. Throws on text that is not JSON. */
export function readLayout(text: string): Layout {
  const layout = new Map<string, Container>();
  let at = 0;

  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at]!)) at += 1;
  };
  const expect = (char: string) => {
    skipSpace();
    if (text[at] !== char) throw new SyntaxError(`Expected ${char} at ${at}`);
    at += 1;
  };
  const readString = (): string => {
    skipSpace();
    const start = at;
    at += 1;
    while (text[at] !== '"') at += text[at] === "\\" ? 2 : 1;
    at += 1;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const readValue = (path: string): void => {
    skipSpace();
    const start = at;
    const char = text[at];
    if (char === "{" || char === "[") {
      at += 1;
      skipSpace();
      const close = char === "{" ? "}" : "]";
      const order: string[] = [];
      let index = 0;
      while (text[at] !== close) {
        if (char === "{") {
          const key = readString();
          order.push(key);
          expect(":");
          readValue(join(path, key));
        } else {
          readValue(join(path, index));
          index += 1;
        }
        skipSpace();
        if (text[at] === ",") at += 1;
        skipSpace();
      }
      at += 1;
      layout.set(path, { inline: !text.slice(start, at).includes("\n"), keys: order });
      return;
    }
    if (char === '"') {
      readString();
      return;
    }
    while (at < text.length && !/[\s,\]}]/.test(text[at]!)) at += 1;
  };

  JSON.parse(text);
  readValue("");
  return layout;
}

/** How the container at `path` was written, or, for a new list item, how the same place in its siblings was. */
function containerAt(layout: Layout, path: string): Container | undefined {
  const own = layout.get(path);
  if (own) return own;
  const segments = path.split(".");
  for (let i = segments.length - 1; i >= 0; i -= 1) {
    if (!/^\d+$/.test(segments[i]!)) continue;
    for (const sibling of [String(Number(segments[i]) - 1), "0"]) {
      const found = layout.get([...segments.slice(0, i), sibling, ...segments.slice(i + 1)].join("."));
      if (found) return found;
    }
  }
  return undefined;
}

function orderedKeys(value: Record<string, unknown>, order: readonly string[]): string[] {
  const present = Object.keys(value);
  return [...order.filter((key) => present.includes(key)), ...present.filter((key) => !order.includes(key))];
}

/** `data` as JSON text laid out like `layout`, two-space indentation, ending in a newline. */
export function formatJson(data: unknown, layout: Layout): string {
  const isInline = (path: string) => containerAt(layout, path)?.inline ?? false;
  const write = (value: unknown, path: string, indent: string): string => {
    if (Array.isArray(value)) {
      if (value.length === 0) return "[]";
      const items = value.map((item, index) => write(item, join(path, index), `${indent}  `));
      return isInline(path)
        ? `[${items.join(", ")}]`
        : `[\n${items.map((item) => `${indent}  ${item}`).join(",\n")}\n${indent}]`;
    }
    if (value !== null && typeof value === "object") {
      const record = value as Record<string, unknown>;
      const keys = orderedKeys(record, containerAt(layout, path)?.keys ?? []);
      if (keys.length === 0) return "{}";
      const entries = keys.map(
        (key) => `${JSON.stringify(key)}: ${write(record[key], join(path, key), `${indent}  `)}`,
      );
      return isInline(path)
        ? `{ ${entries.join(", ")} }`
        : `{\n${entries.map((entry) => `${indent}  ${entry}`).join(",\n")}\n${indent}}`;
    }
    return JSON.stringify(value);
  };
  return `${write(data, "", "")}\n`;
}
