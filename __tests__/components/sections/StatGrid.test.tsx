import { screen, within } from "@testing-library/react";
import { StatGrid } from "../../../src/components/sections/StatGrid";
import cases from "../../../content/cases.json";
import site from "../../../content/site.json";
import { aboutContent } from "../../../content-model/about";
import { homeContent } from "../../../content-model/home";
import { queried } from "../../support/content-fixture";
import { renderWithProviders } from "../../support/render";

const labels = site.claimSources;
const home = queried(homeContent);
const about = queried(aboutContent);

describe("StatGrid: each figure says where it comes from", () => {
  it("links each figure's label to its numbered source, and each source back to its figure", () => {
    const { container } = renderWithProviders(
      <StatGrid id="resultados" stats={home.results.stats} claimLabels={labels} />,
    );
    const sources = screen.getByRole("list", { name: labels.title });
    const items = within(sources).getAllByRole("listitem");
    expect(items).toHaveLength(home.results.stats.length);
    home.results.stats.forEach((stat, index) => {
      const marker = screen.getByRole("link", { name: `${labels.marker} ${index + 1}` });
      // The marker sits with its figure's label (read as part of the term) and points at the source's item.
      expect(marker.closest("dt")).toHaveTextContent(stat.label);
      expect(marker).toHaveAttribute("href", `#${items[index]!.id}`);
      expect(items[index]).toHaveTextContent(stat.source.note);
      expect(items[index]).toHaveTextContent(`${stat.value} ${stat.label}`);
      const back = within(items[index]!).getByRole("link", { name: `${labels.back} ${index + 1}` });
      expect(back).toHaveAttribute("href", `#${marker.id}`);
    });
    expect(items[0]).toHaveTextContent(`${labels.checked} 20 de noviembre de 2026.`);
    // Every id is the page's only one.
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("says when a source is the repository's example, and not when it is real", () => {
    const [sample, real] = about.identity.stats;
    renderWithProviders(
      <StatGrid
        id="cifras"
        stats={[sample!, { ...real!, source: { ...real!.source, date: "2026-01-15", sample: false } }]}
        claimLabels={labels}
      />,
    );
    const items = within(screen.getByRole("list", { name: labels.title })).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent(new RegExp(`^${labels.sample}\\.`));
    expect(items[1]).not.toHaveTextContent(labels.sample);
    expect(items[1]).toHaveTextContent(`${labels.checked} 15 de enero de 2026.`);
    expect(screen.getByRole("link", { name: `${labels.marker} 2` })).toHaveAttribute("href", "#cifras-fuente-2");
  });

  it("links a source to the case study that backs its figure, and shows no link for a case that is gone", () => {
    const [first, second] = home.results.stats;
    const study = cases.items[0]!;
    expect(second!.source.caseStudy).toBe(study.slug);
    renderWithProviders(
      <StatGrid
        id="resultados"
        stats={[{ ...first!, source: { ...first!.source, caseStudy: "un-caso-retirado", caseLink: null } }, second!]}
        claimLabels={labels}
      />,
    );
    const items = within(screen.getByRole("list", { name: labels.title })).getAllByRole("listitem");
    expect(within(items[1]!).getByRole("link", { name: study.title })).toHaveAttribute(
      "href",
      `/casos-de-exito/${study.slug}/`,
    );
    expect(items[1]).toHaveTextContent(`${labels.caseLink}: ${study.title}.`);
    expect(items[0]).not.toHaveTextContent(labels.caseLink);
    expect(
      within(items[0]!)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["#resultados-cifra-1"]);
  });
});
