import { screen, within } from "@testing-library/react";
import { Footer } from "../../../src/components/layout/Footer";
import site from "../../../content/site.json";
import { siteContentFixture } from "../../support/site-fixture";
import { renderWithProviders } from "../../support/render";

describe("Footer of a business without social profiles", () => {
  it("shows no empty list where the profiles would be", () => {
    const { container } = renderWithProviders(<Footer site={{ ...siteContentFixture, social: [] }} year={2031} />);
    expect(screen.queryByRole("link", { name: /Síguenos/ })).not.toBeInTheDocument();
    expect(container.querySelectorAll("footer ul")).toHaveLength(3);
  });
});

describe("Footer", () => {
  beforeEach(() => renderWithProviders(<Footer site={siteContentFixture} year={2031} />));

  it("has the navigation and legal columns with their links", () => {
    const navigation = screen.getByRole("navigation", { name: site.footer.navigationTitle });
    expect(
      within(navigation)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(site.navigation.map((item) => item.to));
    const legal = screen.getByRole("navigation", { name: site.footer.legalTitle });
    expect(
      within(legal)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Aviso legal", "/aviso-legal/"],
      ["Política de Privacidad", "/politica-de-privacidad/"],
      ["Política de cookies", "/politica-de-cookies/"],
    ]);
  });

  it("opens social links in a new tab without giving the new page access to this one", () => {
    for (const social of site.social) {
      const link = screen.getByRole("link", { name: site.footer.socialLabel.replace("{network}", social.label) });
      expect(link).toHaveAttribute("href", social.url);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("offers mailto and tel links and the location", () => {
    expect(screen.getByRole("link", { name: site.contact.email })).toHaveAttribute(
      "href",
      `mailto:${site.contact.email}`,
    );
    expect(screen.getByRole("link", { name: site.contact.phoneDisplay })).toHaveAttribute(
      "href",
      `tel:${site.contact.phone}`,
    );
    expect(screen.getByText("Sevilla, España")).toBeInTheDocument();
  });

  it("ends with the copyright line for the given year", () => {
    expect(screen.getByText(`© 2031 ${site.brand.name}. ${site.footer.rightsReserved}`)).toBeInTheDocument();
  });
});
