import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const SCRIPT_PRELOAD = /<link\b[^>]*\bas="script"[^>]*>/gi;

/** The page as it would be without any of its JavaScript: every script element and script preload removed. */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT_ELEMENT, "").replace(SCRIPT_PRELOAD, "");
}

/**
 * The floor each route is measured against: a copy of the build whose pages carry no script. What a
 * route costs beyond its floor, measured in the same run on the same host, is what our JavaScript costs;
 * the floor itself (HTML, CSS, images, the first layout) moves with the host's speed.
 */
export function buildNoScriptFloor(publicDir: string, routes: readonly string[]): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "floor-"));
  fs.cpSync(publicDir, copy, { recursive: true });
  for (const route of routes) {
    const page = path.join(copy, route, "index.html");
    fs.writeFileSync(page, withoutScripts(fs.readFileSync(page, "utf8")));
  }
  return copy;
}
