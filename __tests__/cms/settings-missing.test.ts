/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { missingCmsSettings } from "../../cms/settings-missing";
import { cmsSettings } from "../../cms/settings-from-env";
import { writeAdmin } from "../../gatsby/admin";

describe("/admin/ of a build that does not say where content is saved", () => {
  it("needs nothing when editing locally or on GitHub, and names the repository, its branch and the sign-in app otherwise", () => {
    expect(missingCmsSettings(cmsSettings("http://127.0.0.1:8000", {}))).toEqual([]);
    expect(
      missingCmsSettings(cmsSettings("https://www.agencia-real.es", { CMS_GITHUB_REPO: "agencia/sitio-web" })),
    ).toEqual([]);
    const missing = missingCmsSettings(cmsSettings("https://www.agencia-real.es", {}));
    expect(missing.map(({ variable, required }) => [variable, required])).toEqual([
      ["CMS_GITHUB_REPO", true],
      ["CMS_GITHUB_BRANCH", false],
      ["GITHUB_CLIENT_ID", true],
      ["GITHUB_CLIENT_SECRET", true],
    ]);
  });

  it("is a page of its own, with no script, that says which settings are missing and where they go", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-missing-"));
    try {
      fs.mkdirSync(path.join(publicDir, "admin"));
      fs.writeFileSync(path.join(publicDir, "admin/cms.js"), "// an earlier build's bundle");
      await writeAdmin(publicDir, cmsSettings("https://www.agencia-real.es", {}));
      expect(fs.readdirSync(path.join(publicDir, "admin"))).toEqual(["index.html"]);
      const html = fs.readFileSync(path.join(publicDir, "admin/index.html"), "utf8");
      expect(html).not.toMatch(/<script/);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).toContain("<h1>El editor de contenidos aún no está configurado</h1>");
      for (const variable of ["CMS_GITHUB_REPO", "CMS_GITHUB_BRANCH", "GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"])
        expect(html).toContain(`<code>${variable}</code>`);
      for (const where of ["Cloudflare Pages", "Netlify", ".env.production"]) expect(html).toContain(where);
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
