import fs from "node:fs";
import path from "node:path";
import { connectOrigins, contentSecurityPolicy, inlineScriptHashes } from "../../gatsby/content-security-policy";
import { CACHE_CONTROL, SECURITY_HEADERS } from "../../gatsby/headers-file";
import { testBuildEnv } from "../../tools/lib/test-env";
import { request } from "./support/http";
import { NOT_FOUND_PATH, ROUTES } from "./support/routes";

/** HTTP behaviour of the build on the Cloudflare Pages preview (wrangler pages dev), as production will answer. */
const PUBLIC = path.resolve(__dirname, "../../public");
const ORIGINS = connectOrigins({
  supabaseUrl: testBuildEnv.GATSBY_SUPABASE_URL,
  chatWebhookUrl: testBuildEnv.GATSBY_CHAT_WEBHOOK_URL,
});
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(", ") : value);

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(header(headers[name.toLowerCase()])).toBe(value);
  const policy = header(headers["content-security-policy"]) ?? "";
  expect(policy).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*; /);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-/);
}

const rootFiles = fs.readdirSync(PUBLIC).filter((name) => /\.(js|css)$/.test(name));
// One file of each kind under /static/ (fonts, the sharing image, gatsby-plugin-image's AVIF/WebP/PNG sizes).
const staticFiles = [
  ...new Map(
    fs
      .readdirSync(path.join(PUBLIC, "static"), { recursive: true, encoding: "utf8" })
      .filter((name) => fs.statSync(path.join(PUBLIC, "static", name)).isFile())
      .map((name) => [path.extname(name), name.split(path.sep).join("/")] as const),
  ).values(),
];

describe("connect-src", () => {
  it("names only Supabase besides the site itself: Maxi's endpoint is the site's own /api/chat", () => {
    expect(testBuildEnv.GATSBY_CHAT_WEBHOOK_URL).toBe("/api/chat");
    expect(ORIGINS).toEqual([new URL(testBuildEnv.GATSBY_SUPABASE_URL).origin]);
  });
});

describe("pages", () => {
  it.each(ROUTES)("%s answers 200 with the security headers, its own script policy and revalidation", async (route) => {
    const response = await request(route);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expectSecurityHeaders(response.headers);
    // The policy names exactly the inline scripts of the HTML this path serves.
    expect(response.headers["content-security-policy"]).toBe(
      contentSecurityPolicy({ scriptHashes: inlineScriptHashes(response.text, route), connectOrigins: ORIGINS }),
    );
    expect(response.headers["cache-control"]).toBe(CACHE_CONTROL.revalidate);
  });

  it("an unknown path is a 404 with the 404 page, whose inline scripts its policy allows", async () => {
    const response = await request(NOT_FOUND_PATH);
    expect(response.status).toBe(404);
    expect(response.text).toBe(fs.readFileSync(path.join(PUBLIC, "404.html"), "utf8"));
    expectSecurityHeaders(response.headers);
    const allowed = header(response.headers["content-security-policy"]) ?? "";
    for (const hash of inlineScriptHashes(response.text, "404.html")) expect(allowed).toContain(hash);
  });

  it("a page without its trailing slash is redirected to it", async () => {
    const response = await request("/contacto");
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe("/contacto/");
  });
});

describe("/servicios", () => {
  it.each(["/servicios", "/servicios/"])("%s is a permanent redirect to /inteligencia-artificial/", async (from) => {
    const response = await request(from);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/inteligencia-artificial/");
    expectSecurityHeaders(response.headers);
  });
});

describe("caching", () => {
  it.each(["/page-data/index/page-data.json", "/page-data/app-data.json", "/sitemap.xml"])(
    "%s revalidates",
    async (file) => {
      const response = await request(file);
      expect(response.status).toBe(200);
      expect(response.headers["cache-control"]).toBe(CACHE_CONTROL.revalidate);
    },
  );

  it.each(rootFiles)("the content-hashed bundle /%s is immutable", async (file) => {
    const response = await request(`/${file}`, {}, "HEAD");
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe(CACHE_CONTROL.immutable);
  });

  it.each(staticFiles)("/static/%s is immutable", async (file) => {
    const response = await request(`/static/${file}`, {}, "HEAD");
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe(CACHE_CONTROL.immutable);
  });

  it("Gatsby's unhashed ~partytown scripts are not cached as immutable", async () => {
    const response = await request("/~partytown/partytown.js", {}, "HEAD");
    expect(response.headers["cache-control"]).toBe(CACHE_CONTROL.revalidate);
  });
});

describe("compression", () => {
  const textual = [
    "/",
    "/contacto/",
    "/page-data/index/page-data.json",
    `/${rootFiles.find((file) => file.startsWith("framework-"))}`,
  ];

  it.each(textual)("%s is sent with brotli or gzip when asked, else as is", async (file) => {
    const plain = await request(file);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const encoding of ["br", "gzip"]) {
      const compressed = await request(file, { "Accept-Encoding": encoding });
      expect(compressed.headers["content-encoding"]).toBe(encoding);
      expect(compressed.text).toBe(plain.text);
      expect(compressed.raw.length).toBeLessThan(plain.raw.length / 2);
    }
  });

  it("picks the first encoding the client lists: gzip for Chromium, where Cloudflare's edge would send brotli", async () => {
    const chromium = await request("/", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(chromium.headers["content-encoding"]).toBe("gzip");
    const brotliFirst = await request("/", { "Accept-Encoding": "br, gzip" });
    expect(brotliFirst.headers["content-encoding"]).toBe("br");
  });

  it("already compressed images and fonts are sent as they are", async () => {
    for (const file of staticFiles.filter((name) => /\.(png|avif|webp|woff2)$/.test(name))) {
      const response = await request(`/static/${file}`, { "Accept-Encoding": "br, gzip" }, "HEAD");
      expect(response.headers["content-encoding"]).toBeUndefined();
    }
  });
});
