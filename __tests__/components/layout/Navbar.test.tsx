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
    expect(within(desktop).getByRole("link", { name: "Sobre Nosotros", hidden: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
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

  // jsdom has no popover: these check what React adds to the native menu; the browser tests check the rest.
  function menuOf(button: HTMLElement) {
    const menu = document.getElementById(button.getAttribute("popovertarget")!)!;
    let open = false;
    Object.assign(menu, {
      hidePopover: jest.fn(() => {
        open = false;
        menu.dispatchEvent(Object.assign(new Event("toggle"), { newState: "closed" }));
      }),
      matches: (selector: string) =>
        selector === ":popover-open" ? open : Element.prototype.matches.call(menu, selector),
    });
    const show = () =>
      act(() => {
        open = true;
        menu.dispatchEvent(Object.assign(new Event("toggle"), { newState: "open" }));
      });
    return { menu, show };
  }

  it("makes the phone menu a native popover that its button toggles, named after its state", () => {
    renderNavbar();
    const button = screen.getByRole("button", { name: site.menu.openLabel });
    const { menu, show } = menuOf(button);
    expect(menu).toHaveAttribute("popover", "auto");
    expect(menu.tagName).toBe("NAV");
    expect(button).toHaveAttribute("aria-controls", menu.id);
    show();
    expect(button).toHaveAccessibleName(site.menu.closeLabel);
  });

  it("closes the phone menu when a link is chosen", () => {
    renderNavbar();
    const button = screen.getByRole("button", { name: site.menu.openLabel });
    const { menu, show } = menuOf(button);
    show();
    fireEvent.click(within(menu).getByRole("link", { name: "Contacto", hidden: true }));
    expect(menu.hidePopover).toHaveBeenCalledTimes(1);
    expect(button).toHaveAccessibleName(site.menu.openLabel);
  });

  it("sends focus back to the button when Escape closes the menu from inside it", () => {
    renderNavbar();
    const button = screen.getByRole("button", { name: site.menu.openLabel });
    const { menu, show } = menuOf(button);
    show();
    within(menu).getByRole("link", { name: "Inicio", hidden: true }).focus();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(button).toHaveFocus();
  });
});
