/** @jest-environment node */
import type { AuditMetrics } from "../../../../tools/lib/bench/lighthouse-run";
import { auditMetrics } from "../../../support/audit-metrics";
import type { TapResult } from "../../../../tools/lib/first-tap";
import {
  counterpartOf,
  pairFigures,
  sideBySideMarkdown,
  sidesInOrder,
  tapToDoneMs,
  type PairedSample,
} from "../../../../tools/lib/bench/side-by-side";

const metrics = auditMetrics;
const counterparts = { home: "/", other: "/page-2/" };
const counterpart = (route: string) => counterpartOf(route, counterparts);

describe("npm run bench -- --against: this site beside another build", () => {
  it("compares home with home and every other route with the other build's second page", () => {
    expect(["/", "/contacto/", "/blog/"].map(counterpart)).toEqual(["/", "/page-2/", "/page-2/"]);
  });

  it("compares a route with the same path where the other build has it (this site before a change)", () => {
    const earlierBuild = new Set(["/", "/contacto/"]);
    expect(
      ["/", "/contacto/", "/casos-de-exito/"].map((route) =>
        counterpartOf(route, counterparts, (page) => earlierBuild.has(page)),
      ),
    ).toEqual(["/", "/contacto/", "/page-2/"]);
  });

  it("alternates which side goes first, so a slow minute of the host lands on both", () => {
    expect([1, 2, 3, 4].map(sidesInOrder)).toEqual([
      ["site", "against"],
      ["against", "site"],
      ["site", "against"],
      ["against", "site"],
    ]);
  });

  it("reports ours ÷ theirs of the medians, and no TBT ratio against a zero", () => {
    const observed = (side: PairedSample["side"], run: number, overrides: Partial<AuditMetrics>): PairedSample => ({
      route: "/",
      side,
      throttling: "devtools",
      run,
      metrics: metrics(overrides),
    });
    const samples = [
      ...[600, 900, 630].map((fcpMs, run) => observed("site", run, { fcpMs, tbtMs: 50 })),
      ...[500, 520, 480].map((fcpMs, run) => observed("against", run, { fcpMs, htmlKb: 4, tbtMs: 0 })),
    ];
    const [home] = pairFigures(samples, ["/"], counterpart, "devtools");
    expect(home).toMatchObject({ route: "/", counterpart: "/", runs: 3 });
    expect(home!.ratio.fcpMs).toBeCloseTo(630 / 500);
    expect(home!.ratio.htmlKb).toBeCloseTo(3);
    expect(home!.ratio.tbtMs).toBeNull();
    expect(() => pairFigures(samples, ["/contacto/"], counterpart, "devtools")).toThrow(
      "no devtools pair for /contacto/",
    );
  });

  it("times a control from the tap that worked until it was done, and says whether that is within 300 ms", () => {
    const control = (worksFromMs: number | null, completedAtMs: number | null): TapResult => ({
      control: "x",
      visibleAtMs: 100,
      firstTapResponseMs: 16,
      taps: 1,
      worksFromMs,
      completedAtMs,
      navigatedAway: false,
      landedOn: ["the control"],
    });
    expect(tapToDoneMs(control(400, 446))).toBe(46);
    expect(tapToDoneMs(control(400, null))).toBeNull();
    const table = sideBySideMarkdown(
      pairFigures(
        [
          { route: "/", side: "site", throttling: "devtools", run: 1, metrics: metrics({}) },
          { route: "/", side: "against", throttling: "devtools", run: 1, metrics: metrics({ fcpMs: 500 }) },
        ],
        ["/"],
        counterpart,
        "devtools",
      ),
      [
        {
          route: "/",
          everyControlWorksAtMs: 400,
          controls: [
            { ...control(400, 446), control: "notice" },
            { ...control(400, 1730), control: "Maxi" },
          ],
        },
      ],
      "starter/public",
    );
    expect(table).toContain("| / | / | devtools | 1.20× |");
    expect(table).toContain("| / | notice | 46 | met |");
    expect(table).toContain("| / | Maxi | 1330 | **missed** |");
    expect(table).toContain("Observed FCP, median ratio over the routes: 1.20× (target ≤ 1.00×).");
  });
});
