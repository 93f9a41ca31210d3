import fs from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { cmsSettings } from "./cms/settings-from-env";
import { adminPolicy, writeAdmin } from "./gatsby/admin";
// For its side effect: sharp encodes AVIF at the build's effort (see the file).
import "./gatsby/avif-effort";
import { compileHintBanner } from "./gatsby/compile-hints";
import { checkArticle, isArticlePath } from "./gatsby/article-checks";
import { writeBlogOutputs } from "./gatsby/blog-outputs";
import { articleNodeFields, createBlogPages } from "./gatsby/blog-pages";
import { createCasePages } from "./gatsby/case-pages";
import { checkContent } from "./gatsby/content-checks";
import { loadScriptsAfterFirstPaint } from "./gatsby/deferred-scripts";
import { rewriteDocuments } from "./gatsby/documents";
import { belowFoldStylesheets, hoistEmotionStyles } from "./gatsby/emotion-styles";
import { withFunnelLoader, writeCollector } from "./gatsby/funnel";
import { removePagePathScript } from "./gatsby/page-path-script";
import { removeStreamNulBytes } from "./gatsby/stream-nul-bytes";
import { buildContext, launchProblems, launchReport } from "./gatsby/launch/launch-check";
import { buildKnowledge, KNOWLEDGE_PATH, readKnowledgeSources } from "./gatsby/maxi-knowledge";
import { knowledgeRoutesNotBuilt } from "./gatsby/maxi-links";
import { buildNow } from "./gatsby/published-articles";
import { writeHostingFiles } from "./gatsby/hosting";
import { createRedirects, writeFallbackPages } from "./gatsby/redirects";
import { claimCaseResolvers } from "./gatsby/claim-case-link";
import { createSchemaCustomization as customizeSchema } from "./gatsby/schema";
import { writeSitemapAndRobots } from "./gatsby/sitemap";
import { readEnv } from "./src/config/env";
import { envProblems } from "./src/config/env-problems";

/**
 * One clock for the whole build: which articles are published is decided once, so a date that passes
 * mid-build cannot put an article in Maxi's knowledge or the feed without its page.
 */
const BUILD_NOW = buildNow();

/** The part of Gatsby's internal state this file reads (Gatsby types `store.getState` as a bare `Function`). */
type BuildState = { program: { directory: string }; pages: Map<string, { context?: { lastmod?: unknown } }> };

// First thing in every build and `gatsby develop`: a malformed URL setting would post leads to the wrong
// address or break the Content-Security-Policy, so nothing starts until it is fixed. Then the launch
// check: a production build never ships placeholder company data or settings.
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter, store }) => {
  const env = readEnv();
  const problems = envProblems(env);
  if (problems.length > 0) {
    reporter.panic(
      `Configuration error — fix these settings (.env.* file or the host's environment) and build again:\n  ${problems.join("\n  ")}`,
    );
  }
  if (process.env.gatsby_executing_command !== "build") return;
  const { program } = (store.getState as () => BuildState)();
  const placeholders = launchProblems({
    contentDir: path.join(program.directory, "content"),
    env,
    processEnv: process.env,
  });
  if (placeholders.length === 0) return;
  const { context, because } = buildContext(process.env);
  if (context === "production") reporter.panic(launchReport(placeholders, because));
  else
    reporter.warn(
      `A ${context} build (${because}) with ${placeholders.length} placeholders, which a production build refuses: npm run check:launch lists them.`,
    );
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage === "build-javascript")
    actions.setWebpackConfig({
      plugins: [(plugins.banner as (options: typeof compileHintBanner) => unknown)(compileHintBanner)],
    });
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (args) => customizeSchema(args);

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: add, reporter }) => {
  // Gatsby types the function as `Function`; it takes a map of types to fields.
  (add as (resolvers: object) => void)(claimCaseResolvers({ reporter }));
};

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node, reporter, actions }) => {
  if (node.internal.type === "MarkdownRemark") {
    for (const [name, value] of Object.entries(articleNodeFields(node, BUILD_NOW)))
      actions.createNodeField({ node, name, value });
    return;
  }
  const file = node as typeof node & {
    sourceInstanceName?: string;
    extension?: string;
    absolutePath?: string;
    relativePath?: string;
  };
  if (node.internal.type !== "File" || file.sourceInstanceName !== "content") return;
  const absolutePath = file.absolutePath as string;
  const relativePath = file.relativePath as string;
  let problems: string[];
  if (file.extension === "json")
    problems = checkContent({ absolutePath, relativePath, source: await fs.readFile(absolutePath, "utf8") });
  else if (file.extension === "md" && isArticlePath(relativePath))
    problems = checkArticle(absolutePath, path.dirname(path.dirname(absolutePath)));
  else return;
  if (problems.length > 0) {
    reporter.panicOnBuild(`Content error — fix these fields and build again:\n  ${problems.join("\n  ")}`);
  }
};

export const createPages: GatsbyNode["createPages"] = async ({ actions, graphql, reporter }) => {
  createRedirects(actions);
  await createBlogPages({ actions, graphql, reporter });
  await createCasePages({ actions, graphql, reporter });
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, graphql, reporter }) => {
  const { program, pages } = (store.getState as () => BuildState)();
  const publicDir = path.join(program.directory, "public");
  const contentDir = path.join(program.directory, "content");
  const env = readEnv();
  await writeFallbackPages(publicDir, env.siteUrl);
  await writeSitemapAndRobots(publicDir, env.siteUrl, pages);
  // Maxi's workflow reads the deployed copy of this file, so it always matches the pages just built.
  const knowledgeFile = path.join(publicDir, KNOWLEDGE_PATH);
  await fs.mkdir(path.dirname(knowledgeFile), { recursive: true });
  const sources = readKnowledgeSources(contentDir, BUILD_NOW);
  const knowledge = buildKnowledge(sources);
  const unbuilt = knowledgeRoutesNotBuilt(knowledge, pages.keys());
  if (unbuilt.length > 0)
    reporter.panicOnBuild(`Maxi's knowledge names pages the build did not make: ${unbuilt.join(", ")}`);
  await fs.writeFile(knowledgeFile, knowledge);
  await writeBlogOutputs({ graphql, publicDir, contentDir, siteUrl: env.siteUrl, now: BUILD_NOW });
  // The funnel's collector: its own small file, requested by an inline loader once the page has loaded;
  // it counts an article or a case only if its slug is one the build published.
  const collector = await writeCollector(publicDir, env, {
    articles: sources.articles.map((article) => article.slug),
    cases: sources.cases.items.map((study) => study.slug),
  });
  const belowFold = belowFoldStylesheets(publicDir);
  await rewriteDocuments(publicDir, (html) => {
    const page = loadScriptsAfterFirstPaint(
      hoistEmotionStyles(removePagePathScript(removeStreamNulBytes(html)), belowFold),
    );
    return collector ? withFunnelLoader(page, collector) : page;
  });
  const cms = cmsSettings(env.siteUrl);
  await writeAdmin(publicDir, cms);
  // Last: the security headers hash the inline scripts of every HTML file written above.
  await writeHostingFiles(publicDir, env, adminPolicy(cms));
};
