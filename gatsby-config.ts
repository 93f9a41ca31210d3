import fs from "node:fs";
import path from "node:path";
import dotenv from "dotenv";
import type { GatsbyConfig } from "gatsby";
import { cmsSettings } from "./cms/settings-from-env";
import { serveAdminInDevelop, type DevServer } from "./gatsby/admin";
import { contentTypeName } from "./content-model/graphql-sdl";
import type { siteContent } from "./content-model/site";
import type { ContentOf } from "./content-model/types";
import { readEnv } from "./src/config/env";

dotenv.config({ path: `.env.${process.env.NODE_ENV ?? "development"}`, quiet: true });
// Gatsby's own server bundle requires Node's deprecated `punycode` (through node-fetch 2); the warning its
// HTML workers print is reported as «ERROR UNKNOWN» although nothing failed. The workers inherit this.
if (!process.env.NODE_OPTIONS?.includes("DEP0040"))
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ""} --disable-warning=DEP0040`.trim();
const env = readEnv();
// The brand lives once, in content/site.json; the manifest reads it from there (the build checks the file's rules).
const site = JSON.parse(fs.readFileSync(path.resolve(__dirname, "content/site.json"), "utf8")) as ContentOf<
  typeof siteContent
>;

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: env.siteUrl,
  },
  trailingSlash: "always",
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  // The editors' CMS at /admin/ (gatsby build writes it into public/admin/ in gatsby-node's onPostBuild).
  developMiddleware: (app: DevServer) =>
    serveAdminInDevelop(app, cmsSettings(env.siteUrl), path.resolve(__dirname, ".cache")),
  plugins: [
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "avif", "webp"],
          placeholder: "blurred",
          quality: 72,
          // Widths made of every image. With breakpoints set, gatsby-plugin-image makes every one up to
          // the source's width whatever the display width, so they stop at 1080: twice the widest
          // picture of a section or card (≈ 570 CSS px). The article's picture, wider, asks for more.
          breakpoints: [360, 480, 750, 1080],
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.resolve(__dirname, "content") },
    },
    {
      resolve: "gatsby-transformer-json",
      options: {
        // HomeJson, SiteJson, InteligenciaArtificialJson… one type per content file, as gatsby/schema.ts declares them.
        typeName: ({ node }: { node: { name: string } }) => contentTypeName(node.name),
      },
    },
    {
      // Articles (content/articles/*.md). Body images go through the same sharp pipeline as the pages':
      // AVIF and WebP, responsive, lazy, with their box reserved (no layout shift).
      resolve: "gatsby-transformer-remark",
      options: {
        plugins: [
          {
            resolve: "gatsby-remark-images",
            options: {
              maxWidth: 760,
              quality: 72,
              withWebp: true,
              withAvif: true,
              linkImagesToOriginal: false,
              backgroundColor: "transparent",
              // No blurred copy inlined in the HTML (≈ 1 KB of base64 per picture, against the page's
              // 16 KB budget): the box is reserved all the same, and the picture is below the first screen.
              disableBgImage: true,
              loading: "lazy",
              decoding: "async",
            },
          },
        ],
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.brand.legalName,
        short_name: site.brand.name,
        description: site.brand.description,
        lang: "es",
        start_url: "/",
        background_color: "#0b0d17",
        theme_color: "#0b0d17",
        display: "standalone",
        icon: "content/images/brand-icon.svg",
        include_favicon: true,
        // Not the eight apple-touch-icon links of old iOS versions in every page's <head>: gatsby-ssr adds
        // the one current iOS reads.
        legacy: false,
        cache_busting_mode: "none",
      },
    },
  ],
};

export default config;
