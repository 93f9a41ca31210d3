/** @jest-environment node */
import { cmsConfig } from "../../cms/src/config";
import { cmsSettings } from "../../cms/settings-from-env";
import { adminPolicy } from "../../gatsby/admin";

describe("what the CMS is built for", () => {
  it("edits the working copy through the local proxy when the site runs on this machine", () => {
    const settings = cmsSettings("http://127.0.0.1:8000", {});
    expect(settings.localProxyUrl).toBe("http://127.0.0.1:8081/api/v1");
    expect(cmsSettings("http://127.0.0.1:9400", { CMS_PROXY_PORT: "8481" }).localProxyUrl).toBe(
      "http://127.0.0.1:8481/api/v1",
    );
    expect(cmsConfig(settings, []).backend).toEqual({
      name: "proxy",
      proxy_url: "http://127.0.0.1:8081/api/v1",
      branch: "main",
    });
    expect(adminPolicy(settings)).toContain("connect-src 'self' blob: http://127.0.0.1:8081;");
  });

  it("commits to GitHub, signing in through the host's OAuth handshake, on the real domain", () => {
    const settings = cmsSettings("https://www.azahardigital.es", {
      CMS_GITHUB_REPO: "azahar/sitio-web",
      CMS_PROXY_PORT: "8481",
    });
    expect(settings.localProxyUrl).toBeNull();
    expect(cmsConfig(settings, []).backend).toEqual({
      name: "github",
      repo: "azahar/sitio-web",
      branch: "main",
      base_url: "https://www.azahardigital.es",
      auth_endpoint: "api/auth",
    });
    const policy = adminPolicy(settings);
    expect(policy).toContain("connect-src 'self' blob: https://api.github.com;");
    expect(policy).not.toContain("127.0.0.1");
  });

  it("refuses a repository name that is not owner/name, and an unusable proxy port", () => {
    expect(() =>
      cmsSettings("https://www.azahardigital.es", { CMS_GITHUB_REPO: "https://github.com/azahar/sitio" }),
    ).toThrow("owner/name");
    expect(() => cmsSettings("http://127.0.0.1:8000", { CMS_PROXY_PORT: "80" })).toThrow("CMS_PROXY_PORT");
  });
});
