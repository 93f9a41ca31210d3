/**
 * The rules of an article's Markdown body: the page's only level-1 heading is the article's title, an
 * internal link must reach a page the site builds, and no placeholder text may ship.
 */
import { CONTENT_PLACEHOLDERS } from "./placeholders";

export interface BodyProblem {
  line: number;
  en: string;
  es: string;
}

/** The body's lines with fenced code blanked out (keeping line numbers), so code samples are not read as Markdown. */
function proseLines(body: string): string[] {
  let fence: string | undefined;
  return body.split(/\r?\n/).map((line) => {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      return "";
    }
    if (marker) {
      fence = marker;
      return "";
    }
    return line.replace(/`[^`]*`/g, "");
  });
}

export function headingProblems(body: string): BodyProblem[] {
  const lines = proseLines(body);
  return lines.flatMap((line, index) => {
    const atx = /^ {0,3}#(?:[ \t]|$)/.test(line);
    const setext = index > 0 && /^ {0,3}=+[ \t]*$/.test(line) && lines[index - 1]!.trim() !== "";
    const html = /<h1[\s>]/i.test(line);
    if (!atx && !setext && !html) return [];
    return [
      {
        line: setext ? index : index + 1,
        en: "a level-1 heading; the article's title is the page's only one: start at ## (level 2)",
        es: "un título de nivel 1; el único de la página es el título del artículo: empieza por ## (nivel 2)",
      },
    ];
  });
}

/** Internal link targets: `[x](/ruta/)`, `[x](/ruta/ "título")` and reference definitions `[x]: /ruta/`. */
const INTERNAL_LINK = /\]\(\s*<?(\/[^)\s>]*)>?(?:\s+["'(][^)]*)?\)|^ {0,3}\[[^\]]+\]:\s*<?(\/[^\s>]*)/g;

export function linkProblems(body: string, routes: ReadonlySet<string>): BodyProblem[] {
  return proseLines(body).flatMap((line, index) =>
    [...line.matchAll(INTERNAL_LINK)].flatMap((match) => {
      const target = match[1] ?? match[2] ?? "";
      const route = target.replace(/[?#].*$/, "");
      if (target.startsWith("//") || routes.has(route)) return [];
      return [
        {
          line: index + 1,
          en: `a link to ${target}, which the site does not have (pages end in "/", such as /contacto/)`,
          es: `un enlace a ${target}, que el sitio no tiene (las páginas acaban en «/», p. ej. /contacto/)`,
        },
      ];
    }),
  );
}

/** Text that stands for something still to write: generic markers, and the company data the launch check refuses. */
const MARKERS = [
  /lorem ipsum/i,
  /\bTODO\b/,
  /\bTBD\b/,
  /\bXXX+\b/,
  /\[(?:pendiente|completar|insertar|placeholder)[^\]]*\]/i,
];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const COMPANY_PLACEHOLDERS = CONTENT_PLACEHOLDERS.map(
  ({ value }) => new RegExp(`(?<![\\w.@/])${escape(value)}(?![\\w])`),
);

/** The first placeholder in `text`, or undefined. */
export function placeholderIn(text: string): string | undefined {
  for (const pattern of [...MARKERS, ...COMPANY_PLACEHOLDERS]) {
    const found = pattern.exec(text)?.[0];
    if (found) return found;
  }
  return undefined;
}

export function placeholderProblems(body: string): BodyProblem[] {
  return body.split(/\r?\n/).flatMap((line, index) => {
    const found = placeholderIn(line);
    return found
      ? [
          {
            line: index + 1,
            en: `placeholder text "${found}": write the real text`,
            es: `texto provisional «${found}»: escribe el texto real`,
          },
        ]
      : [];
  });
}
