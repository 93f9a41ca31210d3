/** @jest-environment node */
import { inlineScriptHashes } from "../../gatsby/content-security-policy";
import { removePagePathScript } from "../../gatsby/page-path-script";

/** The tail of a page as Gatsby 5 writes it (static-entry.js), for a given path. */
const built = (pagePath: string) =>
  `<div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>` +
  `<script>window.___webpackCompilationHash="de644a13f8d1d4b27697";</script>`;

describe("the script naming the page's path", () => {
  it("is removed, and nothing else is", () => {
    expect(removePagePathScript(built("/blog/mi-articulo/"))).toBe(
      '<div id="___gatsby"></div><script>window.___webpackCompilationHash="de644a13f8d1d4b27697";</script>',
    );
  });

  it("leaves two articles with the same inline scripts, so one header rule covers both", () => {
    const hashes = (pagePath: string) => inlineScriptHashes(removePagePathScript(built(pagePath)), "x");
    expect(inlineScriptHashes(built("/blog/a/"), "x")).not.toEqual(inlineScriptHashes(built("/blog/b/"), "x"));
    expect(hashes("/blog/a/")).toEqual(hashes("/blog/b/"));
  });

  it("leaves a page's own scripts that merely mention pagePath", () => {
    const own = '<script>const pagePath="/blog/";</script>';
    expect(removePagePathScript(own)).toBe(own);
  });
});
