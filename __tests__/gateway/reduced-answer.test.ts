/** @jest-environment node */
import path from "node:path";
import site from "../../content/site.json";
import evals from "../../gateway/reduced-mode-evals.json";
import { fold } from "../../gateway/knowledge-passages";
import { EXCERPT_CHARS, MAX_PASSAGES, reducedAnswer, type ReducedReason } from "../../gateway/reduced-answer";
import { buildKnowledge, readKnowledgeSources } from "../../gatsby/maxi-knowledge";
import { parseMarkdown } from "../../src/components/chat/markdown";

// The knowledge file exactly as the build publishes it from the content.
const knowledge = buildKnowledge(readKnowledgeSources(path.resolve(__dirname, "../../content")));
const { email, phone, phoneDisplay } = site.contact;

const REASON_TEXTS: Record<ReducedReason, string> = {
  client_busy: site.chat.reduced.reasons.clientBusy,
  network_busy: site.chat.reduced.reasons.networkBusy,
  site_busy: site.chat.reduced.reasons.siteBusy,
};

interface EvalCase {
  question: string;
  reason: ReducedReason;
  page: string;
  includesAny: string[];
}

describe("Maxi's reduced mode answers usefully without the model (gateway/reduced-mode-evals.json)", () => {
  const cases = evals.cases as EvalCase[];

  it("has at least five questions", () => expect(cases.length).toBeGreaterThanOrEqual(5));

  it.each(cases.map((entry) => [entry.question, entry]))("%s", (_question, { question, reason, page, includesAny }) => {
    const answer = reducedAnswer(knowledge, question, reason);
    const reasonText = REASON_TEXTS[reason];
    expect(answer.startsWith(site.chat.reduced.intro.replace("{reason} ", "").split(":")[0]!)).toBe(true);
    expect(answer).toContain(reasonText);
    // The first passage links to the page the answer comes from.
    expect(/Más en \[[^\]]+\]\((\/[^)]*)\)/.exec(answer)?.[1]).toBe(page);
    expect(includesAny.some((words) => fold(answer).includes(words))).toBe(true);
    expect(answer).toContain("[formulario de contacto](/contacto/)");
    expect(answer).toContain(`[${phoneDisplay}](tel:${phone})`);
    expect(answer).toContain(`[${email}](mailto:${email})`);
  });
});

describe("reducedAnswer", () => {
  it("shows at most two passages, cut short, without the lines that only name a page", () => {
    for (const { question, reason } of evals.cases as EvalCase[]) {
      const answer = reducedAnswer(knowledge, question, reason);
      expect((answer.match(/^Más en \[/gm) ?? []).length).toBeLessThanOrEqual(MAX_PASSAGES);
      expect(answer).not.toMatch(/\[\/[^\]]*\]\(/); // pages named as the menus name them, not by their path
      expect(answer).not.toMatch(/^(Página|Texto completo): /m);
      // The intro and the contact line (about 400 characters), and per passage its title, excerpt and link.
      expect(answer.length).toBeLessThanOrEqual(400 + MAX_PASSAGES * (EXCERPT_CHARS + 160));
    }
  });

  it("says so and still gives every way to reach the team when the site has nothing on the question", () => {
    const answer = reducedAnswer(knowledge, "xyzzy plugh qwerty", "site_busy");
    expect(answer).toBe(
      [
        site.chat.reduced.noMatch.replace("{reason}", site.chat.reduced.reasons.siteBusy),
        site.chat.reduced.contact
          .replace("{phone}", `[${phoneDisplay}](tel:${phone})`)
          .replace("{email}", `[${email}](mailto:${email})`),
      ].join("\n\n"),
    );
  });

  it("is Markdown the widget renders: every link is a page of the site, a tel: or a mailto:", () => {
    const answer = reducedAnswer(knowledge, "¿Gestionáis campañas de publicidad en TikTok?", "client_busy");
    const hrefs = JSON.stringify(parseMarkdown(answer)).match(/"href":"[^"]*"/g) ?? [];
    expect(hrefs.length).toBeGreaterThanOrEqual(4);
    for (const href of hrefs) expect(href).toMatch(/"href":"(\/[a-z0-9/-]*|tel:\+\d+|mailto:[^"]+)"/);
  });
});
