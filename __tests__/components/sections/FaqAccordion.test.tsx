import { fireEvent, screen } from "@testing-library/react";
import { FaqAccordion } from "../../../src/components/sections/FaqAccordion";
import content from "../../../content/contact.json";
import { renderWithProviders } from "../../support/render";

describe("FaqAccordion", () => {
  it("lists the four questions closed, and opens one in place when its question is activated", () => {
    const { container } = renderWithProviders(<FaqAccordion items={content.faq.items} />);
    const details = Array.from(container.querySelectorAll("details"));
    expect(details).toHaveLength(4);
    expect(details.every((item) => !item.open)).toBe(true);

    const first = content.faq.items[0]!;
    expect(screen.getByText(first.answer)).not.toBeVisible();
    fireEvent.click(screen.getByText(first.question));
    expect(details[0]).toHaveAttribute("open");
    expect(screen.getByText(first.answer)).toBeVisible();
    expect(details[1]).not.toHaveAttribute("open");
  });

  it("states the spec's promises: results in 2 to 4 weeks, monitoring 24/7, a free first consultation", () => {
    renderWithProviders(<FaqAccordion items={content.faq.items} />);
    expect(screen.getByText(/2 a 4 semanas/)).toBeInTheDocument();
    expect(screen.getByText(/24\/7/)).toBeInTheDocument();
    expect(screen.getByText(/^Sí, la primera consulta es gratuita/)).toBeInTheDocument();
  });

  it("styles a question (snapshot)", () => {
    const { container } = renderWithProviders(
      <FaqAccordion items={[{ question: "¿Pregunta?", answer: "Respuesta." }]} />,
    );
    expect(container.firstChild).toMatchSnapshot();
  });
});
