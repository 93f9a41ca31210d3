/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildNoScriptFloor, withoutScripts } from "../../../../tools/lib/bench/no-script-floor";

describe("the no-script floor", () => {
  it("removes every script element and script preload, and nothing else", () => {
    const html =
      '<html><head><script>window.a=1</script><link as="script" rel="preload" href="/app-1.js"><style>h1{}</style></head>' +
      '<body><h1>Hola</h1><script type="application/ld+json">{"@type":"Thing"}</script><script src="/app.js" async></script></body></html>';
    expect(withoutScripts(html)).toBe("<html><head><style>h1{}</style></head><body><h1>Hola</h1></body></html>");
  });

  it("rewrites the copy's routes and leaves the build alone", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    const page = "<html><body><p>Texto</p><script>run()</script></body></html>";
    fs.writeFileSync(path.join(publicDir, "index.html"), page);
    const floor = buildNoScriptFloor(publicDir, ["/"]);
    expect(fs.readFileSync(path.join(floor, "index.html"), "utf8")).toBe("<html><body><p>Texto</p></body></html>");
    expect(fs.readFileSync(path.join(publicDir, "index.html"), "utf8")).toBe(page);
    fs.rmSync(floor, { recursive: true, force: true });
    fs.rmSync(publicDir, { recursive: true, force: true });
  });
});
