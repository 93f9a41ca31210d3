/** @jest-environment node */
import path from "node:path";
import { buildKnowledge, readKnowledgeSources } from "../../gatsby/maxi-knowledge";
import { casesSection } from "../../gatsby/maxi-knowledge-cases";

const sources = readKnowledgeSources(path.resolve(__dirname, "../../content"));

describe("the case studies in Maxi's knowledge", () => {
  it("name each case's page, client and every result with its period and source", () => {
    const text = buildKnowledge(sources);
    const study = sources.cases.items[0]!;
    expect(text).toContain("## Casos de éxito");
    expect(text).toContain(`Página: /casos-de-exito/${study.slug}/. Cliente: ${study.client.name}`);
    expect(text).toContain(
      "- **Coste por solicitud de presupuesto**: de 46\u00a0€ a 28,5\u00a0€ (−38\u00a0%), de enero a junio de 2026, frente al segundo semestre de 2025. Fuente: Google Ads y Meta Ads Manager, cruzados con el CRM del cliente.",
    );
    expect(text).toContain(
      "- **Solicitudes que acaban en obra**: de 14\u00a0% de las solicitudes de presupuesto a 19\u00a0% de las solicitudes de presupuesto (+5\u00a0puntos)",
    );
    // A sample says so, as the page does.
    expect(text).toContain(`### ${study.title} (caso de ejemplo)`);
    expect(text).toContain("no describas casos que no estén aquí");
  });

  it("say there is none yet when there is none, linking no case page", () => {
    const lines = casesSection({ ...sources.cases, items: [] }).join("\n");
    expect(lines).toContain("Todavía no hay casos de éxito publicados");
    expect(lines).not.toContain("/casos-de-exito/");
  });
});
