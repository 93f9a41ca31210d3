/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildKnowledge, readKnowledgeSources, type KnowledgeSources } from "../../gatsby/maxi-knowledge";

const sources = readKnowledgeSources(path.resolve(__dirname, "../../content"));
const knowledge = buildKnowledge(sources);
const changed = (edit: (copy: KnowledgeSources) => void) => {
  const copy = structuredClone(sources);
  edit(copy);
  return buildKnowledge(copy);
};

describe("Maxi's knowledge file", () => {
  it("holds every service with its features, from both service pages and the home page", () => {
    for (const page of [sources.ai, sources.marketing]) {
      for (const service of page.services.items) {
        expect(knowledge).toContain(`#### ${service.title}\n\n${service.description}`);
        for (const feature of service.features) expect(knowledge).toContain(`- ${feature}`);
      }
    }
    for (const solution of sources.home.solutions.items) expect(knowledge).toContain(solution.title);
  });

  it("holds every FAQ question with its answer", () => {
    expect(sources.contact.faq.items.length).toBeGreaterThan(0);
    for (const { question, answer } of sources.contact.faq.items)
      expect(knowledge).toContain(`### ${question}\n\n${answer}`);
  });

  it("holds the contact data, the published figures and the process steps", () => {
    const { email, phone, phoneDisplay, hours, streetAddress, postalCode } = sources.site.contact;
    for (const value of [email, phone, phoneDisplay, hours, streetAddress, postalCode])
      expect(knowledge).toContain(value);
    for (const stat of [...sources.home.results.stats, ...sources.about.identity.stats])
      expect(knowledge).toContain(`**${stat.value}** ${stat.label}`);
    for (const step of [...sources.ai.process.steps, ...sources.marketing.process.steps])
      expect(knowledge).toContain(`**${step.title}**: ${step.description}`);
  });

  it("holds the privacy policy's essentials with its placeholders filled", () => {
    for (const section of sources.privacy.sections) expect(knowledge).toContain(`### ${section.title}`);
    expect(knowledge).toContain("/politica-de-privacidad/");
    expect(knowledge).not.toMatch(/\{(brandName|legalName|email|address)\}/);
    expect(knowledge).toContain(`Escríbenos a ${sources.site.contact.email}`);
  });

  it("dates the privacy policy as the page does: first published 13 August 2025, and its last update", () => {
    expect(knowledge).toContain("/politica-de-privacidad/ (publicada el 13 de agosto de 2025; última actualización: ");
    expect(changed((copy) => (copy.privacy.updated.date = "2027-01-15"))).toContain(
      "última actualización: 15 de enero de 2027",
    );
  });

  it("holds the aviso legal's company data and what the site keeps in the browser", () => {
    const { brand } = sources.site;
    for (const value of [
      "/aviso-legal/",
      brand.legalName,
      `NIF ${brand.taxId}`,
      brand.registry ?? "",
      "/politica-de-cookies/",
    ])
      expect(knowledge).toContain(value);
    for (const item of sources.cookies.groups.flatMap((group) => group.items))
      expect(knowledge).toContain(`**${item.name}**`);
    for (const section of sources.legalNotice.sections.slice(1)) expect(knowledge).toContain(`### ${section.title}`);
    expect(knowledge).not.toMatch(/\{(brandName|legalName|taxId|email|phone|address)\}/);
  });

  it("names the fields the contact form requires, from the contact model", () => {
    const { fields } = sources.contact.form;
    expect(knowledge).toContain(
      `hacen falta: ${fields.name.label}, ${fields.last_name.label}, ${fields.email.label}, ${fields.phone.label}`,
    );
  });

  it("is deterministic and follows every content change", () => {
    expect(buildKnowledge(structuredClone(sources))).toBe(knowledge);
    const edits: [string, (copy: KnowledgeSources) => void, string][] = [
      [
        "a service title",
        (copy) => (copy.ai.services.items[0]!.title = "Asistentes con IA a medida"),
        "Asistentes con IA a medida",
      ],
      [
        "a FAQ answer",
        (copy) => (copy.contact.faq.items[1]!.answer = "Sí, con soporte de lunes a domingo."),
        "Sí, con soporte de lunes a domingo.",
      ],
      ["the phone", (copy) => (copy.site.contact.phoneDisplay = "955 00 00 00"), "955 00 00 00"],
      [
        "the hours",
        (copy) => (copy.site.contact.hours = "Lunes a jueves, de 8:00 a 15:00"),
        "Lunes a jueves, de 8:00 a 15:00",
      ],
      [
        "a privacy retention period",
        (copy) => (copy.privacy.sections[2]!.blocks[2]!.items![1]!.text = "un máximo de 15 días."),
        "un máximo de 15 días.",
      ],
    ];
    for (const [, edit, expected] of edits) {
      const output = changed(edit);
      expect(output).not.toBe(knowledge);
      expect(output).toContain(expected);
    }
    expect(changed((copy) => (copy.site.contact.email = "equipo@ejemplo.es"))).not.toContain(
      sources.site.contact.email,
    );
  });

  it("reads only content that passes the build's rules, and names what does not", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "knowledge-"));
    try {
      fs.cpSync(path.resolve(__dirname, "../../content"), copy, { recursive: true });
      const home = JSON.parse(fs.readFileSync(path.join(copy, "home.json"), "utf8")) as { hero: { title?: string } };
      delete home.hero.title;
      fs.writeFileSync(path.join(copy, "home.json"), JSON.stringify(home));
      expect(() => readKnowledgeSources(copy)).toThrow("content/home.json → hero.title: required");
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
