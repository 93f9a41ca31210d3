/**
 * The case studies in Maxi's knowledge file: each with its page, its client and every result with its
 * period and source, so Maxi can link the case a visitor asks about. With none, the file says so, so
 * that Maxi answers honestly instead of inventing one.
 */
import { formatAmount, formatChange } from "../src/components/cases/metric-format";
import { articleServiceLinks } from "../src/config/article-services";
import { CASES_PATH, casePath } from "../src/config/case-paths";
import type { casesContent } from "../content-model/cases";
import type { ContentOf } from "../content-model/types";

type Cases = ContentOf<typeof casesContent>;

export function casesSection(cases: Cases): string[] {
  if (cases.items.length === 0)
    return [
      "## Casos de éxito",
      "",
      "Todavía no hay casos de éxito publicados en la web. Si preguntan por casos o clientes de un sector, dilo con honestidad y ofrece la consulta gratuita en /contacto/; no describas casos que no estén aquí.",
      "",
    ];
  const items = [...cases.items].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return [
    "## Casos de éxito",
    "",
    `Página: ${CASES_PATH}. Solo existen estos casos: si preguntan por otro sector, di que aún no hay un caso publicado de ese sector; no describas casos que no estén aquí.`,
    "",
    ...items.flatMap((study) => {
      const services = articleServiceLinks(study.services)
        .map((service) => service.label)
        .join(", ");
      return [
        `### ${study.title}${study.sample ? " (caso de ejemplo)" : ""}`,
        "",
        `Página: ${casePath(study.slug)}. Cliente: ${study.client.name} (${study.client.sector}, ${study.client.size}, ${study.client.city}). Servicios: ${services}.`,
        "",
        study.summary,
        "",
        ...study.metrics.map((metric) => {
          const of = metric.of ? ` ${metric.of}` : "";
          const change = formatChange(metric);
          return `- **${metric.label}**: de ${formatAmount(metric.before, metric.unit)}${of} a ${formatAmount(metric.after, metric.unit)}${of}${change ? ` (${change})` : ""}, ${metric.period}. Fuente: ${metric.source}.`;
        }),
        "",
      ];
    }),
  ];
}
