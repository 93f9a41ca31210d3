/**
 * Maxi's knowledge file: the site's published copy (content/*.json) and its published articles
 * (content/articles/, gatsby/maxi-knowledge-articles.ts) as one Spanish Markdown document.
 * The build writes it to public/maxi/conocimiento.md (gatsby-node's onPostBuild); the n8n workflow
 * reads it from the deployed site and the local chat stand-in answers from it, so an editor's change
 * reaches Maxi with the next deploy and Maxi never contradicts the pages. Pure and deterministic.
 */
import type { InferType } from "yup";
import { CONTACT_FIELDS, OPTIONAL_FIELDS, SERVICE_OPTIONS, type ContactField } from "../src/contracts/contact-fields";
import { formatSpanishDate } from "../src/components/legal/format-date";
import { readContent } from "./content-checks";
import { articlesSection, KNOWLEDGE_MAX_BYTES } from "./maxi-knowledge-articles";
import { casesSection } from "./maxi-knowledge-cases";
import { buildNow, readPublishedArticles } from "./published-articles";
import { aboutContent } from "../content-model/about";
import { casesContent } from "../content-model/cases";
import { contactContent } from "../content-model/contact";
import { cookiesContent } from "../content-model/cookies";
import { homeContent } from "../content-model/home";
import { aiContent } from "../content-model/inteligencia-artificial";
import type { legalSection } from "../content-model/legal";
import { legalNoticeContent } from "../content-model/legal-notice";
import { marketingContent } from "../content-model/marketing-digital";
import { privacyContent } from "../content-model/privacy";
import type { infoPoint, stat } from "../content-model/shared";
import { siteContent } from "../content-model/site";
import type { ContentFileSpec } from "../content-model/types";

export { KNOWLEDGE_PATH } from "../src/contracts/knowledge-path";

/**
 * The content files the knowledge is made of, checked by their rules (content-model/) and typed by
 * them, and the articles published at `now` (pass the clock the build's pages were made with).
 */
export function readKnowledgeSources(contentDir: string, now: Date = buildNow()) {
  const read = <Spec extends ContentFileSpec>(spec: Spec) => readContent(spec, contentDir);
  return {
    site: read(siteContent),
    home: read(homeContent),
    about: read(aboutContent),
    ai: read(aiContent),
    marketing: read(marketingContent),
    contact: read(contactContent),
    privacy: read(privacyContent),
    legalNotice: read(legalNoticeContent),
    cookies: read(cookiesContent),
    cases: read(casesContent),
    articles: readPublishedArticles(contentDir, now),
  };
}

export type KnowledgeSources = ReturnType<typeof readKnowledgeSources>;

type Point = InferType<ReturnType<typeof infoPoint>>;
type Stat = InferType<ReturnType<typeof stat>>;
type LegalSection = InferType<ReturnType<typeof legalSection>>;
type ServicePage = KnowledgeSources["ai" | "marketing"];

const fieldLabels = (form: KnowledgeSources["contact"]["form"], keep: (field: ContactField) => boolean) =>
  CONTACT_FIELDS.filter(keep)
    .map((field) => form.fields[field].label)
    .join(", ");

const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`);
const points = (items: readonly Point[]) =>
  bullets(items.map(({ title, description }) => `**${title}**: ${description}`));
/** Where a figure comes from, so Maxi can answer «¿de dónde sale ese 300 %?» as the page does. */
const sourceLine = (source: Stat["source"]) =>
  `Fuente${source.sample ? " (de ejemplo)" : ""}: ${source.note} Dato comprobado el ${formatSpanishDate(source.date)}.`;
const stats = (items: readonly Stat[]) =>
  bullets(
    items.map(
      ({ value, label, detail, source }) =>
        `**${value}** ${label}${detail ? ` (${detail})` : ""}. ${sourceLine(source)}`,
    ),
  );

function servicePage(name: string, route: string, page: ServicePage): string[] {
  return [
    `### ${name}`,
    "",
    `Página: ${route}. ${page.hero.lead}`,
    "",
    ...page.services.items.flatMap((item) => [
      `#### ${item.title}`,
      "",
      item.description,
      "",
      ...bullets(item.features),
      "",
    ]),
  ];
}

function processSteps(name: string, route: string, page: ServicePage): string[] {
  return [
    `### ${name}: ${page.process.intro.title}`,
    "",
    `Página: ${route}.`,
    "",
    ...page.process.steps.map((step) => `${Number(step.step)}. **${step.title}**: ${step.description}`),
    "",
  ];
}

/** The legal texts' {placeholders} filled from content/site.json, as the pages fill them. */
function legalFill({ brand, contact }: KnowledgeSources["site"]): (text: string) => string {
  const tokens: Record<string, string> = {
    brandName: brand.name,
    legalName: brand.legalName,
    taxId: brand.taxId,
    email: contact.email,
    phone: contact.phoneDisplay,
    address: `${contact.streetAddress}, ${contact.postalCode} ${contact.city}, ${contact.country}`,
  };
  return (text) => text.replace(/\{(\w+)\}/g, (token, name: string) => tokens[name] ?? token);
}

function legalSections(sections: readonly LegalSection[], fill: (text: string) => string): string[] {
  return sections.flatMap((section) => [
    `### ${section.title}`,
    "",
    ...section.blocks.flatMap((block) => [
      ...(block.title ? [`**${block.title}**`, ""] : []),
      ...(block.paragraphs ?? []).flatMap((paragraph) => [fill(paragraph), ""]),
      ...(block.items
        ? [
            ...bullets(
              block.items.map((item) => (item.term ? `**${item.term}**: ${fill(item.text)}` : fill(item.text))),
            ),
            "",
          ]
        : []),
    ]),
  ]);
}

function privacyEssentials({ site, privacy }: Pick<KnowledgeSources, "site" | "privacy">): string[] {
  const { brand, contact } = site;
  const fill = legalFill(site);
  return [
    `Texto completo: /politica-de-privacidad/ (publicada el ${formatSpanishDate(privacy.published.date)}; última actualización: ${formatSpanishDate(privacy.updated.date)}). Responsable: ${brand.legalName} (NIF ${brand.taxId}), ${fill("{address}")}, ${contact.email}.`,
    "",
    ...legalSections(privacy.sections, fill),
  ];
}

/** The provider's data (LSSI-CE art. 10) and what the site keeps in the visitor's browser. */
function legalEssentials({
  site,
  legalNotice,
  cookies,
}: Pick<KnowledgeSources, "site" | "legalNotice" | "cookies">): string[] {
  const { brand, contact } = site;
  const fill = legalFill(site);
  return [
    "## Aviso legal",
    "",
    `Texto completo: /aviso-legal/. Titular del sitio: ${brand.legalName} (nombre comercial ${brand.name}), NIF ${brand.taxId}, domicilio social en ${fill("{address}")}${
      brand.registry ? `, inscrita en el ${brand.registry}` : ""
    }. Contacto: ${contact.email}, ${contact.phoneDisplay}.`,
    "",
    ...legalSections(legalNotice.sections.slice(1), fill),
    "## Cookies y lo que el sitio guarda en el navegador",
    "",
    `Texto completo: /politica-de-cookies/. ${cookies.hero.lead}`,
    "",
    ...cookies.groups.flatMap((group) => [
      `### ${group.title}`,
      "",
      ...bullets(
        group.items.map(
          (item) =>
            `**${item.name}** (${cookies.types[item.type]}): ${item.purpose} ${cookies.labels.lifetime}: ${item.lifetime}`,
        ),
      ),
      "",
    ]),
    ...legalSections(cookies.sections.slice(0, 1), fill),
  ];
}

const finish = (lines: readonly (string | undefined)[]) =>
  `${lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;

/** The whole knowledge document, within KNOWLEDGE_MAX_BYTES. Same input, same bytes: no dates or environment. */
export function buildKnowledge(sources: KnowledgeSources): string {
  const { site, home, about, ai, marketing, contact } = sources;
  const c = site.contact;
  const form = contact.form;
  const lines = [
    `# ${site.brand.name}: lo que Maxi sabe`,
    "",
    "Documento generado en cada publicación a partir del contenido del sitio web. Es la única fuente de datos de Maxi: lo que no está aquí, Maxi no lo sabe.",
    "",
    "## La agencia",
    "",
    "Página: /sobre-nosotros/.",
    "",
    `${site.brand.tagline} ${site.brand.description}`,
    "",
    `Fundada en ${site.brand.foundingYear} en ${c.location}. ${about.hero.lead}`,
    "",
    about.identity.intro.lead,
    "",
    ...about.identity.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    `**Misión**: ${about.mission.intro.lead}`,
    "",
    ...points(about.mission.items),
    "",
    "**Valores**:",
    "",
    ...points(about.values.items),
    "",
    "## Servicios",
    "",
    ...points(home.solutions.items),
    "",
    ...servicePage("Inteligencia Artificial", "/inteligencia-artificial/", ai),
    ...servicePage("Marketing Digital", "/marketing-digital/", marketing),
    "## Cifras y compromisos publicados",
    "",
    ...bullets(home.hero.highlights),
    ...stats(home.results.stats),
    ...stats(about.identity.stats),
    "",
    "## Cómo trabajamos",
    "",
    ...processSteps("Inteligencia Artificial", "/inteligencia-artificial/", ai),
    ...processSteps("Marketing Digital", "/marketing-digital/", marketing),
    "## Tecnología",
    "",
    ...points(home.technology.points),
    ...points(ai.technology.points),
    ...points(about.technology.points),
    "",
    "## Preguntas frecuentes",
    "",
    "Página: /contacto/.",
    "",
    ...contact.faq.items.flatMap(({ question, answer, source }) => [
      `### ${question}`,
      "",
      [answer, ...(source ?? []).map(sourceLine)].join(" "),
      "",
    ]),
    "## Contacto",
    "",
    "Página: /contacto/.",
    "",
    `- **Email**: ${c.email}`,
    `- **Teléfono**: ${c.phoneDisplay} (${c.phone})`,
    `- **Oficina**: ${c.streetAddress}, ${c.postalCode} ${c.city} (${c.region}, ${c.country}). ${contact.info.office.note}.`,
    `- **Horario**: ${c.hours}`,
    `- **${contact.guarantee.title}**: ${contact.guarantee.text}`,
    `- **Formulario**: /contacto/. ${form.intro}`,
    "",
    `Para pedir la consulta gratuita hacen falta: ${fieldLabels(form, (field) => !OPTIONAL_FIELDS.has(field))}. Opcionales: ${fieldLabels(form, (field) => OPTIONAL_FIELDS.has(field))}. Servicios a elegir: ${SERVICE_OPTIONS.join(", ")}. El teléfono: ${form.fields.phone.help}`,
    "",
    "## Privacidad (lo esencial)",
    "",
    ...privacyEssentials(sources),
    "",
    ...legalEssentials(sources),
    "",
    ...casesSection(sources.cases),
  ];
  const copy = finish(lines);
  const articles = articlesSection(sources.articles, KNOWLEDGE_MAX_BYTES - Buffer.byteLength(copy, "utf8") - 1);
  return articles.lines.length ? finish([copy, ...articles.lines]) : copy;
}
