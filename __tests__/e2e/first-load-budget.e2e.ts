import path from "node:path";
import type { Browser } from "playwright-core";
import { startStaticServer, type StaticServer } from "../../tools/lib/static-server";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { ROUTES } from "./support/routes";

/**
 * The deterministic part of performance, gated on every route: what a first load requests and how many
 * compressed bytes it takes. These figures depend on the build alone, not on the host's speed (timings
 * are `npm run bench`'s). Served with brotli as a CDN serves it (tools/lib/static-server.ts).
 */
const SCRIPT_BUDGET_BYTES = 100 * 1024;
const HTML_BUDGET_BYTES = 16 * 1024;

/** What a first load may request, by path: anything else (a CMS file, a font, a new kind of file) fails. */
const EXPECTED = [
  /^\/([a-z0-9-]+\/)*$/, // the page itself (an article's is two levels deep)
  /^\/[\w-]+-[0-9a-f]{20}\.js$/, // Gatsby's content-hashed bundles
  /^\/below-fold-[0-9a-f]{20}\.css$/, // the styles of what follows the first screen (gatsby/emotion-styles.ts)
  /^\/page-data\/([\w-]+\/)*page-data\.json$/,
  /^\/page-data\/app-data\.json$/,
  /^\/page-data\/sq\/d\/\d+\.json$/,
  /^\/static\/[0-9a-f]+\/[0-9a-f]+\/[\w.-]+\.(avif|webp|png|jpg|svg)$/,
  /^\/(favicon\.svg|favicon-32x32\.png|manifest\.webmanifest|icons\/icon-\d+x\d+\.png)(\?v=[0-9a-f]+)?$/,
];

let browser: Browser;
let server: StaticServer;
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startStaticServer(path.resolve(__dirname, "../../public"));
});
afterAll(async () => {
  await browser.close();
  await server.close();
});

interface Loaded {
  url: URL;
  type: string;
  bytes: number;
}

describe("a first load", () => {
  it.each(ROUTES)(
    "%s requests only its own files from its own host, at most 100 KB of script and 16 KB of HTML",
    async (route) => {
      const { page, context, problems } = await openPage(browser, "phone");
      const loads: Promise<Loaded>[] = [];
      page.on("requestfinished", (request) => {
        loads.push(
          request.sizes().then((sizes) => ({
            url: new URL(request.url()),
            type: request.resourceType(),
            bytes: sizes.responseBodySize,
          })),
        );
      });
      await page.goto(`${server.url}${route}`);
      await waitForHydration(page);
      const loaded = await Promise.all(loads);
      await context.close();

      expect(problems.foreignRequests).toEqual([]);
      expect(loaded.filter(({ url }) => url.host !== new URL(server.url).host).map(({ url }) => url.href)).toEqual([]);
      expect(
        loaded
          .filter(({ url }) => !EXPECTED.some((pattern) => pattern.test(url.pathname + url.search)))
          .map(({ url }) => url.pathname),
      ).toEqual([]);
      expect(loaded.filter(({ url }) => /admin|decap|cms/i.test(url.pathname)).map(({ url }) => url.pathname)).toEqual(
        [],
      );

      const scriptBytes = loaded.filter(({ type }) => type === "script").reduce((sum, { bytes }) => sum + bytes, 0);
      const htmlBytes = loaded.find(({ type }) => type === "document")?.bytes ?? Infinity;
      const stylesheets = loaded.filter(({ type }) => type === "stylesheet");
      process.stdout.write(
        `${route} first load: ${scriptBytes} B of script (brotli), ${htmlBytes} B of HTML, ` +
          `${stylesheets.map(({ bytes }) => bytes).join(" + ") || 0} B of stylesheet, ${loaded.length} requests\n`,
      );
      // The below-the-fold stylesheet, once: its copy kept in <head> for the visit comes from the cache.
      expect(stylesheets).toHaveLength(1);
      expect(scriptBytes).toBeLessThanOrEqual(SCRIPT_BUDGET_BYTES);
      expect(htmlBytes).toBeLessThanOrEqual(HTML_BUDGET_BYTES);
    },
  );
});
