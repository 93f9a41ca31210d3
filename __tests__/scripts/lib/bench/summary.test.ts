/** @jest-environment node */
import type { AuditMetrics } from "../../../../scripts/lib/bench/lighthouse-run";
import {
  markdown,
  median,
  routeFigures,
  tapDelayMs,
  verdicts,
  type Sample,
} from "../../../../scripts/lib/bench/summary";
import type { RouteFirstTap, TapResult } from "../../../../scripts/lib/first-tap";

const metrics = (overrides: Partial<AuditMetrics>): AuditMetrics => ({
  performance: 100,
  fcpMs: 600,
  lcpMs: 800,
  tbtMs: 0,
  speedIndexMs: 700,
  cls: 0,
  scriptKb: 90,
  benchmarkIndex: 1500,
  ...overrides,
});

const tap = (overrides: Partial<TapResult>): TapResult => ({
  control: "menu button",
  visibleAtMs: 700,
  firstTapResponseMs: 40,
  taps: 1,
  worksFromMs: 700,
  completedAtMs: 760,
  navigatedAway: false,
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
