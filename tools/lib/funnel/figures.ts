import { parseArgs } from "node:util";

/** What public.funnel_figures(from_day, to_day) returns (supabase/migrations/*_funnel.sql): the one definition of the figures. */
export interface FunnelFigures {
  from: string;
  to: string;
  has_data: boolean;
  pages: { page: string; label: string; views: number }[];
  funnel: { step: string; label: string; count: number }[];
  form: { refused: number; failed: number };
  maxi: { step: string; label: string; count: number }[];
  ctas: { cta: string; label: string; clicks: number }[];
  /** "" is direct or no referrer, "*" other sites past the day's cap. */
  referrers: { domain: string; views: number }[];
  devices: { device: string; label: string; views: number }[];
  /** The 20 most read articles, most read first; clicks to contact made on each. */
  articles: { slug: string; views: number; contact_clicks: number }[];
  /** The 20 most viewed case studies, as the articles. */
  cases: { slug: string; views: number; contact_clicks: number }[];
}

export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** YYYY-MM-DD, a real calendar day. */
export const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && toDay(dayMs(value)) === value;

/** The period of the same length just before `period`. */
export function previousPeriod({ from, to }: Period): Period {
  const length = (dayMs(to) - dayMs(from)) / DAY_MS + 1;
  return { from: toDay(dayMs(from) - length * DAY_MS), to: toDay(dayMs(from) - DAY_MS) };
}

/** The last complete week, Monday to Sunday, in Madrid: what the Monday e-mail reports. */
export function lastWeek(now = new Date()): Period {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(now);
  const sinceMonday = (new Date(dayMs(today)).getUTCDay() + 6) % 7;
  const monday = dayMs(today) - sinceMonday * DAY_MS;
  return { from: toDay(monday - 7 * DAY_MS), to: toDay(monday - DAY_MS) };
}

/** `--from YYYY-MM-DD --to YYYY-MM-DD` (either may be left out: the last complete week's). */
export function parsePeriod(argv: readonly string[], now = new Date()): Period {
  const { values } = parseArgs({ args: [...argv], options: { from: { type: "string" }, to: { type: "string" } } });
  const period = { ...lastWeek(now), ...values };
  for (const [flag, day] of Object.entries(period)) {
    if (!isDay(day)) throw new Error(`--${flag} must be a day written YYYY-MM-DD, not «${day}»`);
  }
  if (period.from > period.to) throw new Error(`--from (${period.from}) is after --to (${period.to})`);
  return period;
}
