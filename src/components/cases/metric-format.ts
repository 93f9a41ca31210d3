/**
 * A case's result as the page writes it, in Spanish: «28,50 €», «19 %», «81 solicitudes», and the change
 * from before to after — relative («−38 %») for amounts, in points («+5 puntos») for percentages, whose
 * relative change would overstate them.
 */
export interface MetricValues {
  before: number;
  after: number;
  unit: string;
}

const number = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2 });
// A minus sign, not a hyphen, and a sign on gains too: «+52 %», «−38 %».
const signed = (value: number) => `${value > 0 ? "+" : value < 0 ? "−" : ""}${number.format(Math.abs(value))}`;

/** «28,5 €», «19 %», «81 solicitudes»: the unit after the figure, with a space (RAE, also before % and €). */
export const formatAmount = (value: number, unit: string) => `${number.format(value)}\u00a0${unit}`;

/** The change from before to after; undefined when it cannot be told (a relative change from 0). */
export function formatChange({ before, after, unit }: MetricValues): string | undefined {
  if (unit === "%") {
    const points = Math.round((after - before) * 10) / 10;
    return `${signed(points)}\u00a0${Math.abs(points) === 1 ? "punto" : "puntos"}`;
  }
  if (before === 0) return undefined;
  return `${signed(Math.round(((after - before) / before) * 100))}\u00a0%`;
}
