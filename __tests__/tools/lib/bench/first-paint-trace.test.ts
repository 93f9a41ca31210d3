/** @jest-environment node */
import { firstPaintFigures, type TraceEvent } from "../../../../tools/lib/bench/first-paint-trace";

const navigation = (ts: number, url = "http://127.0.0.1:9000/"): TraceEvent => ({
  name: "navigationStart",
  ts,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: url } },
});

describe("firstPaintFigures", () => {
  it("measures from the page's navigation to its first contentful paint, counting only the work before it", () => {
    const events: TraceEvent[] = [
      navigation(1_000, "about:blank"),
      { name: "Layout", ts: 1_500, dur: 9_000 }, // about:blank's, before the page's navigation
      navigation(10_000),
      { name: "ResourceFinish", ts: 650_000 },
      { name: "ParseHTML", ts: 620_000, dur: 7_000 },
      { name: "ParseHTML", ts: 629_000, dur: 10_000 },
      { name: "UpdateLayoutTree", ts: 648_000, dur: 5_500 },
      { name: "Layout", ts: 654_000, dur: 26_000 },
      { name: "Paint", ts: 685_000, dur: 3_000 },
      { name: "RasterTask", ts: 692_000, dur: 7_000 },
      { name: "RasterTask", ts: 700_000, dur: 2_000 },
      { name: "firstContentfulPaint", ts: 730_000 },
      { name: "Layout", ts: 800_000, dur: 40_000 }, // after the first paint
      { name: "RasterTask", ts: 810_000, dur: 9_000 },
    ];
    expect(firstPaintFigures(events)).toEqual({
      firstContentfulPaint: 720,
      documentEnd: 640,
      parseHtml: 17,
      styleRecalc: 5.5,
      layout: 26,
      raster: 9,
      paintToPresented: 45,
    });
  });

  it("finds nothing in a trace without the page's navigation or without a first contentful paint", () => {
    expect(firstPaintFigures([navigation(0, "about:blank"), { name: "firstContentfulPaint", ts: 5 }])).toBeNull();
    expect(firstPaintFigures([navigation(0), { name: "Paint", ts: 5, dur: 1 }])).toBeNull();
  });
});
