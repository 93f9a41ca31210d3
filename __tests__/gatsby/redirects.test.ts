/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRedirects, fallbackPage, redirects, writeFallbackPages } from "../../gatsby/redirects";

describe("/servicios redirect", () => {
  it("registers both spellings as permanent redirects that also run in the browser", () => {
    const createRedirect = jest.fn();
    createRedirects({ createRedirect });
    expect(createRedirect.mock.calls.map(([args]) => args)).toEqual([
      { fromPath: "/servicios", toPath: "/inteligencia-artificial/", isPermanent: true, redirectInBrowser: true },
      { fromPath: "/servicios/", toPath: "/inteligencia-artificial/", isPermanent: true, redirectInBrowser: true },
    ]);
  });

  it("writes a fallback page that redirects without JavaScript, replaces history with it and names the canonical", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    await writeFallbackPages(dir, "https://www.example.es");
    const html = fs.readFileSync(path.join(dir, "servicios/index.html"), "utf8");
    expect(html).toBe(fallbackPage(redirects[0]!, "https://www.example.es"));
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/inteligencia-artificial/">');
    expect(html).toContain('<link rel="canonical" href="https://www.example.es/inteligencia-artificial/">');
    expect(html).toContain('location.replace("/inteligencia-artificial/" + location.search + location.hash)');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});
