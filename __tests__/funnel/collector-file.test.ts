/** @jest-environment node */
import { randomBytes } from "node:crypto";
import { gzipSync } from "node:zlib";
import { buildCollector, collectorFileName, funnelEndpoint, withFunnelLoader } from "../../gatsby/funnel";
import { funnelLoaderScript } from "../../src/funnel/loader-script";

/** The collector as the build writes it (esbuild), and where the loader goes. The served file's own size and timing: __tests__/e2e/funnel.e2e.ts. */
const SRC = "/funnel-0123456789abcdef0123.js";

describe("the collector's file", () => {
  // A legacy Supabase anon key is a 208-character JWT (a publishable key is far shorter): the budget
  // holds with the longest.
  const env = {
    supabaseUrl: "https://abcdefghijklmnopqrst.supabase.co",
    supabaseAnonKey: `eyJ${randomBytes(154).toString("base64url").slice(0, 205)}`,
  }; // random: as incompressible as a signed key

  it("is at most 1 KB gzipped, with its endpoint and the site's pages written in", async () => {
    const code = await buildCollector(env);
    const gzipped = gzipSync(code, { level: 9 }).length;
    process.stdout.write(`funnel collector: ${code.length} B, ${gzipped} B gzipped\n`);
    expect(gzipped).toBeLessThanOrEqual(1024);
    expect(code).toContain(JSON.stringify(funnelEndpoint(env)));
    expect(code).toContain('"/politica-de-cookies/"');
    expect(collectorFileName(code)).toMatch(/^funnel-[0-9a-f]{20}\.js$/);
  });

  it("is loaded by every page the app renders, not by the /servicios/ redirect", () => {
    const page = '<html><body><div id="___gatsby"></div></body></html>';
    expect(withFunnelLoader(page, SRC)).toBe(
      `<html><body><div id="___gatsby"></div><script>${funnelLoaderScript(SRC)}</script></body></html>`,
    );
    const redirect =
      '<html><head><meta http-equiv="refresh" content="0;url=/inteligencia-artificial/"></head><body></body></html>';
    expect(withFunnelLoader(redirect, SRC)).toBe(redirect);
  });
});
