import fs from "node:fs/promises";
import path from "node:path";

export interface DocumentFile {
  /** The URL path the host serves the file at: "/contacto/" for contacto/index.html, "/404.html" for 404.html. */
  path: string;
  file: string;
}

/** Folders of public/ holding no site documents: Gatsby's slice fragments, page data, hashed assets, the CMS. */
const SKIPPED = new Set(["_gatsby", "page-data", "static", "~partytown", "admin"]);

/** Every prerendered HTML document in public/: each page's index.html plus top-level pages such as 404.html. */
export async function listDocuments(publicDir: string): Promise<DocumentFile[]> {
  const entries = await fs.readdir(publicDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((relative) => !SKIPPED.has(relative.split("/")[0]!))
    .map((relative) => ({
      path: relative.endsWith("index.html") ? `/${relative.slice(0, -"index.html".length)}` : `/${relative}`,
      file: path.join(publicDir, relative),
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Rewrites every prerendered document in place with `transform` (files it leaves unchanged are not written). */
export async function rewriteDocuments(publicDir: string, transform: (html: string) => string): Promise<void> {
  for (const { file } of await listDocuments(publicDir)) {
    const html = await fs.readFile(file, "utf8");
    const rewritten = transform(html);
    if (rewritten !== html) await fs.writeFile(file, rewritten);
  }
}
