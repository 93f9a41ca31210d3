import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import type { Env } from "../src/config/env";
import { NOT_FOUND_PAGE } from "../src/funnel/collector";
import { FUNNEL_PAGES } from "../src/funnel/funnel-names";
import { funnelLoaderScript } from "../src/funnel/loader-script";

const ENTRY = path.resolve(__dirname, "../src/funnel/collector-entry.ts");

/** Where the collector sends its beacons: public.funnel_hit with the anon key in the query (a beacon sets no headers). */
export const funnelEndpoint = ({ supabaseUrl, supabaseAnonKey }: Pick<Env, "supabaseUrl" | "supabaseAnonKey">) =>
  `${supabaseUrl}/rest/v1/rpc/funnel_hit?apikey=${encodeURIComponent(supabaseAnonKey)}`;

/** The collector's code for this build: minified, its endpoint and the site's pages written in. */
export async function buildCollector(env: Pick<Env, "supabaseUrl" | "supabaseAnonKey">): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    format: "iife",
    target: ["es2020"],
    write: false,
    legalComments: "none",
    // No "use strict" prologue: the bundle is one function that never relies on sloppy mode.
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
    define: {
      __FUNNEL_ENDPOINT__: JSON.stringify(funnelEndpoint(env)),
      // "/404/" is the collector's own fallback.
      __FUNNEL_PAGES__: JSON.stringify(FUNNEL_PAGES.filter((page) => page !== NOT_FOUND_PAGE)),
    },
  });
  return result.outputFiles[0]!.text;
}

/** public/funnel-<20 hex of its SHA-256>.js: content-hashed like webpack's bundles, so cached as immutable. */
export const collectorFileName = (code: string) =>
  `funnel-${createHash("sha256").update(code).digest("hex").slice(0, 20)}.js`;

/** A page the Gatsby app renders (not the /servicios/ redirect): it gets the loader before </body>. */
export function withFunnelLoader(html: string, collectorSrc: string): string {
  if (!html.includes('id="___gatsby"') || !html.includes("</body>")) return html;
  return html.replace("</body>", `<script>${funnelLoaderScript(collectorSrc)}</script></body>`);
}

/**
 * Writes the collector into public/ and returns its URL path, or null when the build has no database to
 * send to (no GATSBY_SUPABASE_URL / key): then no page loads it.
 */
export async function writeCollector(
  publicDir: string,
  env: Pick<Env, "supabaseUrl" | "supabaseAnonKey">,
): Promise<string | null> {
  if (!env.supabaseUrl || !env.supabaseAnonKey) return null;
  const code = await buildCollector(env);
  const name = collectorFileName(code);
  await fs.writeFile(path.join(publicDir, name), code);
  return `/${name}`;
}
