import fs from "node:fs";
import path from "node:path";

/**
 * Adds `count` articles to a copy of the project's content (never to the repository's): each made from a
 * shipped sample, with its own file name (its slug), title and date, a day apart and all before 2026.
 * The blog at scale (bench:blog-scale) and past one page (the development server's pagination test).
 */
export function generateArticles(projectDir: string, count: number): string[] {
  const folder = path.join(projectDir, "content/articles");
  const samples = fs
    .readdirSync(folder)
    .sort()
    .map((name) => fs.readFileSync(path.join(folder, name), "utf8"));
  const slugs: string[] = [];
  for (let n = 1; n <= count; n += 1) {
    const source = samples[n % samples.length]!;
    const date = new Date(Date.UTC(2026, 0, 1, 8) - n * 86_400_000).toISOString().replace(".000Z", "+00:00");
    const text = source
      .replace(/^title: "(.*)"$/m, (_line, title: string) => `title: "${`Guía ${n}: ${title}`.slice(0, 68).trimEnd()}"`)
      .replace(/^date: ".*"$/m, `date: "${date}"`)
      .replace(/^updated: ".*"\n/m, "");
    const slug = `articulo-generado-${n}`;
    fs.writeFileSync(path.join(folder, `${slug}.md`), text);
    slugs.push(slug);
  }
  return slugs;
}
