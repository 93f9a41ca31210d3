import { screen, within } from "@testing-library/react";
import { ServiceCards } from "../../../src/components/sections/ServiceCards";
import content from "../../../content/marketing-digital.json";
import { renderWithProviders } from "../../support/render";

describe("ServiceCards", () => {
  it("shows one card per service with its features and a button to /contacto/ described by the card title", () => {
    renderWithProviders(
      <ServiceCards items={content.services.items} action={content.services.action} idPrefix="service" />,
    );
    const cardItems = screen
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.closest("li") as HTMLElement);
    expect(cardItems).toHaveLength(3);
    expect(screen.getAllByRole("link")).toHaveLength(3);

    content.services.items.forEach((service, index) => {
      const card = cardItems[index]!;
      expect(within(card).getByRole("heading", { level: 3, name: service.title })).toBeInTheDocument();
      for (const feature of service.features) expect(within(card).getByText(feature)).toBeInTheDocument();
      const button = within(card).getByRole("link", { name: "Solicitar Consulta Gratuita" });
      expect(button).toHaveAttribute("href", "/contacto/");
      expect(button).toHaveAccessibleDescription(service.title);
    });
  });
});
