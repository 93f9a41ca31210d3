import { screen } from "@testing-library/react";
import { ChatMarkdown } from "../../../src/components/chat/ChatMarkdown";
import { parseInline, parseMarkdown, safeHref } from "../../../src/components/chat/markdown";
import { renderWithProviders } from "../../support/render";

const NEW_TAB = "(se abre en una pestaña nueva)";

describe("safeHref", () => {
  it.each([
    ["https://azahardigital.es/contacto/", "https://azahardigital.es/contacto/"],
    ["http://example.com", "http://example.com/"],
    ["mailto:hola@azahardigital.es", "mailto:hola@azahardigital.es"],
    ["tel:+34954123456", "tel:+34954123456"],
    ["/contacto/", "/contacto/"],
    ["/politica-de-privacidad/#derechos", "/politica-de-privacidad/#derechos"],
  ])("allows %s", (raw, expected) => expect(safeHref(raw)).toBe(expected));

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:x",
    "contacto/",
    "//evil.example",
    "/\\evil.example",
    "/ x",
    "ftp://x.example",
  ])("refuses %s", (raw) => expect(safeHref(raw)).toBeNull());
});

describe("parseMarkdown", () => {
  it("reads paragraphs, bold, italic, code, links and line breaks", () => {
    expect(parseMarkdown("Hola **Ana** y *bienvenida*\nusa `npm start`\n\nVer [web](https://a.es)")).toEqual([
      {
        type: "paragraph",
        children: [
          { type: "text", text: "Hola " },
          { type: "strong", children: [{ type: "text", text: "Ana" }] },
          { type: "text", text: " y " },
          { type: "em", children: [{ type: "text", text: "bienvenida" }] },
          { type: "break" },
          { type: "text", text: "usa " },
          { type: "code", text: "npm start" },
        ],
      },
      {
        type: "paragraph",
        children: [
          { type: "text", text: "Ver " },
          { type: "link", href: "https://a.es/", children: [{ type: "text", text: "web" }] },
        ],
      },
    ]);
  });

  it("reads bullet and numbered lists, with indented continuation lines", () => {
    expect(parseMarkdown("Pasos:\n1. Uno\n2. Dos\n   y medio\n\n- a\n* b")).toEqual([
      { type: "paragraph", children: [{ type: "text", text: "Pasos:" }] },
      {
        type: "list",
        ordered: true,
        start: 1,
        items: [
          [{ type: "text", text: "Uno" }],
          [{ type: "text", text: "Dos" }, { type: "break" }, { type: "text", text: "y medio" }],
        ],
      },
      { type: "list", ordered: false, start: 1, items: [[{ type: "text", text: "a" }], [{ type: "text", text: "b" }]] },
    ]);
  });

  it("renders headings as bold paragraphs and links bare URLs without trailing punctuation", () => {
    expect(parseMarkdown("## Precios")).toEqual([
      { type: "paragraph", children: [{ type: "strong", children: [{ type: "text", text: "Precios" }] }] },
    ]);
    expect(parseInline("Mira https://a.es/x.")).toEqual([
      { type: "text", text: "Mira " },
      { type: "link", href: "https://a.es/x", children: [{ type: "text", text: "https://a.es/x" }] },
      { type: "text", text: "." },
    ]);
  });

  it("keeps the label of a link with an unsafe address as plain text", () => {
    expect(parseInline("[pulsa](javascript:alert(1))")).toEqual([
      { type: "text", text: "pulsa" },
      { type: "text", text: ")" },
    ]);
  });
});

describe("ChatMarkdown", () => {
  it("renders the subset as elements, and safe links open in a new tab without opener", () => {
    const { container } = renderWithProviders(
      <ChatMarkdown
        text={"**Hola** *tú*\n\n- [Escríbenos](mailto:hola@azahardigital.es)\n- `código`"}
        newTabNote={NEW_TAB}
      />,
    );
    expect(container.querySelector("strong")).toHaveTextContent("Hola");
    expect(container.querySelector("em")).toHaveTextContent("tú");
    expect(container.querySelector("code")).toHaveTextContent("código");
    expect(container.querySelectorAll("li")).toHaveLength(2);
    const link = screen.getByRole("link", { name: `Escríbenos ${NEW_TAB}` });
    expect(link).toHaveAttribute("href", "mailto:hola@azahardigital.es");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("links to the site's own pages too, in a new tab like every link", () => {
    renderWithProviders(<ChatMarkdown text="Escríbenos desde [el formulario](/contacto/)." newTabNote={NEW_TAB} />);
    const link = screen.getByRole("link", { name: `el formulario ${NEW_TAB}` });
    expect(link).toHaveAttribute("href", "/contacto/");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("never interprets HTML: tags and scripts stay visible text", () => {
    const hostile =
      '<img src=x onerror="alert(1)"><script>alert(2)</script> <a href="javascript:alert(3)">x</a> [y](javascript:alert(4))';
    const { container } = renderWithProviders(<ChatMarkdown text={hostile} newTabNote={NEW_TAB} />);
    expect(container.querySelector("img, script, a, iframe")).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"><script>alert(2)</script>');
    expect(container.innerHTML).not.toContain("<script>");
  });
});
