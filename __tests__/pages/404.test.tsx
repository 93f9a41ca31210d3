import { screen } from "@testing-library/react";
import { Helmet } from "react-helmet";
import NotFoundPage from "../../src/pages/404";
import { notFoundContent } from "../../content-model/not-found";
import { queried } from "../support/content-fixture";
import { renderWithProviders } from "../support/render";
import { pageProps } from "../support/page-props";

describe("404 page", () => {
  it("says 'Página no encontrada' in its h1, links back home and asks search engines not to index it", () => {
    renderWithProviders(<NotFoundPage {...pageProps({ notFoundJson: queried(notFoundContent) }, "/no-existe/")} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Página no encontrada");
    expect(screen.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
    expect(Helmet.peek().metaTags).toEqual(expect.arrayContaining([{ name: "robots", content: "noindex, follow" }]));
  });
});
