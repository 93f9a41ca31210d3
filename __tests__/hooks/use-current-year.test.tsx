import { renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useCurrentYear } from "../../src/hooks/use-current-year";

function Year({ buildYear }: { buildYear: number }) {
  return <span>{useCurrentYear(buildYear)}</span>;
}

describe("useCurrentYear", () => {
  it("renders the build year in prerendered HTML so hydration matches", () => {
    expect(renderToString(<Year buildYear={2025} />)).toBe("<span>2025</span>");
  });

  it("shows the visitor's current year once mounted", () => {
    jest.useFakeTimers().setSystemTime(new Date("2031-03-01T10:00:00Z"));
    const { result } = renderHook(() => useCurrentYear(2025));
    expect(result.current).toBe(2031);
    jest.useRealTimers();
  });
});
