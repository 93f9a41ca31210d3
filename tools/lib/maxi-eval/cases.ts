/**
 * n8n/maxi-evals.json: Spanish conversations with checkable expectations, and the check itself.
 * Texts are compared without accents or case, so «Automatización» matches «automatizacion».
 */
import { siteLinksIn } from "../../../gatsby/maxi-links";

export interface EvalExpectations {
  /** Every string must appear in the last answer. */
  includesAll?: string[];
  /** At least one must appear in the last answer. */
  includesAny?: string[];
  /** None may appear in the last answer. */
  excludes?: string[];
  /** No regular expression (case-insensitive) may match the last answer. */
  excludesPattern?: string[];
  /** Whether the lead tool was used over the whole conversation. */
  leadTool?: "called" | "calledOnce" | "notCalled";
  /** Arguments the (last) lead tool call must carry. */
  leadArgs?: Record<string, string>;
  knowledgeTool?: "called";
  /** "en": the answer is not in Spanish. Spanish is checked otherwise. */
  language?: "es" | "en";
}

export interface EvalCase {
  id: string;
  title: string;
  /** The visitor's messages, in order. */
  turns: string[];
  expect: EvalExpectations;
}

export interface EvalSet {
  description: string;
  cases: EvalCase[];
}

export interface ToolCallRecord {
  name: string;
  args: Record<string, unknown>;
}

/** What happened in one conversation: every answer of Maxi and every tool call. */
export interface Transcript {
  answers: string[];
  toolCalls: ToolCallRecord[];
}

export const LEAD_TOOL = "guardar_contacto";
export const KNOWLEDGE_TOOL = "conocimiento_del_sitio";

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

const SPANISH_MARKERS = /\b(que|de|la|el|los|las|por|para|con|una|tu|te|nuestro|nuestra|puedo|podemos|si)\b/g;
const ENGLISH_MARKERS = /\b(the|and|you|your|we|our|can|with|for|to|is|are)\b/g;
const languageOf = (text: string) =>
  (fold(text).match(ENGLISH_MARKERS) ?? []).length > (fold(text).match(SPANISH_MARKERS) ?? []).length ? "en" : "es";

/** Only the Markdown subset the widget renders: no headings, tables, images or HTML tags. */
const OUTSIDE_SUBSET: [RegExp, string][] = [
  [/^#{1,6}\s/m, "a Markdown heading"],
  [/^\s*\|.*\|\s*$/m, "a Markdown table"],
  [/!\[[^\]]*\]\(/, "an image"],
  [/<\/?[a-z][^>]*>/i, "an HTML tag"],
];

/**
 * Every broken expectation of `evalCase`, in words; empty when the case passes. Given `routes` (the pages
 * Maxi's knowledge and instructions name), every link of an answer to the site must be one of them.
 */
export function checkTranscript(evalCase: EvalCase, transcript: Transcript, routes?: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const answer = transcript.answers.at(-1) ?? "";
  const folded = fold(answer);
  const { expect: want } = evalCase;
  if (!answer.trim()) problems.push("no answer");
  for (const text of want.includesAll ?? [])
    if (!folded.includes(fold(text))) problems.push(`the answer lacks «${text}»`);
  if (want.includesAny && !want.includesAny.some((text) => folded.includes(fold(text))))
    problems.push(`the answer has none of ${want.includesAny.map((text) => `«${text}»`).join(", ")}`);
  for (const text of want.excludes ?? [])
    if (folded.includes(fold(text))) problems.push(`the answer contains «${text}»`);
  for (const pattern of want.excludesPattern ?? [])
    if (new RegExp(pattern, "i").test(answer)) problems.push(`the answer matches /${pattern}/`);
  for (const answerText of transcript.answers)
    for (const [pattern, what] of OUTSIDE_SUBSET)
      if (pattern.test(answerText)) problems.push(`an answer uses ${what}, which the widget does not render`);
  for (const link of routes ? transcript.answers.flatMap(siteLinksIn) : [])
    if (!routes?.has(link)) problems.push(`an answer links ${link}, a page the site does not have`);
  const expectedLanguage = want.language ?? "es";
  if (answer.trim() && languageOf(answer) !== expectedLanguage)
    problems.push(`the answer is not in ${expectedLanguage === "es" ? "Spanish" : "English"}`);

  const leadCalls = transcript.toolCalls.filter((call) => call.name === LEAD_TOOL);
  if (want.leadTool === "notCalled" && leadCalls.length > 0)
    problems.push(`${LEAD_TOOL} was called ${leadCalls.length} time(s): nothing may be stored`);
  if (want.leadTool === "called" && leadCalls.length === 0) problems.push(`${LEAD_TOOL} was never called`);
  if (want.leadTool === "calledOnce" && leadCalls.length !== 1)
    problems.push(`${LEAD_TOOL} was called ${leadCalls.length} time(s), expected once`);
  const lastLead = leadCalls.at(-1);
  for (const [name, value] of Object.entries(want.leadArgs ?? {})) {
    const given = lastLead?.args[name] ?? "";
    const text = typeof given === "string" ? given : JSON.stringify(given);
    if (lastLead && fold(text).trim() !== fold(value))
      problems.push(`${LEAD_TOOL}.${name} was «${text}», expected «${value}»`);
  }
  if (want.knowledgeTool === "called" && !transcript.toolCalls.some((call) => call.name === KNOWLEDGE_TOOL))
    problems.push(`${KNOWLEDGE_TOOL} was never called`);
  return problems;
}
