/**
 * @jest-environment node
 *
 * The CMS's dates: Madrid's wall time, written with Madrid's offset whatever the computer's time zone,
 * in the form the build accepts.
 */
import { isIsoDateTime } from "../../content-model/article";
import { fromMadridWallTime, madridNow, toMadridWallTime, utcOffsetLabel } from "../../cms/src/widgets/madrid-time";

describe("Madrid's dates", () => {
  it.each([
    ["2026-11-18T09:00", "2026-11-18T09:00:00+01:00"],
    ["2026-07-01T18:30", "2026-07-01T18:30:00+02:00"],
    // The last minute of winter time and the first of summer time (29 March 2026, 02:00 → 03:00).
    ["2026-03-29T01:59", "2026-03-29T01:59:00+01:00"],
    ["2026-03-29T03:00", "2026-03-29T03:00:00+02:00"],
    ["2026-10-25T04:00", "2026-10-25T04:00:00+01:00"],
  ])("writes %s (Madrid) as %s, which the build accepts", (wall, written) => {
    expect(fromMadridWallTime(wall)).toBe(written);
    expect(isIsoDateTime(written)).toBe(true);
    expect(toMadridWallTime(written)).toBe(wall);
  });

  it("shows a date written with another offset in Madrid's time", () => {
    expect(toMadridWallTime("2026-11-18T08:00:00Z")).toBe("2026-11-18T09:00");
    expect(toMadridWallTime("2026-07-01T12:00:00-04:00")).toBe("2026-07-01T18:00");
    expect(toMadridWallTime("")).toBe("");
    expect(fromMadridWallTime("")).toBeUndefined();
  });

  it("starts a new article at the current minute in Madrid", () => {
    expect(madridNow(Date.parse("2026-11-27T12:34:56Z"))).toBe("2026-11-27T13:34:00+01:00");
    expect(utcOffsetLabel("2026-07-01T18:30:00+02:00")).toBe("UTC+2");
  });
});
