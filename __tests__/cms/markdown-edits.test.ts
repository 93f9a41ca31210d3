/** @jest-environment node */
import { insertImage, insertLink, prefixLines, wrapSelection } from "../../cms/src/widgets/markdown-edits";

describe("the Markdown editor's buttons", () => {
  it("turn the line the cursor is on into a heading, replacing another heading's marker, and back", () => {
    const text = "Intro.\n\nQué medir\n\nFin.";
    const at = text.indexOf("medir");
    const heading = prefixLines(text, at, at, "## ");
    expect(heading.text).toBe("Intro.\n\n## Qué medir\n\nFin.");
    expect(prefixLines(heading.text, heading.start, heading.start, "### ").text).toBe(
      "Intro.\n\n### Qué medir\n\nFin.",
    );
    expect(prefixLines(heading.text, heading.start, heading.end, "## ").text).toBe(text);
  });

  it("make the selected lines a list, a numbered list or a quote", () => {
    const text = "uno\ndos\ntres";
    expect(prefixLines(text, 0, text.length, "- ").text).toBe("- uno\n- dos\n- tres");
    expect(prefixLines(text, 0, text.length, "1. ").text).toBe("1. uno\n2. dos\n3. tres");
    expect(prefixLines(text, 4, 7, "> ").text).toBe("uno\n> dos\ntres");
  });

  it("wrap the selection in bold, or insert a selected example to type over", () => {
    expect(wrapSelection("hola mundo", 5, 10, "**", "x")).toEqual({ text: "hola **mundo**", start: 7, end: 12 });
    expect(wrapSelection("hola ", 5, 5, "**", "texto")).toEqual({ text: "hola **texto**", start: 7, end: 12 });
  });

  it("link the selection", () => {
    expect(insertLink("Escríbenos hoy", 0, 10, "/contacto/")).toEqual({
      text: "[Escríbenos](/contacto/) hoy",
      start: 1,
      end: 11,
    });
  });

  it("put an image in a paragraph of its own, its description selected", () => {
    const edited = insertImage("Antes.\nDespués.", 7, "../images/x.png");
    expect(edited.text).toBe("Antes.\n\n![Describe la imagen](../images/x.png)\n\nDespués.");
    expect(edited.text.slice(edited.start, edited.end)).toBe("Describe la imagen");
    expect(insertImage("", 0, "../images/x.png").text).toBe("![Describe la imagen](../images/x.png)\n");
  });
});
