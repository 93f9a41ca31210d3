import { act, fireEvent, screen, within } from "@testing-library/react";
import { Navbar } from "../../../src/components/layout/Navbar";
import { NAV_SCROLL_THRESHOLD } from "../../../src/components/layout/nav-constants";
import site from "../../../content/site.json";
import { renderWithProviders } from "../../support/render";

function renderNavbar(pathname = "/sobre-nosotros/") {
  return renderWithProviders(
    <Navbar
      brandName={site.brand.name}
      logoLabel={site.brand.logoAlt}
      items={site.navigation}
      pathname={pathname}
      labels={site.menu}
    />,
  );
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
    jest.runOnlyPendingTimers();
  });
}

describe("Navbar", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows the five links with the spec's labels and marks the current route", () => {
    renderNavbar("/sobre-nosotros/");
    // jsdom applies no media queries, so the desktop bar counts as hidden here; the browser tests cover layout.
    const desktop = screen.getAllByRole("navigation", { hidden: true })[0]!;
    expect(desktop).toHaveAttribute("aria-label", site.menu.navLabel);
    const links = within(desktop).getAllByRole("link", { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual([
      "Inicio",
      "Sobre Nosotros",
      "Inteligencia Artificial",
      "Marketing Digital",
      "Contacto",
    ]);
    expect(within(desktop).getByRole("link", { name: "Sobre Nosotros", hidden: true })).toHaveAttribute("aria-current", "page");
    expect(within(desktop).getByRole("link", { name: "Inicio", hidden: true })).not.toHaveAttribute("aria-current");
  });

  it("links the logo to the home page", () => {
    renderNavbar();
    expect(screen.getByRole("link", { name: site.brand.logoAlt })).toHaveAttribute("href", "/");
  });

  it("turns to glass only once scrolled strictly more than the threshold", () => {
    const { container } = renderNavbar();
    const header = container.querySelector("header")!;
    scrollTo(NAV_SCROLL_THRESHOLD);
    expect(header).toHaveAttribute("data-scrolled", "false");
    scrollTo(NAV_SCROLL_THRESHOLD + 1);
    expect(header).toHaveAttribute("data-scrolled", "true");
    expect(header).toHaveStyleRule("box-shadow", expect.stringContaining("rgba"));
    scrollTo(0);
    expect(header).toHaveAttribute("data-scrolled", "false");
  });

  it("opens the mobile menu, closes it with Escape and returns focus to the button", () => {
    renderNavbar();
    const button = screen.getByRole("button", { name: site.menu.openLabel });
    expect(button).toHaveAttribute("aria-expanded", "false");
    const menu = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(menu).not.toBeVisible();

    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveAccessibleName(site.menu.closeLabel);
    expect(menu).toBeVisible();

    fireEvent.keyDown(document, { key: "Escape" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(menu).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it("closes the mobile menu when a link is chosen", () => {
    renderNavbar();
    const button = screen.getByRole("button", { name: site.menu.openLabel });
    fireEvent.click(button);
    const menu = document.getElementById(button.getAttribute("aria-controls")!)!;
    fireEvent.click(within(menu).getByRole("link", { name: "Contacto" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
