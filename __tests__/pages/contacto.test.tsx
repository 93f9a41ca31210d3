import { screen, within } from "@testing-library/react";
import ContactPage from "../../src/pages/contacto";
import { contactContent } from "../../content-model/contact";
import site from "../../content/site.json";
import { renderWithProviders } from "../support/render";
import { pageProps } from "../support/page-props";
import { content, queried } from "../support/content-fixture";
import { siteContent } from "../../content-model/site";

const contact = content(contactContent);

describe("Contact page", () => {
  beforeEach(() => {
    renderWithProviders(
      <ContactPage
        {...pageProps(
          { siteJson: { claimSources: queried(siteContent).claimSources }, contactJson: queried(contactContent) },
          "/contacto/",
        )}
      />,
    );
  });

  it("opens with 'Hablemos de tu Proyecto' and keeps the form beside the contact information", () => {
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Hablemos de tu Proyecto");
    expect(screen.getByRole("heading", { level: 2, name: "Solicita tu Consulta Gratuita" })).toBeInTheDocument();
    const info = screen.getByRole("complementary", { name: contact.info.title });
    expect(within(info).getByRole("link", { name: site.contact.email })).toHaveAttribute(
      "href",
      `mailto:${site.contact.email}`,
    );
    expect(within(info).getByRole("heading", { name: "Respuesta Garantizada" })).toBeInTheDocument();
    expect(within(info).getByText(/24 horas/)).toBeInTheDocument();
  });

  it("answers four questions and shows the banner illustration", () => {
    const faq = screen.getByRole("region", { name: contact.faq.intro.title });
    expect(faq.querySelectorAll("details")).toHaveLength(4);
    expect(screen.getByRole("img", { name: contact.banner.image.alt })).toBeInTheDocument();
  });

  it("keeps headings in order: one h1, then h2s, then h3s", () => {
    const levels = screen.getAllByRole("heading").map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => expect(level - levels[index]!).toBeLessThanOrEqual(1));
  });
});
