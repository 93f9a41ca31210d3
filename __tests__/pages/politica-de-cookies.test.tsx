import { screen, within } from "@testing-library/react";
import { Helmet } from "react-helmet";
import CookiesPage from "../../src/pages/politica-de-cookies";
import { cookiesContent } from "../../content-model/cookies";
import site from "../../content/site.json";
import { renderWithProviders } from "../support/render";
import { pageProps } from "../support/page-props";
import { content, queried } from "../support/content-fixture";

const cookies = content(cookiesContent);

const renderPage = () =>
  renderWithProviders(
    <CookiesPage {...pageProps({ cookiesJson: queried(cookiesContent) }, "/politica-de-cookies/")} />,
  );

describe("Cookie policy page", () => {
  it("lists every entry under its group, with where it is kept, what for, how long, how to delete it and whether it needs consent", () => {
    renderPage();
    for (const group of cookies.groups) {
      const region = screen.getByRole("region", { name: new RegExp(group.title.replace(/[()/]/g, "\\$&")) });
      const cards = within(region).getAllByRole("listitem");
      expect(cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual(
        group.items.map((item) => item.name),
      );
      cards.forEach((card, index) => {
        const item = group.items[index]!;
        const rows = [...card.querySelectorAll("dt")].map((term) => [
          term.textContent,
          term.nextElementSibling?.textContent,
        ]);
        expect(rows).toEqual([
          [cookies.labels.type, cookies.types[item.type]],
          [cookies.labels.purpose, item.purpose],
          [cookies.labels.lifetime, item.lifetime],
          [cookies.labels.removal, item.removal],
          [cookies.labels.consent, item.consent],
        ]);
      });
    }
  });

  it("numbers the groups and the closing sections as one contents list, and links to the privacy policy", () => {
    renderPage();
    const toc = screen.getByRole("navigation", { name: cookies.tocTitle });
    expect(
      within(toc)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([...cookies.groups, ...cookies.sections].map((section) => `#${section.anchor}`));
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(
        [...cookies.groups, ...cookies.sections].map((section, index) => `${index + 1}.${section.title}`),
      ),
    );
    expect(screen.getByRole("link", { name: "política de privacidad" })).toHaveAttribute(
      "href",
      "/politica-de-privacidad/",
    );
    expect(document.body).not.toHaveTextContent(/\{\w+\}/);
  });

  it("sets its own title and description", () => {
    renderPage();
    const head = Helmet.peek();
    expect(head.title).toBe(`${cookies.seo.title} · ${site.brand.name}`);
    expect(head.metaTags).toEqual(expect.arrayContaining([{ name: "description", content: cookies.seo.description }]));
  });
});
