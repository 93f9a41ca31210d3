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

function table(title: string, header: string[], rows: Row[]): string {
  const cells = [header, ...rows.map((row) => row.map((cell) => (typeof cell === "number" ? number(cell) : cell)))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => String(row[column] ?? "").length)));
  const line = (row: Row) =>
    row
      .map((cell, column) =>
        column === 0 ? String(cell).padEnd(widths[column]!) : String(cell).padStart(widths[column]!),
      )
      .join("  ");
  const body = rows.length ? cells.slice(1).map(line) : ["(nada en este periodo ni en el anterior)"];
  return [title, line(header), widths.map((width) => "─".repeat(width)).join("  "), ...body].join("\n");
}

const byKey = <T>(items: T[], key: (item: T) => string) => new Map(items.map((item) => [key(item), item]));

export function funnelTables(current: FunnelFigures, previous: FunnelFigures): string {
  const before = `${previous.from}…${previous.to}`;
  const views = (figures: FunnelFigures) => figures.pages.reduce((sum, page) => sum + page.views, 0);
  const stepCount = (figures: FunnelFigures, step: string) =>
    [...figures.funnel, ...figures.maxi].find((candidate) => candidate.step === step)?.count ?? 0;
  const leads = (figures: FunnelFigures) => stepCount(figures, "form.stored") + stepCount(figures, "maxi.lead");

  const sections: string[] = [`Embudo de la web, ${current.from} a ${current.to} (anterior: ${before})`];
  if (!current.has_data) sections.push("No hay datos en este periodo: ninguna visita, clic ni solicitud.");

  sections.push(
    table(
      "Resumen",
      ["", "periodo", "anterior", "cambio"],
      [
        ["Visitas", views(current), views(previous), change(views(current), views(previous))],
        ["Solicitudes guardadas", leads(current), leads(previous), change(leads(current), leads(previous))],
        [
          "  por el formulario",
          stepCount(current, "form.stored"),
          stepCount(previous, "form.stored"),
          change(stepCount(current, "form.stored"), stepCount(previous, "form.stored")),
        ],
        [
          "  con Maxi",
          stepCount(current, "maxi.lead"),
          stepCount(previous, "maxi.lead"),
          change(stepCount(current, "maxi.lead"), stepCount(previous, "maxi.lead")),
        ],
      ],
    ),
  );

  const previousPages = byKey(previous.pages, (page) => page.page);
  sections.push(
    table(
      "Visitas por página",
      ["página", "visitas", "anterior", "cambio"],
      current.pages
        .map((page) => ({ page, before: previousPages.get(page.page)?.views ?? 0 }))
        .filter(({ page, before: was }) => page.views > 0 || was > 0)
        .sort((a, b) => b.page.views - a.page.views || b.before - a.before)
        .map(({ page, before: was }) => [`${page.label} (${page.page})`, page.views, was, change(page.views, was)]),
    ),
  );

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
  );

  const previousCtas = byKey(previous.ctas, (cta) => cta.cta);
  const ctaNames = [...new Set([...current.ctas.map((cta) => cta.cta), ...previous.ctas.map((cta) => cta.cta)])];
  const labels = byKey([...current.ctas, ...previous.ctas], (cta) => cta.cta);
  sections.push(
    table(
      "Llamadas a la acción",
      ["llamada (nombre)", "clics", "anterior", "cambio"],
      ctaNames
        .map(
          (name) =>
            [
              labels.get(name)!.label,
              name,
              current.ctas.find((cta) => cta.cta === name)?.clicks ?? 0,
              previousCtas.get(name)?.clicks ?? 0,
            ] as const,
        )
        .sort((a, b) => b[2] - a[2] || b[3] - a[3])
        .map(([label, name, clicks, was]) => [`${label} (${name})`, clicks, was, change(clicks, was)]),
    ),
  );

  const referrerLabel = (domain: string) =>
    domain === "" ? "Directo o sin referencia" : domain === "*" ? "Otros sitios" : domain;
  const previousReferrers = byKey(previous.referrers, (referrer) => referrer.domain);
  const domains = [
    ...new Set([
      ...current.referrers.map((referrer) => referrer.domain),
      ...previous.referrers.map((referrer) => referrer.domain),
    ]),
  ];
  sections.push(
    table(
      "De dónde llegan las visitas",
      ["sitio", "visitas", "anterior", "cambio"],
      domains
        .map(
          (domain) =>
            [
              domain,
              current.referrers.find((referrer) => referrer.domain === domain)?.views ?? 0,
              previousReferrers.get(domain)?.views ?? 0,
            ] as const,
        )
        .sort((a, b) => b[1] - a[1] || b[2] - a[2])
        .map(([domain, count, was]) => [referrerLabel(domain), count, was, change(count, was)]),
    ),
  );

  const previousDevices = byKey(previous.devices, (device) => device.device);
  sections.push(
    table(
      "Dispositivos",
      ["tipo", "visitas", "anterior", "cambio"],
      current.devices.map((device) => [
        device.label,
        device.views,
        previousDevices.get(device.device)?.views ?? 0,
        change(device.views, previousDevices.get(device.device)?.views ?? 0),
      ]),
    ),
  );
  return sections.join("\n\n");
}
