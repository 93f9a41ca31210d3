import { fireEvent, screen } from "@testing-library/react";
import { FaqAccordion } from "../../../src/components/sections/FaqAccordion";
import content from "../../../content/contact.json";
import site from "../../../content/site.json";
import { contactContent } from "../../../content-model/contact";
import { queried } from "../../support/content-fixture";
import { renderWithProviders } from "../../support/render";

/** The items as the page query gives them: an answer without a source has null. */
const { items } = queried(contactContent).faq;

describe("FaqAccordion", () => {
  it("lists the four questions closed, and opens one in place when its question is activated", () => {
    const { container } = renderWithProviders(<FaqAccordion items={items} claimLabels={site.claimSources} />);
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
    renderWithProviders(<FaqAccordion items={items} claimLabels={site.claimSources} />);
    expect(screen.getByText(/2 a 4 semanas/)).toBeInTheDocument();
    expect(screen.getByText(/24\/7/)).toBeInTheDocument();
    expect(screen.getByText(/^Sí, la primera consulta es gratuita/)).toBeInTheDocument();
  });

  it("shows where the answer's figure comes from under that answer only, marked when it is a sample", () => {
    const { container } = renderWithProviders(<FaqAccordion items={items} claimLabels={site.claimSources} />);
    const [first, second] = Array.from(container.querySelectorAll("details"));
    const source = content.faq.items[0]!.source![0]!;
    expect(first).toHaveTextContent(
      `${content.faq.items[0]!.answer}${site.claimSources.sample}: ${source.note} ${site.claimSources.checked} 20 de noviembre de 2026.`,
    );
    expect(second).not.toHaveTextContent(site.claimSources.checked);
  });

  it("styles a question (snapshot)", () => {
    const { container } = renderWithProviders(
      <FaqAccordion
        items={[{ question: "¿Pregunta?", answer: "Respuesta.", source: null }]}
        claimLabels={site.claimSources}
      />,
    );
    expect(container.firstChild).toMatchSnapshot();
  });
});
