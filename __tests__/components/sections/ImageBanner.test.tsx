import { screen } from "@testing-library/react";
import { ImageBanner } from "../../../src/components/sections/ImageBanner";
import { renderWithProviders } from "../../support/render";
import { queriedImage } from "../../support/image-fixture";

describe("ImageBanner", () => {
  it("names its region by the heading and loads the illustration lazily with its alt text", () => {
    renderWithProviders(
      <ImageBanner
        id="banner-title"
        content={{
          eyebrow: "Resultados",
          title: "Cada euro, medido",
          text: "Paneles en tiempo real.",
          image: queriedImage("Panel de resultados"),
        }}
      />,
    );
    expect(screen.getByRole("region", { name: "Cada euro, medido" })).toBeInTheDocument();
    const image = screen.getByRole("img", { name: "Panel de resultados" });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("width", "760");
  });
});
