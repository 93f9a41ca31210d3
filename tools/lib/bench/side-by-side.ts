/**
 * `npm run bench -- --against DIR`: this site beside another static build (the Gatsby default starter,
 * `npm run bench:starter`), measured in one session. Each route and its counterpart in DIR are audited
 * back to back, in alternating order from run to run, so a slow minute of the host lands on both sides;
 * the report is the ratio of medians, ours ÷ theirs, per route, metric and throttling method, with the
 * tap-to-completion time of every control of ours.
 */
import type { AuditMetrics, Throttling } from "./lighthouse-run";
import type { RouteFirstTap } from "../first-tap";
import { median, medianMetrics } from "./summary";

export type Side = "site" | "against";

export interface PairedSample {
  route: string;
  side: Side;
  throttling: Throttling;
  run: number;
  metrics: AuditMetrics;
}

/**
 * The page of the other build a route is compared with: the same path where that build has it (another
 * build of this site, before a change); else home with home and every other route with its second page
 * (the starter).
 */
export const counterpartOf = (
  route: string,
  counterparts: { home: string; other: string },
  hasPage: (route: string) => boolean = () => false,
) => (hasPage(route) ? route : route === "/" ? counterparts.home : counterparts.other);

/** Which side is audited first in `run` (1-based): ours on odd runs, theirs on even ones. */
export const sidesInOrder = (run: number): Side[] => (run % 2 === 1 ? ["site", "against"] : ["against", "site"]);

const RATIO_METRICS = ["fcpMs", "lcpMs", "tbtMs", "speedIndexMs", "scriptKb", "htmlKb"] as const;
type RatioMetric = (typeof RATIO_METRICS)[number];

export interface PairFigures {
  route: string;
  counterpart: string;
  throttling: Throttling;
  runs: number;
  site: AuditMetrics;
  against: AuditMetrics;
  /** Ours ÷ theirs, per metric (TBT: null when theirs is 0, as a ratio would say nothing). */
  ratio: Record<RatioMetric, number | null>;
}

export function pairFigures(
  samples: readonly PairedSample[],
  routes: readonly string[],
  counterpart: (route: string) => string,
  throttling: Throttling,
): PairFigures[] {
  return routes.map((route) => {
    const of = (side: Side) =>
      samples.filter((s) => s.route === route && s.side === side && s.throttling === throttling).map((s) => s.metrics);
    const [siteRuns, againstRuns] = [of("site"), of("against")];
    if (siteRuns.length === 0 || againstRuns.length === 0) throw new Error(`no ${throttling} pair for ${route}`);
    const site = medianMetrics(siteRuns);
    const against = medianMetrics(againstRuns);
    const ratio = Object.fromEntries(
      RATIO_METRICS.map((metric) => [metric, against[metric] > 0 ? site[metric] / against[metric] : null]),
    ) as Record<RatioMetric, number | null>;
    return { route, counterpart: counterpart(route), throttling, runs: siteRuns.length, site, against, ratio };
  });
}

/** From the tap that worked until what it asked for was done, per control: what the visitor waits. */
export function tapToDoneMs(control: RouteFirstTap["controls"][number]): number | null {
  if (control.worksFromMs === null || control.completedAtMs === null) return null;
  return control.completedAtMs - control.worksFromMs;
}

const times = (value: number | null) => (value === null ? "—" : `${value.toFixed(2)}×`);
const ms = (value: number) => `${Math.round(value)}`;

export function sideBySideMarkdown(
  pairs: readonly PairFigures[],
  firstTaps: readonly RouteFirstTap[],
  against: string,
): string {
  const lines = [
    `Beside \`${against}\` (ours ÷ theirs, medians of interleaved runs; below 1.00× we are ahead).`,
    "",
    "| route | compared with | throttling | FCP | LCP | TBT | SI | JS | HTML | ours FCP / LCP / TBT ms | theirs FCP / LCP / TBT ms |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...pairs.map(
      (p) =>
        `| ${p.route} | ${p.counterpart} | ${p.throttling} | ${times(p.ratio.fcpMs)} | ${times(p.ratio.lcpMs)} | ${times(p.ratio.tbtMs)} | ${times(p.ratio.speedIndexMs)} | ${times(p.ratio.scriptKb)} | ${times(p.ratio.htmlKb)} | ${ms(p.site.fcpMs)} / ${ms(p.site.lcpMs)} / ${ms(p.site.tbtMs)} | ${ms(p.against.fcpMs)} / ${ms(p.against.lcpMs)} / ${ms(p.against.tbtMs)} |`,
    ),
    "",
    "| route | control | tap → done (ms) | target ≤ 300 ms |",
    "|---|---|---|---|",
    ...firstTaps.flatMap((route) =>
      route.controls.map((control) => {
        const done = tapToDoneMs(control);
        return `| ${route.route} | ${control.control} | ${done === null ? "—" : ms(done)} | ${done !== null && done <= 300 ? "met" : "**missed**"} |`;
      }),
    ),
  ];
  const observedFcp = pairs.filter((p) => p.throttling === "devtools").map((p) => p.ratio.fcpMs ?? NaN);
  lines.push("", `Observed FCP, median ratio over the routes: ${times(median(observedFcp))} (target ≤ 1.00×).`);
  return lines.join("\n");
}
