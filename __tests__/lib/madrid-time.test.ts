import { madridStartOfDay, madridIsoDate, madridOffsetMinutes } from "../../src/lib/madrid-time";

describe("Madrid's time with its offset", () => {
  it("writes winter dates with +01:00 and summer dates with +02:00", () => {
    expect(madridIsoDate("2026-11-12T09:00:00+01:00")).toBe("2026-11-12T09:00:00+01:00");
    expect(madridIsoDate("2026-07-01T10:00:00Z")).toBe("2026-07-01T12:00:00+02:00");
    // An offset that is wrong for the day is converted, not copied: the same instant, Madrid's clock.
    expect(madridIsoDate("2026-07-01T09:00:00+01:00")).toBe("2026-07-01T10:00:00+02:00");
    expect(madridIsoDate("2026-01-15T23:30:00-05:00")).toBe("2026-01-16T05:30:00+01:00");
    expect(madridIsoDate(new Date(Date.UTC(2026, 11, 31, 23, 0, 0)))).toBe("2027-01-01T00:00:00+01:00");
  });

  it("moves to summer time at 01:00 UTC on the last Sunday of March (02:00 → 03:00)", () => {
    expect(madridIsoDate("2026-03-29T00:59:59Z")).toBe("2026-03-29T01:59:59+01:00");
    expect(madridIsoDate("2026-03-29T01:00:00Z")).toBe("2026-03-29T03:00:00+02:00");
    expect(madridIsoDate("2027-03-28T00:59:59Z")).toBe("2027-03-28T01:59:59+01:00");
    expect(madridIsoDate("2027-03-28T01:00:00Z")).toBe("2027-03-28T03:00:00+02:00");
  });

  it("goes back to winter time at 01:00 UTC on the last Sunday of October (03:00 → 02:00)", () => {
    expect(madridIsoDate("2026-10-25T00:59:59Z")).toBe("2026-10-25T02:59:59+02:00");
    expect(madridIsoDate("2026-10-25T01:00:00Z")).toBe("2026-10-25T02:00:00+01:00");
    // 02:30 happens twice that night; each instant keeps its own offset.
    expect(madridIsoDate("2026-10-25T00:30:00Z")).toBe("2026-10-25T02:30:00+02:00");
    expect(madridIsoDate("2026-10-25T01:30:00Z")).toBe("2026-10-25T02:30:00+01:00");
  });

  it("names the same instant it was given, every hour of a year", () => {
    const start = Date.UTC(2026, 0, 1);
    const offsets = new Set<number>();
    for (let hour = 0; hour < 366 * 24; hour += 1) {
      const instant = new Date(start + hour * 3_600_000 + 17_000);
      const written = madridIsoDate(instant);
      expect(written).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
      expect(Date.parse(written)).toBe(instant.getTime());
      offsets.add(madridOffsetMinutes(instant));
    }
    expect([...offsets].sort((a, b) => a - b)).toEqual([60, 120]);
  });

  it("refuses what is not a date", () => {
    expect(() => madridIsoDate("el martes")).toThrow('"el martes" is not a date');
  });

  it("starts a calendar day at Madrid's midnight, with that day's offset, and refuses what is not a day", () => {
    expect(madridStartOfDay("2026-11-20")).toBe("2026-11-20T00:00:00+01:00");
    expect(madridStartOfDay("2026-07-01")).toBe("2026-07-01T00:00:00+02:00");
    // The days clocks change: the offset in force at their midnight.
    expect(madridStartOfDay("2026-03-29")).toBe("2026-03-29T00:00:00+01:00");
    expect(madridStartOfDay("2026-10-25")).toBe("2026-10-25T00:00:00+02:00");
    expect(() => madridStartOfDay("20/11/2026")).toThrow("not a calendar date");
  });
});
