import { formatAmount, formatChange } from "../../../src/components/cases/metric-format";

describe("a case's result in Spanish", () => {
  it("writes the figure the Spanish way, with its unit after a non-breaking space", () => {
    expect(formatAmount(28.5, "€")).toBe("28,5\u00a0€");
    expect(formatAmount(2400, "€")).toBe("2400\u00a0€");
    expect(formatAmount(12400, "visitas")).toBe("12.400\u00a0visitas");
    expect(formatAmount(19, "%")).toBe("19\u00a0%");
  });

  it("gives amounts a relative change, signed with a true minus sign", () => {
    expect(formatChange({ before: 46, after: 28.5, unit: "€" })).toBe("−38\u00a0%");
    expect(formatChange({ before: 52, after: 81, unit: "solicitudes" })).toBe("+56\u00a0%");
    expect(formatChange({ before: 10, after: 10, unit: "€" })).toBe("0\u00a0%");
  });

  it("gives percentages a change in points, which a relative change would overstate", () => {
    expect(formatChange({ before: 14, after: 19, unit: "%" })).toBe("+5\u00a0puntos");
    expect(formatChange({ before: 3, after: 2, unit: "%" })).toBe("−1\u00a0punto");
    expect(formatChange({ before: 2.1, after: 3.45, unit: "%" })).toBe("+1,4\u00a0puntos");
  });

  it("tells no relative change from nothing", () => {
    expect(formatChange({ before: 0, after: 1000000, unit: "visualizaciones" })).toBeUndefined();
  });
});
