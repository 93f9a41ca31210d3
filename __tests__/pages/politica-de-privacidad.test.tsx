import { screen, within } from "@testing-library/react";
import { Helmet } from "react-helmet";
import PrivacyPage from "../../src/pages/politica-de-privacidad";
import { privacyContent } from "../../content-model/privacy";
import site from "../../content/site.json";
import { formatSpanishDate } from "../../src/components/legal/format-date";
import { renderWithProviders } from "../support/render";
import { pageProps } from "../support/page-props";
import { content, queried } from "../support/content-fixture";

const privacy = content(privacyContent);

const renderPage = () =>
  renderWithProviders(
    <PrivacyPage {...pageProps({ privacyJson: queried(privacyContent) }, "/politica-de-privacidad/")} />,
  );

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

  it("shows its original date, 13 August 2025 as the specification gives it, and the last update's, both machine-readable", () => {
    const { container } = renderPage();
    const times = [...container.querySelectorAll("time")];
    expect(times.map((time) => [time.getAttribute("dateTime"), time.parentElement?.textContent])).toEqual([
      ["2025-08-13", "Publicada el 13 de agosto de 2025"],
      [privacy.updated.date, `${privacy.updated.label} ${formatSpanishDate(privacy.updated.date)}`],
    ]);
  });

  it("links its storage block to the cookie policy", () => {
    renderPage();
    const collected = screen.getByRole("region", { name: /Datos que recopilamos/ });
    expect(within(collected).getByRole("link", { name: "política de cookies" })).toHaveAttribute(
      "href",
      "/politica-de-cookies/",
    );
  });

  it("names the controller from site.json and tells how to exercise the rights and complain to the AEPD", () => {
    renderPage();
    const intro = screen.getByRole("region", { name: /Introducción/ });
    expect(intro).toHaveTextContent(site.brand.legalName);
    expect(intro).toHaveTextContent(site.brand.taxId);
    expect(intro).toHaveTextContent(site.contact.streetAddress);
    const rights = screen.getByRole("region", { name: /Tus derechos/ });
    for (const right of [
      "Acceso",
      "Rectificación",
      "Supresión",
      "Oposición",
      "Limitación",
      "Portabilidad",
      "No ser objeto de decisiones automatizadas",
    ]) {
      expect(within(rights).getByText(`${right}:`)).toBeInTheDocument();
    }
    expect(within(rights).getByRole("link", { name: site.contact.email })).toHaveAttribute(
      "href",
      `mailto:${site.contact.email}`,
    );
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
