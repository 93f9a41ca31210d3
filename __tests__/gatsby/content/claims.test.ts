/**
 * @jest-environment node
 *
 * One truthful wording per published fact, as the specification gives it, in every place a visitor
 * reads it: the pages (content/*.json), Maxi's knowledge (built from them), Maxi's instructions and what
 * Maxi's workflow answers when it refuses a message.
 */
import fs from "node:fs";
import path from "node:path";
import { buildKnowledge, readKnowledgeSources } from "../../../gatsby/maxi-knowledge";
import type { Workflow } from "../../../tools/n8n/check-workflow";
import { MAXI_WORKFLOW_FILE } from "../../../tools/n8n/maxi-files";
import { maxiSystemMessage, readMaxiSources } from "../../../tools/n8n/maxi-generate";
import { maxiRefusal } from "../../../tools/n8n/maxi-refusal";

const CONTENT = path.resolve(__dirname, "../../../content");
const sources = readKnowledgeSources(CONTENT);
const maxiWorkflow = JSON.parse(fs.readFileSync(MAXI_WORKFLOW_FILE, "utf8")) as Workflow;
const texts: Array<[string, string]> = [
  ...fs
    .readdirSync(CONTENT)
    .filter((file) => file.endsWith(".json"))
    .map((file): [string, string] => [`content/${file}`, fs.readFileSync(path.join(CONTENT, file), "utf8")]),
  ["n8n/maxi-system-message.md", maxiSystemMessage(readMaxiSources())],
  ["Maxi's knowledge", buildKnowledge(sources)],
  ...["too_long", "too_many", "client_busy", "network_busy", "site_busy", "bad_session"].map(
    (reason): [string, string] => [
      `n8n/maxi.json's refusal (${reason})`,
      String(maxiRefusal(maxiWorkflow, reason).output),
    ],
  ),
];

/** Every sentence-sized piece of text matching `pattern`, with where it is. */
const mentions = (pattern: RegExp) =>
  texts.flatMap(([where, text]) =>
    [...text.matchAll(new RegExp(`[^."\\n]*${pattern.source}[^."\\n]*`, "g"))].map(
      (match) => `${where}: ${match[0].trim()}`,
    ),
  );

describe("published facts", () => {
  it("promise a reply within 24 hours, never «24 horas laborables»", () => {
    expect(mentions(/24 horas/).length).toBeGreaterThan(3);
    expect(mentions(/24 horas laborables/)).toEqual([]);
    expect(sources.contact.guarantee.text).toContain("en menos de 24 horas");
  });

  it("claim the first results, not results, in 2 to 4 weeks", () => {
    const claims = mentions(/2 a 4 semanas/);
    expect(claims.length).toBeGreaterThan(0);
    expect(claims.filter((claim) => !/primeros resultados/i.test(claim))).toEqual([]);
  });

  it("never double a figure's sign in its label («+200% Más»)", () => {
    const stats = [...sources.home.results.stats, ...sources.about.identity.stats];
    expect(
      stats.filter(
        ({ value, label }) =>
          (/^\+/.test(value) && /^más\b/i.test(label)) || (/^-/.test(value) && /^menos\b/i.test(label)),
      ),
    ).toEqual([]);
  });

  it("make no promise the specification does not (and none the chat's own disclaimer contradicts)", () => {
    expect(sources.site.chat.disclaimer).toContain("puede equivocarse");
    expect(
      mentions(/sin inventar|nunca se equivoca|antes que nadie|desde el primer mes|garantizamos resultados/i),
    ).toEqual([]);
  });
});
