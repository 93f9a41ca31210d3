/** @jest-environment node */
import { indexablePaths, robotsTxt, sitemapXml } from "../../gatsby/sitemap";

describe("sitemap and robots", () => {
  it("lists every page but the 404 ones", () => {
    expect(indexablePaths(["/contacto/", "/", "/404/", "/404.html", "/dev-404-page/"])).toEqual(["/", "/contacto/"]);
  });

  it("writes absolute URLs with the build date", () => {
    const xml = sitemapXml("https://www.example.es", ["/", "/contacto/"], "2026-11-21");
    expect(xml).toContain("<url><loc>https://www.example.es/</loc><lastmod>2026-11-21</lastmod></url>");
    expect(xml).toContain("<url><loc>https://www.example.es/contacto/</loc><lastmod>2026-11-21</lastmod></url>");
  });

  it("lets crawlers in and points them at the sitemap", () => {
    expect(robotsTxt("https://www.example.es")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.example.es/sitemap.xml\n",
    );
  });
});

describe("an article in the sitemap", () => {
  it("carries its own last modification date, the other pages the build date", () => {
    const lastmod = new Map([["/blog/un-articulo/", "2026-11-12T09:00:00+01:00"]]);
    const xml = sitemapXml("https://www.example.es", ["/", "/blog/un-articulo/"], "2026-11-21", lastmod);
    expect(xml).toContain(
      "<loc>https://www.example.es/blog/un-articulo/</loc><lastmod>2026-11-12T09:00:00+01:00</lastmod>",
    );
    expect(xml).toContain("<loc>https://www.example.es/</loc><lastmod>2026-11-21</lastmod>");
  });
});
