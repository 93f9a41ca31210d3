import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { Helmet } from "react-helmet";
import LegalNoticePage from "../../src/pages/aviso-legal";
import { legalNoticeContent } from "../../content-model/legal-notice";
import { siteContent } from "../../content-model/site";
import { RootWrapper } from "../../src/root/RootWrapper";
import { renderWithProviders } from "../support/render";
import { siteQueryFixture } from "../support/site-fixture";
import { pageProps } from "../support/page-props";
import { content, queried } from "../support/content-fixture";

const legalNotice = content(legalNoticeContent);
const site = content(siteContent);

/** Optional: a business not in the Registro Mercantil deletes it. */
const { registry } = site.brand;

const renderPage = () =>
  renderWithProviders(
    <LegalNoticePage {...pageProps({ legalNoticeJson: queried(legalNoticeContent) }, "/aviso-legal/")} />,
  );

describe("Aviso legal page", () => {
  it("has one h1, a contents list and every section as an h2 linked from it", () => {
    renderPage();
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Aviso legal"]);
    const toc = screen.getByRole("navigation", { name: legalNotice.tocTitle });
    expect(within(toc).getAllByRole("link")).toHaveLength(legalNotice.sections.length);
    for (const section of legalNotice.sections) {
      expect(screen.getByRole("region", { name: new RegExp(section.title) })).toBeInTheDocument();
      expect(within(toc).getByRole("link", { name: section.title })).toHaveAttribute("href", `#${section.anchor}`);
    }
  });

  it("gives the provider's data LSSI-CE art. 10 asks for, from site.json, in its first section", () => {
    renderPage();
    const first = screen.getByRole("region", { name: new RegExp(legalNotice.sections[0]!.title) });
    const details = within(first).getByText(legalNotice.company.title).parentElement!;
    const rows = [...details.querySelectorAll("dt")].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(rows).toEqual([
      [legalNotice.company.nameLabel, site.brand.legalName],
      [legalNotice.company.taxIdLabel, site.brand.taxId],
      [
        legalNotice.company.addressLabel,
        `${site.contact.streetAddress}, ${site.contact.postalCode} ${site.contact.city}, ${site.contact.country}`,
      ],
      ...(registry ? [[legalNotice.company.registryLabel, registry]] : []),
      [legalNotice.company.emailLabel, site.contact.email],
      [legalNotice.company.phoneLabel, site.contact.phoneDisplay],
    ]);
    expect(within(details).getByRole("link", { name: site.contact.email })).toHaveAttribute(
      "href",
      `mailto:${site.contact.email}`,
    );
    expect(within(details).getByRole("link", { name: site.contact.phoneDisplay })).toHaveAttribute(
      "href",
      `tel:${site.contact.phone}`,
    );
  });

  it("covers terms of use, intellectual property, liability, data protection and the applicable law and courts, with its placeholders filled", () => {
    renderPage();
    for (const title of [
      "Objeto y condiciones de uso",
      "Propiedad intelectual e industrial",
      "Responsabilidad",
      "Protección de datos y cookies",
      "Legislación aplicable y jurisdicción",
    ]) {
      expect(screen.getByRole("heading", { level: 2, name: new RegExp(title) })).toBeInTheDocument();
    }
    const data = screen.getByRole("region", { name: /Protección de datos/ });
    expect(within(data).getByRole("link", { name: "política de privacidad" })).toHaveAttribute(
      "href",
      "/politica-de-privacidad/",
    );
    expect(within(data).getByRole("link", { name: "política de cookies" })).toHaveAttribute(
      "href",
      "/politica-de-cookies/",
    );
    expect(screen.getByRole("region", { name: /Legislación/ })).toHaveTextContent("Sevilla");
    expect(document.body).not.toHaveTextContent(/\{\w+\}|\]\(/);
    expect(screen.getByText(legalNotice.updated.label, { exact: false }).querySelector("time")).toHaveAttribute(
      "dateTime",
      legalNotice.updated.date,
    );
  });

  it("leaves out the registry row for a business that is not registered", () => {
    jest.mocked(useStaticQuery).mockReturnValue({
      ...siteQueryFixture,
      siteJson: { ...siteQueryFixture.siteJson, brand: { ...siteQueryFixture.siteJson.brand, registry: null } },
    });
    render(<LegalNoticePage {...pageProps({ legalNoticeJson: queried(legalNoticeContent) }, "/aviso-legal/")} />, {
      wrapper: RootWrapper,
    });
    expect(screen.getByText(legalNotice.company.taxIdLabel)).toBeInTheDocument();
    expect(screen.queryByText(legalNotice.company.registryLabel)).not.toBeInTheDocument();
  });

  it("sets its own title and description", () => {
    renderPage();
    const head = Helmet.peek();
    expect(head.title).toBe(`${legalNotice.seo.title} · ${site.brand.name}`);
    expect(head.metaTags).toEqual(
      expect.arrayContaining([{ name: "description", content: legalNotice.seo.description }]),
    );
  });
});
