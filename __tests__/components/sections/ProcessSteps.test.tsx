import { screen, within } from "@testing-library/react";
import { ProcessSteps } from "../../../src/components/sections/ProcessSteps";
import content from "../../../content/inteligencia-artificial.json";
import { renderWithProviders } from "../../support/render";

describe("ProcessSteps", () => {
  it("renders the steps as an ordered list, in order, each with its number, title and description", () => {
    renderWithProviders(<ProcessSteps steps={content.process.steps} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(screen.getByRole("list").tagName).toBe("OL");
    expect(items.map((item) => within(item).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Análisis",
      "Estrategia",
      "Implementación",
      "Optimización",
    ]);
    expect(items[0]).toHaveTextContent("01");
    expect(items[3]).toHaveTextContent(content.process.steps[3]!.description);
  });

  it("styles a single step (snapshot)", () => {
    const { container } = renderWithProviders(
      <ProcessSteps steps={[{ step: "01", title: "Análisis", description: "Estudiamos tu negocio." }]} />,
    );
    expect(container.firstChild).toMatchSnapshot();
  });
});
