import type { RouteFirstTap } from "../first-tap";
import { CPU_SLOWDOWN, type AuditMetrics, type Throttling } from "./lighthouse-run";

/** The figures docs/performance.md promises a visitor, checked by `npm run bench` and reported as met or missed. */
export const TARGETS = {
  /** Observed (really throttled) LCP on every route. */
  observedLcpMs: 1000,
  /** What our JavaScript adds to the no-script floor's blocking time, simulated at 4× CPU. */
  tbtOverFloorMs: 50,
  /** A control must answer the first tap within this time of becoming visible. */
  tapResponseMs: 200,
  /** First-load JavaScript, compressed. */
  scriptKb: 95,
} as const;

export type Variant = "site" | "floor";

export interface Sample {
  route: string;
  variant: Variant;
  throttling: Throttling;
  run: number;
  metrics: AuditMetrics;
}

export interface RouteFigures {
  route: string;
  throttling: Throttling;
  runs: number;
  site: AuditMetrics;
  floor: AuditMetrics;
  /** Median TBT of the route minus median TBT of its floor: what the route's JavaScript blocks. */
  tbtOverFloorMs: number;
  lcpRatio: number;
  speedIndexRatio: number;
}

export interface Verdict {
  target: string;
  met: boolean;
  detail: string;
}

export const median = (values: number[]): number => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export function medianMetrics(samples: AuditMetrics[]): AuditMetrics {
  const keys = Object.keys(samples[0]!) as Array<keyof AuditMetrics>;
  return Object.fromEntries(
    keys.map((key) => [key, median(samples.map((sample) => sample[key]))]),
  ) as unknown as AuditMetrics;
}

/** Per route and throttling method: the medians of the route and of its floor, and how far apart they are. */
export function routeFigures(samples: Sample[], routes: readonly string[], throttling: Throttling): RouteFigures[] {
  return routes.map((route) => {
    const of = (variant: Variant) =>
      samples
        .filter((s) => s.route === route && s.variant === variant && s.throttling === throttling)
        .map((s) => s.metrics);
    const siteRuns = of("site");
    const floorRuns = of("floor");
    if (siteRuns.length === 0 || floorRuns.length === 0) throw new Error(`no ${throttling} samples for ${route}`);
    const site = medianMetrics(siteRuns);
    const floor = medianMetrics(floorRuns);
    return {
      route,
      throttling,
      runs: siteRuns.length,
      site,
      floor,
      tbtOverFloorMs: site.tbtMs - floor.tbtMs,
      lcpRatio: site.lcpMs / floor.lcpMs,
      speedIndexRatio: site.speedIndexMs / floor.speedIndexMs,
    };
  });
}

/** From a control's being painted until it answered a tap: its own response when the first tap worked. */
export function tapDelayMs(control: RouteFirstTap["controls"][number]): number | null {
  if (control.worksFromMs === null) return null;
  if (control.taps === 1 || control.worksFromMs === control.visibleAtMs) return control.firstTapResponseMs;
  return control.worksFromMs - control.visibleAtMs;
}

export function verdicts(simulated: RouteFigures[], observed: RouteFigures[], firstTaps: RouteFirstTap[]): Verdict[] {
  const verdict = (target: string, missed: string[]) => ({ target, met: !missed.length, detail: missed.join(", ") });
  // "Within the target, else missed": a figure that is NaN (not measured) is missed.
  return [
    verdict(
      `observed LCP ≤ ${TARGETS.observedLcpMs / 1000} s on every route`,
      observed.flatMap((r) => (r.site.lcpMs <= TARGETS.observedLcpMs ? [] : `${r.route} ${ms(r.site.lcpMs)}`)),
    ),
    verdict(
      `TBT over the no-script floor ≤ ${TARGETS.tbtOverFloorMs} ms at ${CPU_SLOWDOWN}× CPU (simulated)`,
      simulated.flatMap((r) =>
        r.tbtOverFloorMs <= TARGETS.tbtOverFloorMs ? [] : `${r.route} +${ms(r.tbtOverFloorMs)}`,
      ),
    ),
    verdict(
      `every visible control answers a tap within ${TARGETS.tapResponseMs} ms of being painted`,
      firstTaps.flatMap(({ route, controls }) =>
        controls.flatMap((control) => {
          const delay = tapDelayMs(control);
          return delay !== null && delay <= TARGETS.tapResponseMs
            ? []
            : `${route} ${control.control} ${delay === null ? "never" : ms(delay)}`;
        }),
      ),
    ),
    verdict(
      `first-load JavaScript ≤ ${TARGETS.scriptKb} KB compressed`,
      simulated.flatMap((r) =>
        r.site.scriptKb <= TARGETS.scriptKb ? [] : `${r.route} ${r.site.scriptKb.toFixed(1)} KB`,
      ),
    ),
  ];
}

const ms = (value: number) => `${Math.round(value)} ms`;
const s = (value: number) => `${(value / 1000).toFixed(2)} s`;
const ratio = (value: number) => `${value.toFixed(2)}×`;

export interface BenchReport {
  date: string;
  runs: number;
  benchmarkIndex: { median: number; min: number; max: number };
  planted: string | null;
  simulated: RouteFigures[];
  observed: RouteFigures[];
  firstTaps: RouteFirstTap[];
  verdicts: Verdict[];
}

export function markdown(report: BenchReport): string {
  const { benchmarkIndex: bi } = report;
  return [
    `${report.date}, ${report.runs} run(s) per route and kind, interleaved; host benchmarkIndex median ${bi.median.toFixed(0)} (${bi.min.toFixed(0)}–${bi.max.toFixed(0)}).` +
      (report.planted ? ` **Planted regression:** ${report.planted}.` : ""),
    "",
    "Simulated throttling (Lighthouse's default, 4× CPU), medians; the floor is the same page with every script removed.",
    "",
    "| Route | Perf | TBT (floor) | TBT over floor | LCP (floor) | LCP ratio | Speed Index (floor) | SI ratio | JS |",
    "|---|---|---|---|---|---|---|---|---|",
    ...report.simulated.map(
      (r) =>
        `| ${r.route} | ${r.site.performance} | ${ms(r.site.tbtMs)} (${ms(r.floor.tbtMs)}) | ${ms(r.tbtOverFloorMs)} | ${s(r.site.lcpMs)} (${s(r.floor.lcpMs)}) | ${ratio(r.lcpRatio)} | ${s(r.site.speedIndexMs)} (${s(r.floor.speedIndexMs)}) | ${ratio(r.speedIndexRatio)} | ${r.site.scriptKb.toFixed(1)} KB |`,
    ),
    "",
    "Observed (devtools) throttling, the same phone: 4× CPU, 150 ms RTT, 1.6 Mbps, medians.",
    "",
    "| Route | FCP | LCP (floor) | LCP ratio | TBT over floor | Speed Index ratio |",
    "|---|---|---|---|---|---|",
    ...report.observed.map(
      (r) =>
        `| ${r.route} | ${s(r.site.fcpMs)} | ${s(r.site.lcpMs)} (${s(r.floor.lcpMs)}) | ${ratio(r.lcpRatio)} | ${ms(r.tbtOverFloorMs)} | ${ratio(r.speedIndexRatio)} |`,
    ),
    "",
    "First working tap on the phone profile (CDP: 4× CPU, 150 ms RTT, 1.6 Mbps, 375 × 812), each control tapped as soon as it is painted.",
    "",
    "| Route | Control | Painted at | Works from | First tap answered in | Taps |",
    "|---|---|---|---|---|---|",
    ...report.firstTaps.flatMap((route) =>
      route.controls.map(
        (c) =>
          `| ${route.route} | ${c.control} | ${s(c.visibleAtMs)} | ${c.worksFromMs === null ? "never" : s(c.worksFromMs)} | ${c.firstTapResponseMs === null ? "—" : ms(c.firstTapResponseMs)} | ${c.taps} |`,
      ),
    ),
    "",
    "| Target | Met | Where missed |",
    "|---|---|---|",
    ...report.verdicts.map((v) => `| ${v.target} | ${v.met ? "met" : "**missed**"} | ${v.detail || "—"} |`),
  ].join("\n");
}

/** The page `npm run bench` writes its tables into; only the text between a section's markers is its own. */
export const BENCHMARKS_DOC = "docs/benchmarks.md";

export type BenchSection = "full" | "planted";

/**
 * Which section of the benchmarks page a run replaces: a planted run the regression's, a run of every
 * route the latest full run's. A `--quick` check of `/` alone is a look before a commit, not a result
 * to publish: it only writes reports/.
 */
export function benchSection({ quick, plant }: { quick: boolean; plant: boolean }): BenchSection | null {
  return plant ? "planted" : quick ? null : "full";
}

/** The page with one section's text between its markers replaced; the rest of the page is left as it is. */
export function replaceBenchSection(page: string, section: BenchSection, content: string): string {
  const start = `<!-- bench:${section}:start -->`;
  const end = `<!-- bench:${section}:end -->`;
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  if (from === -1 || to < from || page.indexOf(start, from + 1) !== -1 || page.indexOf(end, to + 1) !== -1) {
    throw new Error(`${BENCHMARKS_DOC} needs exactly one ${start} followed by one ${end}`);
  }
  return `${page.slice(0, from + start.length)}\n${content.trim()}\n${page.slice(to)}`;
}
