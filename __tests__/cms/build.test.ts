/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildAdmin, DECAP_REPLACEMENTS, type AdminBuild } from "../../cms/build";

let outDir: string;
let build: AdminBuild;

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-"));
  build = await buildAdmin(outDir, {
    siteUrl: "http://127.0.0.1:8000",
    localProxyUrl: "http://127.0.0.1:8081/api/v1",
    github: null,
  });
}, 60_000);

afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe("the CMS bundle", () => {
  it("renders everything, the site's sections included, with the CMS's React 19 only", () => {
    const reacts = build.inputs.filter((input) =>
      /(^|\/)node_modules\/react(-dom)?\/package\.json$|\/react(-dom)?\/index\.js$/.test(input),
    );
    expect(reacts.sort()).toEqual(["cms/node_modules/react-dom/index.js", "cms/node_modules/react/index.js"]);
    expect(build.inputs).toContain("src/components/sections/HomeSections.tsx");
    expect(JSON.parse(fs.readFileSync("cms/node_modules/react/package.json", "utf8")).version).toMatch(/^19\./);
  });

  it("leaves Gatsby out: its imports in the sections resolve to the CMS's stand-ins", () => {
    expect(build.inputs.filter((input) => input.includes("node_modules/gatsby"))).toEqual([]);
    expect(build.inputs).toContain("cms/src/shims/gatsby.tsx");
  });

  it("has Decap use this CMS's toolbar, site link and list-item bar instead of its own", () => {
    for (const [module, replacement] of Object.entries(DECAP_REPLACEMENTS)) {
      expect(build.inputs).toContain(`cms/${replacement}`);
      expect(build.inputs).not.toContain(`cms/node_modules/${module}.js`);
    }
  });

  it("is a page of its own: index.html (noindex) loads the bundle, with no inline script", () => {
    const html = fs.readFileSync(path.join(outDir, "index.html"), "utf8");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script src="/admin/cms.js">']);
    expect(fs.existsSync(path.join(outDir, "logo.svg"))).toBe(true);
    // Decap and its widgets are large; this keeps an accidental extra (a second React, all of Decap) visible.
    expect(build.bytes).toBeLessThan(2.6 * 1024 * 1024);
  });
});
