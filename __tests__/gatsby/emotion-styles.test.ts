/** @jest-environment node */
import { hoistEmotionStyles } from "../../gatsby/emotion-styles";

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="es"><head>${head}</head><body>${body}</body></html>`;

describe("emotion styles in the prerendered HTML", () => {
  it("move from <body> to the end of <head> as one tag naming every rule set once, marked as already placed", () => {
    const html = page(
      `<meta charset="utf-8"><style>.gatsby-image-wrapper{position:relative}</style>`,
      `<style data-emotion="css-global 1a">body{margin:0}</style><div id="___gatsby">` +
        `<style data-emotion="css 2b">.css-2b{color:red}</style><p class="css-2b">A</p>` +
        `<details><style data-emotion="css 3c">.css-3c>svg{width:1em}</style><summary class="css-3c">Q</summary></details>` +
        `<style data-emotion="css 2b">.css-2b{color:red}</style><p class="css-2b">B</p></div>`,
    );
    expect(hoistEmotionStyles(html)).toBe(
      page(
        `<meta charset="utf-8"><style>.gatsby-image-wrapper{position:relative}</style>` +
          `<style data-emotion="css-global 1a">body{margin:0}</style>` +
          `<style data-emotion="css 2b 3c" data-s="">.css-2b{color:red}.css-3c>svg{width:1em}</style>`,
        `<div id="___gatsby"><p class="css-2b">A</p><details><summary class="css-3c">Q</summary></details><p class="css-2b">B</p></div>`,
      ),
    );
  });

  it("leaves documents without emotion styles untouched", () => {
    const html = page("<title>Redirigiendo…</title>", "<p>Movida</p>");
    expect(hoistEmotionStyles(html)).toBe(html);
  });
});
