/**
 * What a page does between its request and its first contentful paint, from a Chromium performance
 * trace: the figures that told the hero's backdrop was the largest cost left (docs/benchmarks.md, stop 51).
 */

/** One event of a Chromium trace (the Trace Event Format), as far as this reads it. */
export interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

/** Milliseconds from the navigation's start, or spent before the first contentful paint. */
export interface FirstPaintFigures {
  firstContentfulPaint: number;
  /** When the document's last byte arrived. */
  documentEnd: number;
  parseHtml: number;
  styleRecalc: number;
  layout: number;
  /** Raster on the raster threads: where a mask or a large gradient shows, not on the main thread. */
  raster: number;
  /** From the main thread's last paint to the paint being presented (raster and compositing). */
  paintToPresented: number;
}

export const FIRST_PAINT_FIGURES: ReadonlyArray<keyof FirstPaintFigures> = [
  "firstContentfulPaint",
  "documentEnd",
  "parseHtml",
  "styleRecalc",
  "layout",
  "raster",
  "paintToPresented",
];

const MS = 1000;

/** Null when the trace holds no navigation of a page over HTTP followed by a first contentful paint. */
export function firstPaintFigures(events: readonly TraceEvent[]): FirstPaintFigures | null {
  const start = events.find(
    (event) =>
      event.name === "navigationStart" &&
      event.args?.data?.isLoadingMainFrame === true &&
      event.args.data.documentLoaderURL?.startsWith("http") === true,
  )?.ts;
  if (start === undefined) return null;
  const fcp = events.find((event) => event.name === "firstContentfulPaint" && event.ts > start)?.ts;
  if (fcp === undefined) return null;
  const before = (name: string) => events.filter((event) => event.name === name && event.ts > start && event.ts < fcp);
  const total = (name: string) => before(name).reduce((sum, event) => sum + (event.dur ?? 0), 0) / MS;
  const documentEnd = events.find((event) => event.name === "ResourceFinish" && event.ts > start)?.ts ?? fcp;
  const lastPaint = Math.max(start, ...before("Paint").map((event) => event.ts));
  return {
    firstContentfulPaint: (fcp - start) / MS,
    documentEnd: (documentEnd - start) / MS,
    parseHtml: total("ParseHTML"),
    styleRecalc: total("UpdateLayoutTree"),
    layout: total("Layout"),
    raster: total("RasterTask"),
    paintToPresented: (fcp - lastPaint) / MS,
  };
}
