/**
 * Search without AI over Maxi's knowledge Markdown: cut into passages (one per heading), ranked by the
 * distinctive words they share with the visitor's question. No index: the document is a few pages long.
 * Used by the gateway's reduced mode (reduced-answer.ts) and the local stand-in of n8n.
 */
import { KNOWLEDGE_ARTICLES_HEADING } from "../src/contracts/knowledge-path";

export interface Passage {
  /** The headings above the passage, outermost first. */
  path: string[];
  body: string;
}

const STOPWORDS = new Set(
  "que qué los las del por para con una uno unos unas como cómo cual cuál cuales cuáles donde dónde cuando cuándo este esta estos estas ese esa eso esos esas hay tiene tienen tenéis tenes hacéis haceis hace hacen puedo puede podéis podeis quiero queremos sobre más mas muy sus vuestro vuestra vuestros vuestras nuestro nuestra nos les lo le se ser son está están estan sois soy eres tu tus mi mis al el la en de y o a es no si sí ya me te yo vosotros ustedes usted algo todo toda todos todas cuanto cuánto cuanta cuánta ofreceis ofrecéis ofrecen ofreces ofrece teneis tenéis hola buenas buenos dias días gracias favor saber decir contar"
    .split(" ")
    .map((word) => fold(word)),
);

export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** Distinctive word stems: accents and case folded, stopwords dropped, cut to 6 letters (chatbot ~ chatbots). */
export function terms(text: string): string[] {
  return (fold(text).match(/[a-z0-9ñ]+/g) ?? [])
    .filter((word) => word.length > 2 && !STOPWORDS.has(word))
    .map((word) => word.slice(0, 6));
}

export function splitPassages(markdown: string): Passage[] {
  const passages: Passage[] = [];
  const headings: string[] = [];
  let body: string[] = [];
  const flush = () => {
    const text = body.join("\n").trim();
    if (text && headings.length) passages.push({ path: [...headings], body: text });
    body = [];
  };
  for (const line of markdown.split("\n")) {
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    if (!heading) {
      body.push(line);
      continue;
    }
    flush();
    headings.splice(heading[1]!.length - 1, Infinity, heading[2]!.trim());
  }
  flush();
  return passages;
}

export interface RankedPassage {
  passage: Passage;
  score: number;
}

/**
 * What an article's passage counts beside the agency's own pages: a question about the agency («¿Qué
 * datos guardáis cuando envío el formulario?») is answered by its pages, not by an article that happens
 * to explain forms; an article still wins when the question is about its subject.
 */
export const ARTICLE_PASSAGE_SHARE = 0.5;

/** The passages that share a distinctive word with `question`, best first (none when no word matches). */
export function rankPassages(markdown: string, question: string): RankedPassage[] {
  const passages = splitPassages(markdown);
  const asked = [...new Set(terms(question))];
  if (asked.length === 0) return [];
  const termSets = passages.map((passage) => ({
    title: new Set(terms(passage.path.at(-1) ?? "")),
    all: new Set(terms(`${passage.path.join(" ")} ${passage.body}`)),
  }));
  // Rare words decide: a word found in every passage says nothing about which one is meant.
  const weight = (term: string) =>
    Math.log((passages.length + 1) / (1 + termSets.filter((set) => set.all.has(term)).length));
  return passages
    .map((passage, index) => {
      const sets = termSets[index]!;
      const score = asked.reduce(
        (sum, term) => sum + (sets.all.has(term) ? weight(term) : 0) + (sets.title.has(term) ? weight(term) / 2 : 0),
        0,
      );
      return { passage, score: passage.path[1] === KNOWLEDGE_ARTICLES_HEADING ? score * ARTICLE_PASSAGE_SHARE : score };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score);
}

/** The passage that best answers `question`, or null when no distinctive word matches. */
export function bestPassage(markdown: string, question: string): Passage | null {
  return rankPassages(markdown, question)[0]?.passage ?? null;
}

// The line a section opens with to name its page ("Página: /contacto/.", "Texto completo: /aviso-legal/. …").
const DECLARED_PAGE = /^(?:Página|Texto completo): (\/(?:[a-z0-9-]+\/)*)/m;
// Any page of this site the text names ("**Formulario**: /contacto/").
const NAMED_PAGE = /(?<![\w.:/])\/(?:[a-z0-9-]+\/)+/;

/** The page a passage belongs to, with the heading of the section that declares it (null when none does). */
export interface PassagePage {
  page: string;
  heading: string | null;
}

/**
 * The page a passage belongs to: the one its section, or the nearest enclosing section, declares;
 * else the first page its own text names; else null.
 */
export function pageOf(passage: Passage, passages: readonly Passage[]): string | null {
  return declaredPageOf(passage, passages)?.page ?? null;
}

export function declaredPageOf(passage: Passage, passages: readonly Passage[]): PassagePage | null {
  for (let depth = passage.path.length; depth > 0; depth -= 1) {
    const section = passages.find(
      (candidate) =>
        candidate.path.length === depth && candidate.path.every((heading, index) => heading === passage.path[index]),
    );
    const declared = DECLARED_PAGE.exec(section?.body ?? "")?.[1];
    if (declared) return { page: declared, heading: passage.path[depth - 1] ?? null };
  }
  const named = NAMED_PAGE.exec(passage.body)?.[0];
  return named ? { page: named, heading: null } : null;
}
