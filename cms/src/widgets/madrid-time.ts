/**
 * Dates as the articles hold them: ISO 8601 with Madrid's offset ("2026-11-18T09:00:00+01:00", or
 * +02:00 in summer), whatever the time zone of the editor's computer. The editor types Madrid's wall
 * time; the offset is the one Madrid has at that moment.
 */
const TIME_ZONE = "Europe/Madrid";

const pad = (value: number) => String(value).padStart(2, "0");

/** Madrid's offset from UTC at `instant`, in minutes (60 in winter, 120 in summer). */
export function madridOffsetMinutes(instant: number): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

const offsetText = (minutes: number) =>
  `${minutes < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;

/** "2026-11-18T09:00" (Madrid's wall time, as a datetime-local input gives it) → "2026-11-18T09:00:00+01:00". */
export function fromMadridWallTime(wall: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the instant this wall time names (twice: a first guess can straddle a change of time).
  const offset = madridOffsetMinutes(asUtc - madridOffsetMinutes(asUtc - madridOffsetMinutes(asUtc) * 60_000) * 60_000);
  return `${wall}:00${offsetText(offset)}`;
}

/** Any ISO date with an offset → Madrid's wall time at that instant ("2026-11-18T09:00"), or "" if unreadable. */
export function toMadridWallTime(value: string): string {
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) return "";
  const local = new Date(instant + madridOffsetMinutes(instant) * 60_000);
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`
  );
}

/** Now, to the minute, as an article's date. */
export const madridNow = (now = Date.now()) => fromMadridWallTime(toMadridWallTime(new Date(now).toISOString()))!;

/** "UTC+1" or "UTC+2": the offset a written date carries, for the editor's hint. */
export function utcOffsetLabel(value: string): string {
  const match = /([+-])(\d{2}):00$/.exec(value);
  return match ? `UTC${match[1]}${Number(match[2])}` : "";
}
