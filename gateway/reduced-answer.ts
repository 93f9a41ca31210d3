/**
 * Maxi's reduced mode: when the database refuses a message because the visitor's connection, their
 * network or the whole site has used its share of the model (client_busy, network_busy, site_busy), or
 * the gateway remembers such a refusal (refusal-memory.ts), the gateway still answers, without the
 * model and at no cost: the passages of the site's knowledge file that best match the question, each with
 * a link to its page, and the ways to reach the team. Its words are the editors' (content/site.json,
 * chat.reduced).
 */
import site from "../content/site.json";
import { KNOWLEDGE_ARTICLES_HEADING } from "../src/contracts/knowledge-path";
import { declaredPageOf, rankPassages, splitPassages, type Passage, type PassagePage } from "./knowledge-passages";

export const REDUCED_REASONS = ["client_busy", "network_busy", "site_busy"] as const;
export type ReducedReason = (typeof REDUCED_REASONS)[number];

export const isReducedReason = (value: unknown): value is ReducedReason =>
  (REDUCED_REASONS as readonly unknown[]).includes(value);

/**
 * At most this many passages, each cut to about this many characters: an answer, not the whole page. A
 * second passage only when it matches at least half as well as the first (else it is noise).
 */
export const MAX_PASSAGES = 2;
const SECOND_PASSAGE_SHARE = 0.5;
export const EXCERPT_CHARS = 420;

const texts = site.chat.reduced;
// A page's name as the site's menus write it ("/marketing-digital/" → "Marketing Digital").
const PAGE_NAMES = new Map([...site.navigation, ...site.footer.legalLinks].map(({ to, label }) => [to, label]));
const REASON_TEXT: Record<ReducedReason, string> = {
  client_busy: texts.reasons.clientBusy,
  network_busy: texts.reasons.networkBusy,
  site_busy: texts.reasons.siteBusy,
};

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (token, name: string) => values[name] ?? token);
}

/** The passage's text without the line naming its page (the link says it), cut at a line or sentence end. */
function excerpt(body: string): string {
  const text = body
    .replace(/^(Página|Texto completo): \/[^\s]*\/\.?\s*/gm, "")
    .replace(/^#{1,6}\s+(.*)$/gm, "**$1**")
    .trim();
  if (text.length <= EXCERPT_CHARS) return text;
  const cut = text.slice(0, EXCERPT_CHARS);
  const end = Math.max(cut.lastIndexOf("\n"), cut.lastIndexOf(". "));
  // At a line's or a sentence's end the page link says there is more; mid-sentence, an ellipsis does.
  return end > EXCERPT_CHARS / 2 ? cut.slice(0, end + 1).trim() : `${cut.trim()}…`;
}

/** A page as the menus name it; an article (absent from them) by the title of its section. */
const pageName = ({ page, heading }: PassagePage) => PAGE_NAMES.get(page) ?? heading ?? page;

/** The passage's headings below the document's; an article's section without the article's title, which its link gives. */
function passageTitle({ path }: Passage): string {
  if (path[1] !== KNOWLEDGE_ARTICLES_HEADING) return path.slice(1).join(" › ");
  return path.slice(3).join(" › ") || (path[2] ?? "");
}

function passageBlock(passage: Passage, page: PassagePage | null): string {
  const title = passageTitle(passage);
  const more = page ? `\n\n${texts.readMore} [${pageName(page)}](${page.page})` : "";
  return `**${title}**\n\n${excerpt(passage.body)}${more}`;
}

/** The reduced-mode answer to `question` from the knowledge Markdown, in the widget's Markdown. */
export function reducedAnswer(knowledge: string, question: string, reason: ReducedReason): string {
  const passages = splitPassages(knowledge);
  // The document's own introduction (under its title alone) describes the file, not the agency.
  const candidates = rankPassages(knowledge, question).filter(({ passage }) => passage.path.length > 1);
  const ranked = candidates
    .slice(0, MAX_PASSAGES)
    .filter(({ score }) => score >= (candidates[0]?.score ?? 0) * SECOND_PASSAGE_SHARE);
  const { email, phone, phoneDisplay } = site.contact;
  const contact = fill(texts.contact, {
    email: `[${email}](mailto:${email})`,
    phone: `[${phoneDisplay}](tel:${phone})`,
  });
  const intro = fill(ranked.length > 0 ? texts.intro : texts.noMatch, { reason: REASON_TEXT[reason] });
  const blocks = ranked.map(({ passage }) => passageBlock(passage, declaredPageOf(passage, passages)));
  return [intro, ...blocks, contact].join("\n\n");
}
