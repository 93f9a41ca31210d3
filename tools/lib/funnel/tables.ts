import type { FunnelFigures } from "./figures";

/**
 * The figures as text tables for an engineer (`npm run funnel`): the same numbers as the Monday e-mail,
 * for any period, beside the period of the same length before it.
 */
type Row = (string | number)[];

const number = (value: number) => new Intl.NumberFormat("es-ES").format(value);

/** "+25 %", "−10 %", "=", "nuevo", "—": as the e-mail writes it. */
export function change(current: number, previous: number): string {
  if (current === 0 && previous === 0) return "—";
  if (previous === 0) return "nuevo";
  if (current === previous) return "=";
  const percent = Math.round((100 * Math.abs(current - previous)) / previous);
  return `${current > previous ? "+" : "−"}${percent} %`;
}

/** part of whole: "12 %", "4,5 %", "—" when whole is 0. */
export function share(part: number, whole: number): string {
  if (whole === 0) return "—";
  if (part === 0) return "0 %";
  const percent = (100 * part) / whole;
  return percent >= 10 ? `${Math.round(percent)} %` : `${percent.toFixed(1).replace(".", ",")} %`;
}

function table(
  title: string,
  header: string[],
  rows: Row[],
  empty = "(nada en este periodo ni en el anterior)",
): string {
  const cells = [header, ...rows.map((row) => row.map((cell) => (typeof cell === "number" ? number(cell) : cell)))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => String(row[column] ?? "").length)));
  const line = (row: Row) =>
    row
      .map((cell, column) =>
        column === 0 ? String(cell).padEnd(widths[column]!) : String(cell).padStart(widths[column]!),
      )
      .join("  ");
  const body = rows.length ? cells.slice(1).map(line) : [empty];
  return [title, line(header), widths.map((width) => "─".repeat(width)).join("  "), ...body].join("\n");
}

const versus = (label: string, now: number, before: number): Row => [label, now, before, change(now, before)];

/**
 * `[label, this period, the one before, change]` for each item of either period, by `key`; `ranked`: most
 * first, and none that is 0 in both.
 */
function compared<T>(
  now: T[],
  before: T[],
  {
    key,
    count,
    label,
    ranked = true,
  }: { key: (item: T) => string; count: (item: T) => number; label: (item: T) => string; ranked?: boolean },
): Row[] {
  const counts = (items: T[]) => new Map(items.map((item) => [key(item), count(item)]));
  const [nowCounts, beforeCounts] = [counts(now), counts(before)];
  const rows = [...new Map([...now, ...before].map((item) => [key(item), item])).entries()].map(([name, item]) => ({
    label: label(item),
    now: nowCounts.get(name) ?? 0,
    before: beforeCounts.get(name) ?? 0,
  }));
  const shown = ranked
    ? rows.filter((row) => row.now > 0 || row.before > 0).sort((a, b) => b.now - a.now || b.before - a.before)
    : rows;
  return shown.map((row) => versus(row.label, row.now, row.before));
}

export function funnelTables(current: FunnelFigures, previous: FunnelFigures): string {
  const views = (figures: FunnelFigures) => figures.pages.reduce((sum, page) => sum + page.views, 0);
  const stepCount = (figures: FunnelFigures, step: string) =>
    [...figures.funnel, ...figures.maxi].find((candidate) => candidate.step === step)?.count ?? 0;
  const leads = (figures: FunnelFigures) => stepCount(figures, "form.stored") + stepCount(figures, "maxi.lead");
  const stepRow = (label: string, step: string) => versus(label, stepCount(current, step), stepCount(previous, step));

  const sections: string[] = [
    `Embudo de la web, ${current.from} a ${current.to} (anterior: ${previous.from}…${previous.to})`,
  ];
  if (!current.has_data) sections.push("No hay datos en este periodo: ninguna visita, clic ni solicitud.");
  sections.push(
    table(
      "Resumen",
      ["", "periodo", "anterior", "cambio"],
      [
        versus("Visitas", views(current), views(previous)),
        versus("Solicitudes guardadas", leads(current), leads(previous)),
        stepRow("  por el formulario", "form.stored"),
        stepRow("  con Maxi", "maxi.lead"),
      ],
    ),
    table(
      "Visitas por página",
      ["página", "visitas", "anterior", "cambio"],
      compared(current.pages, previous.pages, {
        key: (page) => page.page,
        count: (page) => page.views,
        label: (page) => `${page.label} (${page.page})`,
      }),
    ),
  );
  for (const [title, column, folder, items, none] of [
    ["Artículos más leídos", "artículo", "/blog/", current.articles, "(ningún artículo leído en este periodo)"],
    [
      "Casos de éxito más vistos",
      "caso",
      "/casos-de-exito/",
      current.cases,
      "(ningún caso de éxito visto en este periodo)",
    ],
  ] as const) {
    sections.push(
      table(
        title,
        [column, "visitas", "clics a contacto", "de las visitas"],
        items.map((item) => [
          `${folder}${item.slug}/`,
          item.views,
          item.contact_clicks,
          share(item.contact_clicks, item.views),
        ]),
        none,
      ),
    );
  }
  for (const [title, steps, previousSteps] of [
    ["Embudo del formulario", current.funnel, previous.funnel],
    ["Embudo de Maxi", current.maxi, previous.maxi],
  ] as const) {
    sections.push(
      table(
        title,
        ["paso", "número", "del paso anterior", "anterior"],
        steps.map((step, index) => [
          step.label,
          step.count,
          index === 0 ? "" : share(step.count, steps[index - 1]!.count),
          previousSteps[index]?.count ?? 0,
        ]),
      ),
    );
  }
  sections.push(
    table(
      "Formulario: problemas",
      ["", "periodo", "anterior"],
      [
        ["Rechazados por la validación", current.form.refused, previous.form.refused],
        ["Fallos al enviar", current.form.failed, previous.form.failed],
      ],
    ),
    table(
      "Llamadas a la acción",
      ["llamada (nombre)", "clics", "anterior", "cambio"],
      compared(current.ctas, previous.ctas, {
        key: (cta) => cta.cta,
        count: (cta) => cta.clicks,
        label: (cta) => `${cta.label} (${cta.cta})`,
      }),
    ),
    table(
      "De dónde llegan las visitas",
      ["sitio", "visitas", "anterior", "cambio"],
      compared(current.referrers, previous.referrers, {
        key: (referrer) => referrer.domain,
        count: (referrer) => referrer.views,
        label: ({ domain }) => (domain === "" ? "Directo o sin referencia" : domain === "*" ? "Otros sitios" : domain),
      }),
    ),
    table(
      "Dispositivos",
      ["tipo", "visitas", "anterior", "cambio"],
      compared(current.devices, previous.devices, {
        key: (device) => device.device,
        count: (device) => device.views,
        label: (device) => device.label,
        ranked: false,
      }),
    ),
  );
  return sections.join("\n\n");
}
