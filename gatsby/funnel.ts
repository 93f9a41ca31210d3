import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import type { Env } from "../src/config/env";
import { casePath, CASES_PATH } from "../src/config/case-paths";
import { ARTICLE_PAGE, BLOG_PAGE, CASE_PAGE, FUNNEL_ARTICLE_SLUG } from "../src/contracts/funnel-page-kinds";
import { NOT_FOUND_PAGE, type CollectorConfig } from "../src/funnel/collector";
import { FUNNEL_PAGES } from "../src/contracts/funnel-names";
import { funnelLoaderScript } from "../src/funnel/loader-script";

const ENTRY = path.resolve(__dirname, "../src/funnel/collector-entry.ts");

/** Where the collector sends its beacons: public.funnel_hit with the anon key in the query (a beacon sets no headers). */
export const funnelEndpoint = ({ supabaseUrl, supabaseAnonKey }: Pick<Env, "supabaseUrl" | "supabaseAnonKey">) =>
  `${supabaseUrl}/rest/v1/rpc/funnel_hit?apikey=${encodeURIComponent(supabaseAnonKey)}`;

/** The slugs the build published, of the articles and of the case studies: the only ones the funnel counts. */
export interface PublishedSlugs {
  articles: readonly string[];
  cases: readonly string[];
}

/**
 * The published articles' slugs as the collector gets them: sorted (the file's hash stays put while the
 * articles do) and each one a slug the database admits, or the build stops: an article it could not count
 * is a mistake to fix in its file name (lowercase words joined by hyphens, at most 80 characters).
 */
export function funnelArticles(slugs: readonly string[]): string[] {
  const refused = slugs.filter((slug) => !FUNNEL_ARTICLE_SLUG.test(slug));
  if (refused.length > 0)
    throw new Error(
      `The funnel cannot count the articles ${refused.map((slug) => `«${slug}»`).join(", ")}: an article's file name must be lowercase words joined by hyphens, at most 80 characters | es: el embudo no puede contar esos artículos: el nombre del archivo debe ser palabras en minúsculas unidas por guiones, de 80 caracteres como mucho`,
    );
  return [...new Set(slugs)].sort();
}

/**
 * What the collector is given: the site's pages ("/404/" is its own fallback; the kinds ARTICLE_PAGE and
 * CASE_PAGE are sent with a slug, never matched; a list with nothing published is no page either) and the
 * published articles' and cases' addresses. A case's slug has the shape the database admits by its rule
 * (content-model/cases.ts).
 */
export function collectorLists(slugs: PublishedSlugs): Pick<CollectorConfig, "pages" | "articles" | "cases"> {
  const articles = funnelArticles(slugs.articles).map((slug) => `${BLOG_PAGE}${slug}/`);
  const cases = [...new Set(slugs.cases)].sort().map(casePath);
  const pages = FUNNEL_PAGES.filter(
    (page) =>
      page !== NOT_FOUND_PAGE &&
      page !== ARTICLE_PAGE &&
      page !== CASE_PAGE &&
      (page !== BLOG_PAGE || articles.length > 0) &&
      (page !== CASES_PATH || cases.length > 0),
  );
  return { pages, articles, cases };
}

/** The collector's code for this build: minified, its endpoint, the site's pages and the published articles and cases written in. */
export async function buildCollector(
  env: Pick<Env, "supabaseUrl" | "supabaseAnonKey">,
  slugs: PublishedSlugs,
): Promise<string> {
  const { pages, articles, cases } = collectorLists(slugs);
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
      __FUNNEL_PAGES__: JSON.stringify(pages),
      __FUNNEL_ARTICLES__: JSON.stringify(articles),
      __FUNNEL_CASES__: JSON.stringify(cases),
    },
  });
  return result.outputFiles[0]!.text;
}

/** public/funnel-<20 hex of its SHA-256>.js: content-hashed like webpack's bundles, so cached as immutable. */
export const collectorFileName = (code: string) =>
  `funnel-${createHash("sha256").update(code).digest("hex").slice(0, 20)}.js`;

/** Marks the loader, so a page already given one is not given a second. */
const LOADER_ATTRIBUTE = "data-funnel-loader";
const LOADER = new RegExp(`<script ${LOADER_ATTRIBUTE}>[\\s\\S]*?</script>`, "g");

/**
 * A page the Gatsby app renders (not the /servicios/ redirect): it gets the loader before </body>, once.
 * An incremental build keeps the HTML of the pages it did not render again, already processed: their
 * loader is replaced (the collector's address may have changed), not doubled.
 */
export function withFunnelLoader(html: string, collectorSrc: string): string {
  if (!html.includes('id="___gatsby"') || !html.includes("</body>")) return html;
  const loader = `<script ${LOADER_ATTRIBUTE}>${funnelLoaderScript(collectorSrc)}</script>`;
  return html.replace(LOADER, "").replace("</body>", `${loader}</body>`);
}

/**
 * Writes the collector into public/ and returns its URL path, or null when the build has no database to
 * send to (no GATSBY_SUPABASE_URL / key): then no page loads it. `slugs`: the published articles' and
 * case studies', the only ones it counts.
 */
export async function writeCollector(
  publicDir: string,
  env: Pick<Env, "supabaseUrl" | "supabaseAnonKey">,
  slugs: PublishedSlugs,
): Promise<string | null> {
  if (!env.supabaseUrl || !env.supabaseAnonKey) return null;
  const code = await buildCollector(env, slugs);
  const name = collectorFileName(code);
  await fs.writeFile(path.join(publicDir, name), code);
  return `/${name}`;
}
