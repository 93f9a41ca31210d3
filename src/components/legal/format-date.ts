/** "2025-08-13" → "13 de agosto de 2025", the same on the server and in every browser. */
export const formatSpanishDate = (isoDate: string): string =>
  new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
