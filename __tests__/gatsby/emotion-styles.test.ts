/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { belowFoldStylesheets, hoistEmotionStyles } from "../../gatsby/emotion-styles";

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

  it("moves the rules first used after the fold line to a stylesheet written at that line, naming them all in <head>", () => {
    const written: string[] = [];
    const html = page(
      "",
      `<div id="___gatsby"><style data-emotion="css 1h">.css-1h{color:red}</style><section class="css-1h">Hero` +
        `<link rel="stylesheet" href="/below-fold.css" data-below-fold=""/></section>` +
        `<style data-emotion="css 1h">.css-1h{color:red}</style><p class="css-1h">Again</p>` +
        `<style data-emotion="css 2f">.css-2f{margin:0}@media (min-width:40em){.css-2f{margin:1em}}</style>` +
        `<footer class="css-2f">Pie</footer></div>`,
    );
    expect(
      hoistEmotionStyles(html, (css) => {
        written.push(css);
        return "/below-fold-0123456789abcdef0123.css";
      }),
    ).toBe(
      page(
        `<style data-emotion="css 1h 2f" data-s="">.css-1h{color:red}</style>`,
        `<div id="___gatsby"><section class="css-1h">Hero` +
          `<link rel="stylesheet" href="/below-fold-0123456789abcdef0123.css" data-below-fold=""/></section>` +
          `<p class="css-1h">Again</p><footer class="css-2f">Pie</footer></div>`,
      ),
    );
    expect(written).toEqual([".css-2f{margin:0}@media (min-width:40em){.css-2f{margin:1em}}"]);
  });

  it("keeps every rule in <head> on a page without a fold line", () => {
    const write = jest.fn();
    const html = page("", `<style data-emotion="css 1h">.css-1h{color:red}</style><p class="css-1h">A</p>`);
    expect(hoistEmotionStyles(html, write)).toBe(
      page(`<style data-emotion="css 1h" data-s="">.css-1h{color:red}</style>`, `<p class="css-1h">A</p>`),
    );
    expect(write).not.toHaveBeenCalled();
  });

  it("leaves documents without emotion styles untouched", () => {
    const html = page("<title>Redirigiendo…</title>", "<p>Movida</p>");
    expect(hoistEmotionStyles(html)).toBe(html);
  });

  it("stores below-the-fold rules under a content-hashed name, cached as immutable like the bundles; the same rules share a file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "below-fold-"));
    const write = belowFoldStylesheets(dir);
    const first = write(".a{color:red}");
    expect(first).toMatch(/^\/below-fold-[0-9a-f]{20}\.css$/);
    expect(write(".a{color:red}")).toBe(first);
    expect(write(".b{color:blue}")).not.toBe(first);
    expect(fs.readFileSync(path.join(dir, first), "utf8")).toBe(".a{color:red}");
    expect(fs.readdirSync(dir)).toHaveLength(2);
  });
});
