/**
 * Madrid's wall-clock time with its offset (+01:00 in winter, +02:00 in summer), from the time-zone database
 * the platform ships (Intl), so a change of the rules reaches the site with Node or the browser.
 */
const MADRID = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Madrid",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

const pad = (value: number) => String(Math.abs(value)).padStart(2, "0");

function toDate(input: string | Date): Date {
  const date = typeof input === "string" ? new Date(input) : input;
  if (Number.isNaN(date.getTime())) throw new Error(`"${String(input)}" is not a date`);
  return date;
}

/** Madrid's offset from UTC at that instant, in minutes (60 or 120). */
export function madridOffsetMinutes(input: string | Date): number {
  const date = toDate(input);
  const parts = MADRID.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value);
  const wallClockAsUtc = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  const wholeSeconds = Math.floor(date.getTime() / 1000) * 1000;
  return Math.round((wallClockAsUtc - wholeSeconds) / 60_000);
}

/** The same instant as Madrid's wall-clock time with its offset: "2026-11-12T09:00:00+01:00". */
export function madridIsoDate(input: string | Date): string {
  const date = toDate(input);
  const offset = madridOffsetMinutes(date);
  const local = new Date(Math.floor(date.getTime() / 1000) * 1000 + offset * 60_000);
  const sign = offset < 0 ? "-" : "+";
  return `${local.toISOString().slice(0, 19)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** The start of a calendar day ("2026-11-20") in Madrid, with the offset it has then: "2026-11-20T00:00:00+01:00". */
export function madridStartOfDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`"${day}" is not a calendar date`);
  // Madrid's midnight is that day's 00:00 UTC moved back by the offset; the clocks change at 01:00 UTC,
  // never between the two, so the offset there is the one in force at midnight.
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const offset = madridOffsetMinutes(new Date(utcMidnight - madridOffsetMinutes(new Date(utcMidnight)) * 60_000));
  return `${day}T00:00:00${offset < 0 ? "-" : "+"}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}
