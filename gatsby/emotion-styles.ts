import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { BELOW_FOLD_ATTRIBUTE, BELOW_FOLD_PLACEHOLDER } from "../src/lib/below-fold";

const FOLD_LINK = new RegExp(`<link[^>]*${BELOW_FOLD_ATTRIBUTE}`);
const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;
/** The key of emotion's default cache: its tags read `data-emotion="css <name> <name>…"`. */
const CACHE_KEY = "css";

/**
 * Emotion's server rendering writes each component's <style> just before it, inside <body>, which HTML
 * does not allow (and which breaks `details > summary`). This moves them into <head>:
 * - the default cache's rules become ONE tag listing every name, marked `data-s`. Emotion's browser
 *   runtime reads the names from it (so nothing is inserted twice) and skips moving tags marked `data-s`;
 *   it used to re-append each of ~75 tags on start-up, re-parsing every sheet in one long task
 *   (~25 ms on the test machine, four times that on the phone Lighthouse simulates).
 * - `<Global>` tags (`css-global …`) stay separate: that component looks its own tag up by name.
 * - with `writeBelowFold`, the rules first used after the page's fold line (src/lib/below-fold.ts) leave
 *   the HTML: `writeBelowFold` stores them and returns the stylesheet's address, written into the link.
 */
export function hoistEmotionStyles(html: string, writeBelowFold?: (css: string) => string): string {
  const bodyStart = html.indexOf("<body");
  const headEnd = html.indexOf("</head>");
  if (bodyStart === -1 || headEnd === -1) return html;
  const body = html.slice(bodyStart);
  const fold = writeBelowFold ? body.search(FOLD_LINK) : -1;
  const globals = new Set<string>();
  const names: string[] = [];
  const rules: string[] = [];
  const belowFold: string[] = [];
  for (const { 0: tag, 1: attribute = "", 2: css = "", index = 0 } of body.matchAll(EMOTION_STYLE)) {
    const [key, ...tagNames] = attribute.split(" ");
    if (key !== CACHE_KEY) {
      globals.add(tag);
      continue;
    }
    const fresh = tagNames.filter((name) => !names.includes(name));
    if (fresh.length === 0) continue;
    names.push(...fresh);
    // A tag stands just before the first element using it: after the fold line, its rules wait for the
    // stylesheet there. Every name stays listed in <head>, so emotion never inserts them a second time.
    (fold !== -1 && index > fold ? belowFold : rules).push(css);
  }
  if (globals.size === 0 && names.length === 0) return html;
  const cacheTag =
    names.length > 0 ? `<style data-emotion="${CACHE_KEY} ${names.join(" ")}" data-s="">${rules.join("")}</style>` : "";
  const rest = body.replace(EMOTION_STYLE, "");
  return (
    html.slice(0, headEnd) +
    [...globals].join("") +
    cacheTag +
    html.slice(headEnd, bodyStart) +
    (writeBelowFold && fold !== -1
      ? rest.replace(`href="${BELOW_FOLD_PLACEHOLDER}"`, `href="${writeBelowFold(belowFold.join(""))}"`)
      : rest)
  );
}

/**
 * Stores a page's below-the-fold rules in public/ under a content-hashed name (cached as immutable like
 * the bundles; pages with the same rules share the file) and returns its address.
 */
export function belowFoldStylesheets(publicDir: string): (css: string) => string {
  return (css) => {
    const name = `below-fold-${createHash("sha256").update(css).digest("hex").slice(0, 20)}.css`;
    const file = path.join(publicDir, name);
    if (!fs.existsSync(file)) fs.writeFileSync(file, css);
    return `/${name}`;
  };
}
