/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { auditMetrics } from "../../../support/audit-metrics";
import {
  BENCHMARKS_DOC,
  benchSection,
  markdown,
  median,
  replaceBenchSection,
  routeFigures,
  tapDelayMs,
  verdicts,
  type BenchReport,
  type Sample,
} from "../../../../tools/lib/bench/summary";
import type { RouteFirstTap, TapResult } from "../../../../tools/lib/first-tap";

const metrics = auditMetrics;

const tap = (overrides: Partial<TapResult>): TapResult => ({
  control: "menu button",
  visibleAtMs: 700,
  firstTapResponseMs: 40,
  taps: 1,
  worksFromMs: 700,
  completedAtMs: 760,
  navigatedAway: false,
  landedOn: ["the control"],
  ...overrides,
});

describe("the benchmark's summary", () => {
  it("takes medians, odd and even", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([NaN, 5])).toBe(5);
  });

  it("sets each route beside its own floor, per throttling method", () => {
    const samples: Sample[] = [
      ...[40, 90, 60].map((tbtMs, run) => ({
        route: "/",
        variant: "site" as const,
        throttling: "simulate" as const,
        run,
        metrics: metrics({ tbtMs, lcpMs: 900 }),
      })),
      ...[10, 30, 20].map((tbtMs, run) => ({
        route: "/",
        variant: "floor" as const,
        throttling: "simulate" as const,
        run,
        metrics: metrics({ tbtMs, lcpMs: 600 }),
      })),
      { route: "/", variant: "site", throttling: "devtools", run: 0, metrics: metrics({ tbtMs: 500 }) },
      { route: "/", variant: "floor", throttling: "devtools", run: 0, metrics: metrics({ tbtMs: 0 }) },
    ];
    const [simulated] = routeFigures(samples, ["/"], "simulate");
    expect(simulated).toMatchObject({ runs: 3, tbtOverFloorMs: 40, lcpRatio: 1.5 });
    expect(routeFigures(samples, ["/"], "devtools")[0]!.tbtOverFloorMs).toBe(500);
    expect(() => routeFigures(samples, ["/contacto/"], "simulate")).toThrow("no simulate samples for /contacto/");
  });

  it("counts a control's delay from being painted until a tap worked", () => {
    expect(tapDelayMs(tap({}))).toBe(40);
    expect(tapDelayMs(tap({ taps: 3, worksFromMs: 1200, firstTapResponseMs: null }))).toBe(500);
    expect(tapDelayMs(tap({ worksFromMs: null, firstTapResponseMs: null }))).toBeNull();
  });

  it("reports each target as met or missed, naming where", () => {
    const route = (tbtMs: number, lcpMs: number, scriptKb: number) =>
      routeFigures(
        [
          { route: "/", variant: "site", throttling: "simulate", run: 0, metrics: metrics({ tbtMs, lcpMs, scriptKb }) },
          { route: "/", variant: "floor", throttling: "simulate", run: 0, metrics: metrics({ tbtMs: 20, lcpMs: 700 }) },
        ],
        ["/"],
        "simulate",
      );
    const taps: RouteFirstTap[] = [{ route: "/", controls: [tap({})], everyControlWorksAtMs: 700 }];
    expect(verdicts(route(60, 900, 90), route(60, 900, 90), taps).every((v) => v.met)).toBe(true);

    const late: RouteFirstTap[] = [
      {
        route: "/",
        controls: [tap({ control: "Maxi launcher", firstTapResponseMs: 260 })],
        everyControlWorksAtMs: 700,
      },
    ];
    const missed = verdicts(route(271, 900, 96), route(40, 1100, 90), late);
    expect(missed.map((v) => [v.met, v.detail])).toEqual([
      [false, "/ 1100 ms"],
      [false, "/ +251 ms"],
      [false, "/ Maxi launcher 260 ms"],
      [false, "/ 96.0 KB"],
    ]);
    const table = markdown({
      date: "2026-11-24",
      runs: 1,
      benchmarkIndex: { median: 1500, min: 1400, max: 1600 },
      planted: null,
      simulated: route(271, 900, 96),
      observed: route(40, 1100, 90),
      firstTaps: late,
      verdicts: missed,
    });
    expect(table).toContain("| / | 100 | 271 ms (20 ms) | 251 ms |");
    expect(table).toContain("**missed**");
  });
});

describe("the benchmark's page, docs/benchmarks.md", () => {
  const figures = (lcpMs: number, throttling: "simulate" | "devtools") =>
    routeFigures(
      [
        { route: "/", variant: "site", throttling, run: 0, metrics: metrics({ lcpMs, tbtMs: 30 }) },
        { route: "/", variant: "floor", throttling, run: 0, metrics: metrics({ lcpMs: 700, tbtMs: 10 }) },
      ],
      ["/"],
      throttling,
    );
  const taps: RouteFirstTap[] = [{ route: "/", controls: [tap({})], everyControlWorksAtMs: 700 }];
  const report = (planted: string | null): BenchReport => {
    const simulated = figures(900, "simulate");
    const observed = figures(1200, "devtools");
    return {
      date: "2027-01-15",
      runs: 5,
      benchmarkIndex: { median: 2000, min: 1900, max: 2100 },
      planted,
      simulated,
      observed,
      firstTaps: taps,
      verdicts: verdicts(simulated, observed, taps),
    };
  };
  const page = fs.readFileSync(path.join(__dirname, "../../../..", BENCHMARKS_DOC), "utf8");
  const outsideMarkers = (text: string) =>
    text.replace(/<!-- bench:(\w+):start -->[\s\S]*?<!-- bench:\1:end -->/g, "<!-- $1 -->");

  it("is written by a full run and by a planted run, never by a quick look", () => {
    expect(benchSection({ quick: false, plant: false })).toBe("full");
    expect(benchSection({ quick: true, plant: true })).toBe("planted");
    expect(benchSection({ quick: false, plant: true })).toBe("planted");
    expect(benchSection({ quick: true, plant: false })).toBeNull();
  });

  it("gets a full run's tables in its own section, the planted section and the page's own text untouched", () => {
    const written = replaceBenchSection(page, "full", markdown(report(null)));
    const full = /<!-- bench:full:start -->\n([\s\S]*?)\n<!-- bench:full:end -->/.exec(written)?.[1];
    expect(full).toBe(markdown(report(null)));
    expect(full).toContain("2027-01-15, 5 run(s) per route and kind");
    expect(full).toContain("| observed LCP ≤ 1 s on every route | **missed** | / 1200 ms |");
    expect(full).not.toContain("2026-11-24");
    expect(outsideMarkers(written)).toBe(outsideMarkers(page));
    const planted = (text: string) => /<!-- bench:planted:start -->[\s\S]*?<!-- bench:planted:end -->/.exec(text)?.[0];
    expect(planted(written)).toBe(planted(page));
  });

  it("replaces the planted section with a planted run, and a second run replaces the first", () => {
    const once = replaceBenchSection(page, "planted", markdown(report("a 200 ms synchronous task at start-up on /")));
    const twice = replaceBenchSection(once, "planted", markdown(report("a 200 ms synchronous task at start-up on /")));
    expect(twice).toBe(once);
    expect(once).toContain("**Planted regression:** a 200 ms synchronous task at start-up on /.");
    expect(once.match(/Planted regression:\*\*/g)).toHaveLength(1);
    expect(outsideMarkers(once)).toBe(outsideMarkers(page));
  });

  it("refuses a page without exactly one pair of a section's markers", () => {
    expect(() => replaceBenchSection("# Benchmarks\n", "full", "x")).toThrow(
      "docs/benchmarks.md needs exactly one <!-- bench:full:start -->",
    );
    const doubled = `${page}\n<!-- bench:full:start -->\n<!-- bench:full:end -->\n`;
    expect(() => replaceBenchSection(doubled, "full", "x")).toThrow("exactly one");
    expect(() => replaceBenchSection("<!-- bench:full:end -->\n<!-- bench:full:start -->", "full", "x")).toThrow(
      "exactly one",
    );
  });
});
