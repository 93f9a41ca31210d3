import { screen } from "@testing-library/react";
import { PageHero } from "../../../src/components/sections/PageHero";
import { renderWithProviders } from "../../support/render";

describe("PageHero", () => {
  it("is a region named by the page's only h1, with no image", () => {
    const { container } = renderWithProviders(
      <PageHero content={{ eyebrow: "Contacto", title: "Hablemos de tu Proyecto", lead: "Cuéntanos tu idea." }} />,
    );
    expect(screen.getByRole("region", { name: "Hablemos de tu Proyecto" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(container.querySelector("img")).toBeNull();
  });
});
