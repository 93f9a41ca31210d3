import { screen } from "@testing-library/react";
import { ContactChannels } from "../../../src/components/contact/ContactChannels";
import content from "../../../content/contact.json";
import site from "../../../content/site.json";
import { renderWithProviders } from "../../support/render";

describe("ContactChannels", () => {
  it("links e-mail and phone from site.json and shows the hours and the appointment-only office", () => {
    renderWithProviders(<ContactChannels content={content.info} contact={site.contact} />);
    expect(screen.getByRole("link", { name: site.contact.email })).toHaveAttribute(
      "href",
      `mailto:${site.contact.email}`,
    );
    expect(screen.getByRole("link", { name: site.contact.phoneDisplay })).toHaveAttribute(
      "href",
      `tel:${site.contact.phone}`,
    );
    expect(screen.getByText("Lunes a viernes, de 9:00 a 18:00")).toBeInTheDocument();
    expect(screen.getByText("Sevilla, España")).toBeInTheDocument();
    expect(screen.getByText(content.info.office.note)).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Email",
      "Teléfono",
      "Oficina",
    ]);
  });
});
