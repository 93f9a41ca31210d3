/**
 * The local stand-in's "search": Maxi's knowledge Markdown cut into passages (one per heading) and the
 * passage that shares the most distinctive words with the visitor's question. No AI, no index: the
 * document is a few pages long.
 */
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

/** The passage that best answers `question`, or null when no distinctive word matches. */
export function bestPassage(markdown: string, question: string): Passage | null {
  const passages = splitPassages(markdown);
  const asked = [...new Set(terms(question))];
  if (asked.length === 0) return null;
  const termSets = passages.map((passage) => ({
    title: new Set(terms(passage.path.at(-1) ?? "")),
    all: new Set(terms(`${passage.path.join(" ")} ${passage.body}`)),
  }));
  // Rare words decide: a word found in every passage says nothing about which one is meant.
  const weight = (term: string) =>
    Math.log((passages.length + 1) / (1 + termSets.filter((set) => set.all.has(term)).length));
  let best: { passage: Passage; score: number } | null = null;
  passages.forEach((passage, index) => {
    const sets = termSets[index]!;
    const score = asked.reduce(
      (sum, term) => sum + (sets.all.has(term) ? weight(term) : 0) + (sets.title.has(term) ? weight(term) / 2 : 0),
      0,
    );
    if (score > 0 && (!best || score > best.score)) best = { passage, score };
  });
  return (best as { passage: Passage } | null)?.passage ?? null;
}
