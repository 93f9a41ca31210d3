import { screen, within } from "@testing-library/react";
import { Testimonials, type TestimonialsContent } from "../../../src/components/sections/Testimonials";
import testimonials from "../../../content/testimonials.json";
import { renderWithProviders } from "../../support/render";

const content = testimonials as TestimonialsContent;

describe("Testimonials: each quote signed and dated with its author's consent", () => {
  it("shows a page's chosen quotes with name, role, company and the consent's date, and how they are checked", () => {
    renderWithProviders(<Testimonials id="testimonios-title" content={content} page="marketing-digital" />);
    const section = screen.getByRole("region", { name: content.section.title });
    const chosen = content.items.filter((item) => item.pages?.includes("marketing-digital"));
    const figures = within(section).getAllByRole("figure");
    expect(figures).toHaveLength(chosen.length);
    chosen.forEach((item, index) => {
      const figure = figures[index]!;
      expect(figure.querySelector("blockquote")).toHaveTextContent(`«${item.quote}»`);
      expect(figure.querySelector("figcaption")).toHaveTextContent(`${item.name}${item.role} · ${item.company}`);
    });
    expect(figures[0]!.querySelector("figcaption")).toHaveTextContent(
      `${content.sampleLabel}. ${content.consent} 18 de noviembre de 2026.`,
    );
    const note = within(section).getByRole("region", { name: content.verification.title });
    expect(note).toHaveTextContent(content.verification.text);
    // No stars, no score: nothing reads as a rating.
    expect(section).not.toHaveTextContent(/★|☆|\/5\b|estrellas/);
  });

  it("says nothing of a sample once the quote is real", () => {
    const real = { ...content, items: content.items.map((item) => ({ ...item, sample: false })) };
    renderWithProviders(<Testimonials id="testimonios-title" content={real} page="inicio" />);
    expect(screen.queryByText(content.sampleLabel, { exact: false })).not.toBeInTheDocument();
    expect(screen.getAllByText(content.consent, { exact: false }).length).toBeGreaterThan(0);
  });

  it("renders nothing on a page no quote is chosen for, and every quote when no page is named (the CMS's preview)", () => {
    const none = { ...content, items: content.items.map((item) => ({ ...item, pages: ["inicio"] })) };
    renderWithProviders(<Testimonials id="testimonios-title" content={none} page="marketing-digital" />);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(screen.queryByRole("figure")).not.toBeInTheDocument();
    renderWithProviders(<Testimonials id="preview-title" content={content} />);
    expect(screen.getAllByRole("figure")).toHaveLength(content.items.length);
  });
});
