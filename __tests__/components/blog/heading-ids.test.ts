import { headingSlug, withHeadingIds } from "../../../src/components/blog/heading-ids";

describe("the article's headings", () => {
  it("get ids from their text, unique within the article, and are listed in order for the table of contents", () => {
    const { html, headings } = withHeadingIds(
      "<h2>¿Qué es un RAG?</h2><p>x</p><h3>Cómo <em>funciona</em></h3><h2>Qué es un RAG</h2><h4>no</h4>",
    );
    expect(headings).toEqual([
      { id: "que-es-un-rag", text: "¿Qué es un RAG?", depth: 2 },
      { id: "como-funciona", text: "Cómo funciona", depth: 3 },
      { id: "que-es-un-rag-2", text: "Qué es un RAG", depth: 2 },
    ]);
    expect(html).toBe(
      '<h2 id="que-es-un-rag">¿Qué es un RAG?</h2><p>x</p><h3 id="como-funciona">Cómo <em>funciona</em></h3><h2 id="que-es-un-rag-2">Qué es un RAG</h2><h4>no</h4>',
    );
  });

  it("decodes the HTML's entities in the text and never gives an empty id", () => {
    expect(withHeadingIds("<h2>I+D &amp; ventas</h2>").headings[0]).toEqual({
      id: "i-d-ventas",
      text: "I+D & ventas",
      depth: 2,
    });
    expect(headingSlug("¿?")).toBe("apartado");
  });
});
