/**
 * An article's HTML as a feed reader gets it: every link and image absolute (a reader resolves nothing against
 * the site), and only the elements and attributes the W3C Feed Validation Service accepts as safe HTML
 * (no scripts, styles, inline SVG, <picture> wrappers, classes or loading hints, which readers drop or refuse).
 */
import { Parser } from "htmlparser2";

/** Kept as they are: text structure, links, images and tables. */
const KEPT = new Set([
  "a",
  "abbr",
  "b",
  "blockquote",
  "br",
  "caption",
  "cite",
  "code",
  "col",
  "colgroup",
  "dd",
  "del",
  "dfn",
  "div",
  "dl",
  "dt",
  "em",
  "figcaption",
  "figure",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "i",
  "img",
  "ins",
  "kbd",
  "li",
  "ol",
  "p",
  "pre",
  "q",
  "s",
  "samp",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "time",
  "tr",
  "u",
  "ul",
  "var",
  "wbr",
]);

/** Removed with everything inside them: code, drawings and controls that mean nothing in a reader. */
const DROPPED = new Set([
  "audio",
  "button",
  "canvas",
  "embed",
  "form",
  "iframe",
  "input",
  "math",
  "noscript",
  "object",
  "script",
  "select",
  "source",
  "style",
  "svg",
  "template",
  "textarea",
  "track",
  "video",
]);
// Any other element (picture, section, mark, summary…) is unwrapped: its content stays, its tag goes.

const VOID = new Set(["br", "col", "hr", "img", "wbr"]);

const ATTRIBUTES = new Set([
  "abbr",
  "alt",
  "cite",
  "colspan",
  "datetime",
  "dir",
  "headers",
  "height",
  "href",
  "hreflang",
  "id",
  "lang",
  "rowspan",
  "scope",
  "span",
  "src",
  "srcset",
  "start",
  "title",
  "type",
  "width",
]);
const URL_ATTRIBUTES = new Set(["href", "src", "cite"]);
const SAFE_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;");

/**
 * `value` as an absolute URL: site-relative ("/blog/x/") under `siteUrl` (which may carry a path), anything else
 * relative ("#part", "../x.png") against the article's own URL; null for a scheme a reader must not follow.
 */
export function absoluteUrl(value: string, siteUrl: string, pageUrl: string): string | null {
  const trimmed = value.trim();
  try {
    const url =
      trimmed.startsWith("/") && !trimmed.startsWith("//")
        ? new URL(`${siteUrl}${trimmed}`)
        : new URL(trimmed, pageUrl);
    return SAFE_SCHEMES.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function absoluteSrcset(value: string, siteUrl: string, pageUrl: string): string | null {
  const candidates = value
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url]) => Boolean(url))
    .map(([url = "", ...descriptor]) => {
      const absolute = absoluteUrl(url, siteUrl, pageUrl);
      return absolute ? [absolute, ...descriptor].join(" ") : null;
    });
  return candidates.length > 0 && candidates.every(Boolean) ? candidates.join(", ") : null;
}

function attributesOf(attributes: Record<string, string>, siteUrl: string, pageUrl: string): string {
  return Object.entries(attributes)
    .flatMap(([name, value]) => {
      if (!ATTRIBUTES.has(name)) return [];
      const kept = URL_ATTRIBUTES.has(name)
        ? absoluteUrl(value, siteUrl, pageUrl)
        : name === "srcset"
          ? absoluteSrcset(value, siteUrl, pageUrl)
          : value;
      return kept === null ? [] : [` ${name}="${escapeAttribute(kept)}"`];
    })
    .join("");
}

/** `html` with absolute URLs and only feed-safe markup; `pageUrl` is the article's absolute URL. */
export function feedHtml(html: string, siteUrl: string, pageUrl: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  const out: string[] = [];
  const actions: Array<"keep" | "unwrap" | "drop"> = [];
  const dropping = () => actions.includes("drop");

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (dropping() || DROPPED.has(name)) {
          actions.push("drop");
        } else if (KEPT.has(name)) {
          actions.push("keep");
          out.push(`<${name}${attributesOf(attributes, base, pageUrl)}>`);
        } else {
          actions.push("unwrap");
        }
      },
      onclosetag(name) {
        if (actions.pop() === "keep" && !VOID.has(name)) out.push(`</${name}>`);
      },
      ontext(text) {
        if (!dropping()) out.push(escapeText(text));
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return out.join("");
}
