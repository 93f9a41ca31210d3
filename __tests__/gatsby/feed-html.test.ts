/** @jest-environment node */
import { absoluteUrl, feedHtml } from "../../gatsby/feed-html";

const SITE = "https://www.azahardigital.example";
const PAGE = `${SITE}/blog/un-articulo/`;

describe("an article's HTML for feed readers", () => {
  it("resolves site-relative URLs under the site URL, even one with a path, and the rest against the article", () => {
    expect(absoluteUrl("/contacto/", SITE, PAGE)).toBe(`${SITE}/contacto/`);
    expect(absoluteUrl("/contacto/", "https://example.org/agencia", "https://example.org/agencia/blog/x/")).toBe(
      "https://example.org/agencia/contacto/",
    );
    expect(absoluteUrl("#resumen", SITE, PAGE)).toBe(`${PAGE}#resumen`);
    expect(absoluteUrl("../otro/", SITE, PAGE)).toBe(`${SITE}/blog/otro/`);
    expect(absoluteUrl("//cdn.example.org/a.png", SITE, PAGE)).toBe("https://cdn.example.org/a.png");
    expect(absoluteUrl(" tel:+34000000000 ", SITE, PAGE)).toBe("tel:+34000000000");
  });

  it("refuses schemes a reader must not follow", () => {
    for (const url of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<b>x</b>",
      "vbscript:x",
      "file:///etc/passwd",
    ]) {
      expect(absoluteUrl(url, SITE, PAGE)).toBeNull();
    }
    expect(
      feedHtml(`<a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AAAA" alt="y">`, SITE, PAGE),
    ).toBe(`<a>x</a><img alt="y">`);
  });

  it("keeps a srcset only when every candidate can be made absolute", () => {
    expect(feedHtml(`<img src="/a.png" srcset="/a.png 1x, /a@2x.png 2x" alt="">`, SITE, PAGE)).toBe(
      `<img src="${SITE}/a.png" srcset="${SITE}/a.png 1x, ${SITE}/a@2x.png 2x" alt="">`,
    );
    expect(feedHtml(`<img src="/a.png" srcset="/a.png 1x, javascript:x 2x" alt="">`, SITE, PAGE)).toBe(
      `<img src="${SITE}/a.png" alt="">`,
    );
  });

  it("unwraps unknown wrappers, drops code and drawings with their content, and removes comments", () => {
    expect(
      feedHtml(
        `<section><mark>Ojo</mark>: <details><summary>Más</summary><p>Texto</p></details></section><!-- nota --><p>Fin<svg><text>no</text></svg><noscript>tampoco</noscript></p>`,
        SITE,
        PAGE,
      ),
    ).toBe(`Ojo: Más<p>Texto</p><p>Fin</p>`);
  });

  it("keeps text and attribute values intact, escaped once", () => {
    expect(feedHtml(`<p title="a &quot;b&quot; &amp; c">1 &lt; 2 &amp;&amp; «3»</p>`, SITE, PAGE)).toBe(
      `<p title="a &quot;b&quot; &amp; c">1 &lt; 2 &amp;&amp; «3»</p>`,
    );
    expect(feedHtml(`<a href="/buscar/?q=ia&amp;p=2">x</a>`, SITE, PAGE)).toBe(
      `<a href="${SITE}/buscar/?q=ia&amp;p=2">x</a>`,
    );
  });

  it("closes what the source left open and keeps void elements void", () => {
    expect(feedHtml(`<ul><li>uno<li>dos</ul><p>a<br>b<hr>`, SITE, PAGE)).toBe(
      `<ul><li>uno</li><li>dos</li></ul><p>a<br>b</p><hr>`,
    );
  });
});
