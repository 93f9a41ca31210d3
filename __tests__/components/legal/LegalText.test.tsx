import { render, screen } from "@testing-library/react";
import { LegalText } from "../../../src/components/legal/LegalText";
import { formatSpanishDate } from "../../../src/components/legal/format-date";

describe("LegalText", () => {
  it("fills placeholders and turns bare www. addresses into links", () => {
    const { container } = render(
      <p>
        <LegalText
          text="Escribe a {email} o reclama en www.aepd.es. {legalName}."
          tokens={{ email: <a href="mailto:hola@example.es">hola@example.es</a>, legalName: "Azahar Digital S.L." }}
        />
      </p>,
    );
    expect(container).toHaveTextContent("Escribe a hola@example.es o reclama en www.aepd.es. Azahar Digital S.L..");
    expect(screen.getByRole("link", { name: "hola@example.es" })).toHaveAttribute("href", "mailto:hola@example.es");
    expect(screen.getByRole("link", { name: "www.aepd.es" })).toHaveAttribute("href", "https://www.aepd.es/");
  });

  it("turns [text](/route/) into a link to that page of the site, and leaves anything else as text", () => {
    render(
      <p>
        <LegalText
          text="Lee la [política de cookies](/politica-de-cookies/) o la [otra](https://ejemplo.com/)."
          tokens={{}}
        />
      </p>,
    );
    expect(screen.getByRole("link", { name: "política de cookies" })).toHaveAttribute("href", "/politica-de-cookies/");
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByText(/\[otra\]\(https:\/\/ejemplo\.com\/\)/)).toBeInTheDocument();
  });
});

describe("formatSpanishDate", () => {
  it("writes the policy date the Spanish way, independent of the time zone", () => {
    expect(formatSpanishDate("2025-08-13")).toBe("13 de agosto de 2025");
  });
});
