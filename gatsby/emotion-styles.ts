import fs from "node:fs/promises";
import { listDocuments } from "./documents";

const EMOTION_STYLE = /<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g;

/**
 * Emotion's server rendering writes each component's <style> just before it, inside <body>, which HTML
 * does not allow (and which breaks `details > summary`). Its browser runtime moves those tags into
 * <head> before hydration anyway; this does the same in the prerendered file, keeping their order and
 * dropping repeats of the same rules.
 */
export function hoistEmotionStyles(html: string): string {
  const bodyStart = html.indexOf("<body");
  const headEnd = html.indexOf("</head>");
  if (bodyStart === -1 || headEnd === -1) return html;
  const body = html.slice(bodyStart);
  const styles = body.match(EMOTION_STYLE) ?? [];
  if (styles.length === 0) return html;
  return html.slice(0, headEnd) + [...new Set(styles)].join("") + html.slice(headEnd, bodyStart) + body.replace(EMOTION_STYLE, "");
}

export async function hoistEmotionStylesInDocuments(publicDir: string): Promise<void> {
  for (const { file } of await listDocuments(publicDir)) {
    const html = await fs.readFile(file, "utf8");
    const hoisted = hoistEmotionStyles(html);
    if (hoisted !== html) await fs.writeFile(file, hoisted);
  }
}
