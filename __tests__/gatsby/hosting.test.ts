/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { adminContentSecurityPolicy, inlineScriptHashes } from "../../gatsby/content-security-policy";
import { CACHE_CONTROL, headerRules, headersFile, SECURITY_HEADERS } from "../../gatsby/headers-file";
import { writeHostingFiles } from "../../gatsby/hosting";
import { fallbackPage, redirects } from "../../gatsby/redirects";

const page = (pagePath: string) =>
  `<!DOCTYPE html><html lang="es"><head><script type="application/ld+json">{}</script></head><body>` +
  `<script>window.pagePath="${pagePath}";</script><script>window.___chunkMapping="{}";</script>` +
  `<script src="/app-0123456789abcdef0123.js" async></script></body></html>`;

/** A blog page as the build leaves it: no inline script names its path (page-path-script.ts). */
const blogPage = (extraScript = "") =>
  `<!DOCTYPE html><html lang="es"><body><script>window.___chunkMapping="{}";</script>${extraScript}</body></html>`;

/** A public/ folder shaped like Gatsby's output: pages, the 404 page, bundles, hashed static files and a slice fragment. */
function publicFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  const files: Record<string, string> = {
    "index.html": page("/"),
    "contacto/index.html": page("/contacto/"),
    "404.html": page("/404.html"),
    "blog/index.html": blogPage(),
    "blog/2/index.html": blogPage(),
    "blog/mi-articulo/index.html": blogPage('<script type="module">images()</script>'),
    "blog/otro-articulo/index.html": blogPage('<script type="module">images()</script>'),
    "blog/rss.xml": "<rss/>",
    "servicios/index.html": fallbackPage(redirects[0]!, "https://www.example.es"),
    "_gatsby/slices/_gatsby-scripts-1.html": "<script>ignored()</script>",
    "app-0123456789abcdef0123.js": "",
    "framework-abcdef0123456789abcd.js": "",
    "app-0123456789abcdef0123.js.map": "",
    "chunk-map.json": "{}",
    "~partytown/partytown.js": "",
    "static/font-4f2981d82860061bca3ecb967a2cd084.woff2": "",
    "page-data/index/page-data.json": "{}",
    // The CMS: an inline script here must not widen the site's policy.
    "admin/index.html": '<!doctype html><script>cms()</script><script src="/admin/cms.js"></script>',
    "admin/cms.js": "",
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

/** The _headers file as blocks: path → indented lines. */
function parseHeaders(text: string): Map<string, string[]> {
  const blocks = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of text.trimEnd().split("\n")) {
    if (line.startsWith("  ")) current.push(line.trim());
    else blocks.set(line, (current = []));
  }
  return blocks;
}

const hashesOf = (policyLine: string | undefined) => (policyLine?.match(/'sha256-[^']+'/g) ?? []).sort();

describe("_headers and _redirects written after the build", () => {
  const env = { supabaseUrl: "https://abc.supabase.co", chatWebhookUrl: "/api/chat" };
  const adminPolicy = adminContentSecurityPolicy({ connectOrigins: ["http://127.0.0.1:8081"], imageOrigins: [] });
  let dir: string;
  let blocks: Map<string, string[]>;
  beforeAll(async () => {
    dir = publicFixture();
    await writeHostingFiles(dir, env, adminPolicy);
    blocks = parseHeaders(fs.readFileSync(path.join(dir, "_headers"), "utf8"));
  });

  it("redirects both spellings of /servicios permanently", () => {
    expect(fs.readFileSync(path.join(dir, "_redirects"), "utf8")).toBe(
      "/servicios /inteligencia-artificial/ 301\n/servicios/ /inteligencia-artificial/ 301\n",
    );
  });

  it("has one path per block, in the order that lets later rules override /*", () => {
    expect([...blocks.keys()]).toEqual([
      "/*",
      "/",
      "/blog/*",
      "/contacto/",
      "/servicios/",
      "/admin/*",
      "/page-data/*",
      "/static/*",
      "/:bundle.js",
      "/:bundle.css",
    ]);
  });

  it("sends the security headers with every response", () => {
    const all = blocks.get("/*")!;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(all).toContain(`${name}: ${value}`);
    expect(all.some((line) => line.startsWith("Cache-Control"))).toBe(false);
  });

  it("lets every document's inline scripts run on /*, so the 404 page works for any unknown path", () => {
    const policy = blocks.get("/*")!.find((line) => line.startsWith("Content-Security-Policy: "));
    const files = [
      "index.html",
      "contacto/index.html",
      "404.html",
      "servicios/index.html",
      "blog/mi-articulo/index.html",
    ];
    const expected = files.flatMap((file) => inlineScriptHashes(fs.readFileSync(path.join(dir, file), "utf8"), file));
    expect(hashesOf(policy)).toEqual([...new Set(expected)].sort());
    expect(policy).toContain("connect-src 'self' https://abc.supabase.co;");
  });

  it("gives each page a policy allowing only its own inline scripts, and revalidation", () => {
    const contact = blocks.get("/contacto/")!;
    expect(contact[0]).toBe("! Content-Security-Policy");
    expect(hashesOf(contact[1])).toEqual(inlineScriptHashes(page("/contacto/"), "x").sort());
    expect(contact[2]).toBe(`Cache-Control: ${CACHE_CONTROL.revalidate}`);
    const fallback = blocks.get("/servicios/")!;
    expect(hashesOf(fallback[1])).toEqual(
      inlineScriptHashes(fallbackPage(redirects[0]!, "https://www.example.es"), "x"),
    );
  });

  it("gives the blog's pages one rule allowing the scripts of the blog's pages, not one rule per article", () => {
    const blog = blocks.get("/blog/*")!;
    expect(blog[0]).toBe("! Content-Security-Policy");
    const expected = inlineScriptHashes(blogPage('<script type="module">images()</script>'), "x");
    expect(expected).toHaveLength(2);
    expect(hashesOf(blog[1])).toEqual(expected.sort());
    expect(blog[2]).toBe(`Cache-Control: ${CACHE_CONTROL.revalidate}`);
    expect([...blocks.keys()].filter((rule) => rule.startsWith("/blog/"))).toEqual(["/blog/*"]);
  });

  it("gives the CMS its own policy, keeps it out of search engines, and revalidates it", () => {
    expect(blocks.get("/admin/*")).toEqual([
      "! Content-Security-Policy",
      "! Cross-Origin-Opener-Policy",
      `Content-Security-Policy: ${adminPolicy}`,
      "Cross-Origin-Opener-Policy: same-origin-allow-popups",
      "X-Robots-Tag: noindex, nofollow",
      `Cache-Control: ${CACHE_CONTROL.revalidate}`,
    ]);
    expect(adminPolicy).toContain("connect-src 'self' blob: http://127.0.0.1:8081;");
    for (const [rule, lines] of blocks) {
      if (rule !== "/admin/*") expect(lines.join("\n")).not.toContain("unsafe-eval");
    }
  });

  it("caches page data for revalidation and hashed files for a year, never ~partytown's unhashed scripts", () => {
    expect(blocks.get("/page-data/*")).toEqual([`Cache-Control: ${CACHE_CONTROL.revalidate}`]);
    for (const rule of ["/static/*", "/:bundle.js", "/:bundle.css"]) {
      expect(blocks.get(rule)).toEqual([`Cache-Control: ${CACHE_CONTROL.immutable}`]);
    }
    expect(CACHE_CONTROL).toEqual({
      revalidate: "public, max-age=0, must-revalidate",
      immutable: "public, max-age=31536000, immutable",
    });
  });
});

describe("the build stops instead of writing headers the host would get wrong", () => {
  const inputs = {
    documents: [{ path: "/", scriptHashes: [] }],
    connectOrigins: [],
    adminPolicy: "default-src 'self'",
  };

  it("when a bundle at the root has no content hash", () => {
    expect(() => headerRules({ ...inputs, rootFiles: ["app-0123456789abcdef0123.js", "sw.js"] })).toThrow(
      "public/sw.js has no content hash",
    );
  });

  it("when there are more rules than Cloudflare Pages reads", () => {
    const documents = Array.from({ length: 100 }, (_, index) => ({ path: `/p${index}/`, scriptHashes: [] }));
    expect(() => headersFile(headerRules({ ...inputs, documents, rootFiles: [] }))).toThrow("at most 100");
  });

  it("but not for a blog of 500 articles, whose pages share one rule", () => {
    const scriptHashes = ["'sha256-a'", "'sha256-b'"];
    const articles = Array.from({ length: 500 }, (_, index) => ({ path: `/blog/articulo-${index}/`, scriptHashes }));
    const rules = headerRules({ ...inputs, documents: [...inputs.documents, ...articles], rootFiles: [] });
    expect(() => headersFile(rules)).not.toThrow();
    expect(rules.map((rule) => rule.path)).toEqual([
      "/*",
      "/",
      "/blog/*",
      "/admin/*",
      "/page-data/*",
      "/static/*",
      "/:bundle.js",
      "/:bundle.css",
    ]);
  });

  it("when a line is longer than Cloudflare Pages reads", () => {
    const scriptHashes = Array.from({ length: 40 }, (_, index) => `'sha256-${String(index).padStart(44, "0")}'`);
    expect(() =>
      headersFile(headerRules({ ...inputs, documents: [{ path: "/", scriptHashes }], rootFiles: [] })),
    ).toThrow("longer than 2000 characters");
  });
});
