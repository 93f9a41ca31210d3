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
 */
export function hoistEmotionStyles(html: string): string {
  const bodyStart = html.indexOf("<body");
  const headEnd = html.indexOf("</head>");
  if (bodyStart === -1 || headEnd === -1) return html;
  const body = html.slice(bodyStart);
  const globals = new Set<string>();
  const names: string[] = [];
  const rules: string[] = [];
  for (const [tag, attribute = "", css = ""] of body.matchAll(EMOTION_STYLE)) {
    const [key, ...tagNames] = attribute.split(" ");
    if (key !== CACHE_KEY) {
      globals.add(tag);
      continue;
    }
    const fresh = tagNames.filter((name) => !names.includes(name));
    if (fresh.length === 0) continue;
    names.push(...fresh);
    rules.push(css);
  }
  if (globals.size === 0 && names.length === 0) return html;
  const cacheTag =
    names.length > 0 ? `<style data-emotion="${CACHE_KEY} ${names.join(" ")}" data-s="">${rules.join("")}</style>` : "";
  return (
    html.slice(0, headEnd) +
    [...globals].join("") +
    cacheTag +
    html.slice(headEnd, bodyStart) +
    body.replace(EMOTION_STYLE, "")
  );
}
