import { withNamedContactLinks } from "../../../src/components/blog/contact-links";

describe("links of an article's text to the contact page", () => {
  it("carry the article's call-to-action name; other links do not", () => {
    expect(
      withNamedContactLinks(
        '<p><a href="/contacto/">la consulta</a>, <a href="/contacto/#formulario">el formulario</a>, <a href="/marketing-digital/">marketing</a>, <a href="https://example.com/contacto/">fuera</a></p>',
      ),
    ).toBe(
      '<p><a href="/contacto/" data-cta="article.contact">la consulta</a>, <a href="/contacto/#formulario" data-cta="article.contact">el formulario</a>, <a href="/marketing-digital/">marketing</a>, <a href="https://example.com/contacto/">fuera</a></p>',
    );
  });
});
