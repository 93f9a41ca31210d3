import { SITE_ROUTES } from "../../src/config/routes";
import { ALL_BLOG_PAGES, CASE_ROUTES, ROUTES, NOT_FOUND_PATH } from "./support/routes";
import { baseUrl } from "./support/browser";
import { testBuildEnv } from "../../tools/lib/test-env";

/** Reads the prerendered HTML as a crawler sees it: no JavaScript. */
async function fetchHtml(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${baseUrl()}${path}`);
  return { status: response.status, html: await response.text() };
}

function attr(html: string, selector: RegExp): string | undefined {
  return selector.exec(html)?.[1];
}

const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta[^>]+(?:name|property)="${key}"[^>]+content="([^"]*)"`));

describe("head tags in the prerendered HTML", () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();

  it.each(ROUTES)("%s has lang, title, description, canonical, Open Graph and Twitter card", async (path) => {
    const { status, html } = await fetchHtml(path);
    expect(status).toBe(200);
    expect(html).toMatch(/<html[^>]* lang="es"/);
    const title = attr(html, /<title[^>]*>([^<]+)<\/title>/);
    const description = meta(html, "description");
    expect(title).toBeTruthy();
    expect(description && description.length).toBeGreaterThan(50);
    titles.set(path, title!);
    descriptions.set(path, description!);

    expect(attr(html, /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/)).toBe(`${testBuildEnv.GATSBY_SITE_URL}${path}`);
    expect(meta(html, "og:title")).toBe(title);
    expect(meta(html, "og:description")).toBe(description);
    expect(meta(html, "og:url")).toBe(`${testBuildEnv.GATSBY_SITE_URL}${path}`);
    expect(meta(html, "og:locale")).toBe("es_ES");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");

    const image = meta(html, "og:image");
    expect(image).toMatch(new RegExp(`^${testBuildEnv.GATSBY_SITE_URL}/static/.+\\.png$`));
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("630");
    const imageResponse = await fetch(image!.replace(testBuildEnv.GATSBY_SITE_URL, baseUrl()));
    expect(imageResponse.status).toBe(200);
    expect(imageResponse.headers.get("content-type")).toBe("image/png");

    expect(html).toMatch(/<link[^>]+rel="icon"/);
    const touchIcon = attr(html, /<link[^>]+rel="apple-touch-icon"[^>]+href="([^"]+)"/);
    expect(html.match(/rel="apple-touch-icon"/g)).toHaveLength(1);
    expect((await fetch(`${baseUrl()}${touchIcon}`)).headers.get("content-type")).toBe("image/png");
    expect(html).toMatch(/<link[^>]+rel="manifest"[^>]+href="\/manifest.webmanifest"/);
  });

  it("gives every page its own title and description", () => {
    expect(new Set(titles.values()).size).toBe(ROUTES.length);
    expect(new Set(descriptions.values()).size).toBe(ROUTES.length);
  });

  it("describes the agency as a ProfessionalService in Sevilla on the home page", async () => {
    const { html } = await fetchHtml("/");
    const blocks = [...html.matchAll(/<script[^>]+type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const agency = blocks.find((block) => block["@type"] === "ProfessionalService") as
      { address: { addressLocality: string; addressCountry: string }; telephone: string; email: string } | undefined;
    expect(agency).toBeDefined();
    expect(agency!.address.addressLocality).toBe("Sevilla");
    expect(agency!.address.addressCountry).toBe("ES");
    expect(agency!.telephone).toMatch(/^\+34\d{9}$/);
    expect(agency!.email).toContain("@");
  });

  it("keeps the 404 page out of search results", async () => {
    const { status, html } = await fetchHtml(NOT_FOUND_PATH);
    expect(status).toBe(404);
    expect(html).toContain("Página no encontrada");
    expect(meta(html, "robots")).toContain("noindex");
  });

  it("publishes sitemap.xml with every route, robots.txt pointing to it and a web manifest", async () => {
    const sitemap = await fetchHtml("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    const locs = [...sitemap.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.sort()).toEqual(
      [...SITE_ROUTES, ...ALL_BLOG_PAGES, ...CASE_ROUTES]
        .map((path) => `${testBuildEnv.GATSBY_SITE_URL}${path}`)
        .sort(),
    );

    const robots = await fetchHtml("/robots.txt");
    expect(robots.html).toContain(`Sitemap: ${testBuildEnv.GATSBY_SITE_URL}/sitemap.xml`);

    const manifest = JSON.parse((await fetchHtml("/manifest.webmanifest")).html) as {
      lang: string;
      icons: Array<{ src: string; sizes: string }>;
    };
    expect(manifest.lang).toBe("es");
    expect(manifest.icons.some((icon) => icon.sizes === "512x512")).toBe(true);
  });
});
