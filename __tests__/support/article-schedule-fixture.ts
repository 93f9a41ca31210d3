import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const CONTENT = path.resolve(__dirname, "../../content");

type ExtraArticles = Record<string, { changes: Record<string, string | boolean>; body: string }>;

/**
 * Beside the shipped articles: a draft, one scheduled for 27 November 2026 at 10:00 in Madrid (09:00 UTC)
 * and one published a week before, each with a word found nowhere else.
 */
export const SCHEDULE_ARTICLES: ExtraArticles = {
  "borrador-sobre-agentes": {
    changes: { title: "Borrador: agentes de voz para la recepción", draft: true, date: "2026-11-01T09:00:00+01:00" },
    body: "Texto del borrador con la palabra secreta zarzamora.\n\n## Apartado del borrador\n\nMás zarzamora.",
  },
  "programado-para-las-diez": {
    changes: { title: "Programado: informes automáticos de ventas", draft: false, date: "2026-11-27T10:00:00+01:00" },
    body: "Texto programado con la palabra secreta membrillo.\n\n## Apartado programado\n\nMás membrillo.",
  },
  "publicado-de-prueba": {
    changes: {
      title: "Publicado: cómo ordenar las preguntas frecuentes",
      draft: false,
      date: "2026-11-20T10:00:00+01:00",
    },
    body: "Texto publicado con la palabra granada.\n\n## Un apartado publicado\n\nMás granada.",
  },
};

/** A temporary copy of content/ with `extra` articles (file name → frontmatter changes and body); remove it after. */
export function contentWithArticles(extra: ExtraArticles = SCHEDULE_ARTICLES): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-articles-"));
  fs.cpSync(CONTENT, dir, { recursive: true });
  const model = fs.readFileSync(path.join(CONTENT, "articles/chatbot-con-los-documentos-de-tu-empresa.md"), "utf8");
  const frontmatter = /^---\n[\s\S]*?\n---\n/.exec(model)![0];
  for (const [name, { changes, body }] of Object.entries(extra)) {
    let head = frontmatter;
    for (const [field, value] of Object.entries(changes))
      head = head.replace(new RegExp(`^${field}: .*$`, "m"), `${field}: ${JSON.stringify(value)}`);
    fs.writeFileSync(path.join(dir, "articles", `${name}.md`), `${head}\n${body}\n`);
  }
  return dir;
}
