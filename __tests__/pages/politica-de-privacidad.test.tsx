import { screen, within } from "@testing-library/react";
import { Helmet } from "react-helmet";
import PrivacyPage from "../../src/pages/politica-de-privacidad";
import privacy from "../../content/privacy.json";
import site from "../../content/site.json";
import { renderWithProviders } from "../support/render";
import { pageProps } from "../support/page-props";

const renderPage = () =>
  renderWithProviders(<PrivacyPage {...pageProps({ privacyJson: privacy } as Queries.PrivacyPageQuery, "/politica-de-privacidad/")} />);

describe("Privacy policy page", () => {
  it("has one h1, a contents list and the six sections as h2s linked from it", () => {
    renderPage();
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Política de Privacidad"]);
    const toc = screen.getByRole("navigation", { name: privacy.tocTitle });
    const links = within(toc).getAllByRole("link");
    expect(links).toHaveLength(6);
    for (const section of privacy.sections) {
      const region = screen.getByRole("region", { name: new RegExp(section.title) });
      expect(region).toBeInTheDocument();
      expect(within(toc).getByRole("link", { name: section.title })).toHaveAttribute("href", `#${section.anchor}`);
    }
  });

  it("is dated 24 November 2026 in a machine-readable <time>", () => {
    const { container } = renderPage();
    const time = container.querySelector("time");
    expect(time).toHaveAttribute("dateTime", "2026-11-24");
    expect(time?.parentElement).toHaveTextContent("Última actualización: 24 de noviembre de 2026");
  });

  it("names the controller from site.json and tells how to exercise the rights and complain to the AEPD", () => {
    renderPage();
    const intro = screen.getByRole("region", { name: /Introducción/ });
    expect(intro).toHaveTextContent(site.brand.legalName);
    expect(intro).toHaveTextContent(site.brand.taxId);
    expect(intro).toHaveTextContent(site.contact.streetAddress);
    const rights = screen.getByRole("region", { name: /Tus derechos/ });
    for (const right of ["Acceso", "Rectificación", "Supresión", "Oposición", "Limitación", "Portabilidad", "No ser objeto de decisiones automatizadas"]) {
      expect(within(rights).getByText(`${right}:`)).toBeInTheDocument();
    }
    expect(within(rights).getByRole("link", { name: site.contact.email })).toHaveAttribute("href", `mailto:${site.contact.email}`);
    expect(within(rights).getByRole("link", { name: "www.aepd.es" })).toHaveAttribute("href", "https://www.aepd.es/");
    expect(document.body).not.toHaveTextContent(/\{\w+\}/);
  });

  it("sets its own title and description", () => {
    renderPage();
    const head = Helmet.peek();
    expect(head.title).toBe(`${privacy.seo.title} · ${site.brand.name}`);
    expect(head.metaTags).toEqual(expect.arrayContaining([{ name: "description", content: privacy.seo.description }]));
  });
});
