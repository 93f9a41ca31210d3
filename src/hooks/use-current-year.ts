import { useEffect, useState } from "react";

/** The build year in prerendered HTML (so hydration matches), then the visitor's own year. */
export function useCurrentYear(buildYear: number): number {
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
