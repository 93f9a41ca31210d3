/**
 * `npm run bench:blog-scale`: the blog at scale, reported, never a gate. On a copy of the project under
 * .cache/, a cold production build (test addresses) as it is, then the same copy with 200 generated
 * articles (a fixture made here from the shipped samples, never committed): the two build times, their
 * ratio (the target: at most 2×), and the largest first-load figures of the article pages (HTML and
 * script, brotli, against the 16 KB and 100 KB budgets the browser tests hold every page to).
 * Writes reports/bench-blog-scale.json.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { generateArticles } from "./lib/generated-articles";
import { testBuildEnv } from "./lib/test-env";

const ROOT = path.resolve(__dirname, "..");
const GENERATED = 200;
const COPIED = [
  "src",
  "gatsby",
  "content-model",
  "content",
  "cms",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "tsconfig.json",
  "package.json",
];

function copyProject(): string {
  fs.mkdirSync(path.join(ROOT, ".cache"), { recursive: true });
  const dir = fs.mkdtempSync(path.join(ROOT, ".cache", "bench-blog-scale-"));
  for (const name of COPIED)
    fs.cpSync(path.join(ROOT, name), path.join(dir, name), {
      recursive: true,
      filter: (source) => !source.includes("node_modules"),
    });
  fs.symlinkSync(path.join(ROOT, "cms/node_modules"), path.join(dir, "cms/node_modules"));
  return dir;
}

function timedBuild(dir: string): number {
  const started = Date.now();
  const result = spawnSync(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
    cwd: dir,
    env: { ...process.env, ...testBuildEnv, NODE_ENV: "production", GATSBY_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(`gatsby build failed in ${dir}:\n${result.stdout.slice(-3000)}${result.stderr.slice(-3000)}`);
  return (Date.now() - started) / 1000;
}

const brotli = (file: string) => zlib.brotliCompressSync(fs.readFileSync(file)).length;

/**
 * What an article page's first load runs: the scripts its inline loader requests after the first paint
 * (gatsby/deferred-scripts.ts) and its template's chunk (page-data's componentChunkName, in chunk-map.json).
 */
function firstLoadScripts(publicDir: string, pagePath: string, html: string): string[] {
  const loaded = JSON.parse(/for\(const src of (\[[^\]]*\])\)/.exec(html)?.[1] ?? "[]") as string[];
  const pageData = JSON.parse(
    fs.readFileSync(path.join(publicDir, "page-data", pagePath, "page-data.json"), "utf8"),
  ) as { componentChunkName: string };
  const chunks = JSON.parse(fs.readFileSync(path.join(publicDir, "chunk-map.json"), "utf8")) as Record<
    string,
    string[]
  >;
  return [...loaded, ...(chunks[pageData.componentChunkName] ?? [])].map((src) => path.join(publicDir, src));
}

/** The largest HTML of the article pages, and the largest first-load script of one (both brotli). */
function articleBytes(publicDir: string) {
  const blog = path.join(publicDir, "blog");
  const slugs = fs
    .readdirSync(blog, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !/^\d+$/.test(entry.name))
    .filter((entry) => fs.existsSync(path.join(blog, entry.name, "index.html")))
    .map((entry) => entry.name);
  let html = 0;
  let script = 0;
  for (const slug of slugs) {
    const file = path.join(blog, slug, "index.html");
    html = Math.max(html, brotli(file));
    const scripts = firstLoadScripts(publicDir, `blog/${slug}`, fs.readFileSync(file, "utf8"));
    script = Math.max(
      script,
      scripts.reduce((sum, each) => sum + brotli(each), 0),
    );
  }
  return { pages: slugs.length, maxHtmlBrotli: html, maxScriptBrotli: script };
}

function main() {
  const dir = copyProject();
  try {
    console.log(`Cold build of the project as it is (${dir})…`);
    const baseline = timedBuild(dir);
    const before = articleBytes(path.join(dir, "public"));
    for (const name of ["public", ".cache"]) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    generateArticles(dir, GENERATED);
    console.log(`Cold build with ${GENERATED} more articles…`);
    const scaled = timedBuild(dir);
    const after = articleBytes(path.join(dir, "public"));
    const report = {
      measuredAt: new Date().toISOString(),
      generated: GENERATED,
      baselineSeconds: baseline,
      scaledSeconds: scaled,
      ratio: Number((scaled / baseline).toFixed(2)),
      target: "at most 2× the build time without them",
      met: scaled <= 2 * baseline,
      before,
      after,
      budgets: { htmlBrotli: 16 * 1024, scriptBrotli: 100 * 1024 },
    };
    fs.mkdirSync(path.join(ROOT, "reports"), { recursive: true });
    fs.writeFileSync(path.join(ROOT, "reports/bench-blog-scale.json"), `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report, null, 2));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main();
