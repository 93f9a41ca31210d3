/** "2026-11-12T09:00:00+01:00" → "12 de noviembre de 2026", the day in Seville, on the server and in every browser. */
export const formatArticleDate = (iso: string): string =>
  new Intl.DateTimeFormat("es-ES", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Madrid",
  }).format(new Date(iso));

/** Whether an update is worth showing: a different day from the publication. */
export const updatedOnAnotherDay = (date: string, updated?: string | null): updated is string =>
  Boolean(updated) && formatArticleDate(updated as string) !== formatArticleDate(date);

/** «{minutes} min de lectura» with the minutes. */
export const readingTime = (template: string, minutes: number) =>
  template.replace("{minutes}", String(Math.max(1, minutes)));
