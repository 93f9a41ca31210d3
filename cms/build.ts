/**
 * Builds the editors' CMS into a folder (public/admin/ for a build, .cache/admin/ for `gatsby develop`):
 * index.html, the bundle and the logo. Its own esbuild bundle, never part of the site's webpack build,
 * so public pages load nothing of it. React 19 (which Decap 3 needs) comes from this workspace's
 * node_modules for every import in the bundle, the site's section components included, so the preview
 * renders them with the CMS's own React.
 */
import fsSync from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { build, type Plugin } from "esbuild";
import type { CmsSettings } from "./src/settings";

const CMS_DIR = __dirname;
const ROOT = path.resolve(CMS_DIR, "..");

/** Resolves react and react-dom (and their subpaths) from cms/node_modules, whoever imports them. */
const react19: Plugin = {
  name: "react-19",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) =>
      args.pluginData === "react-19"
        ? undefined
        : esbuild.resolve(args.path, { resolveDir: CMS_DIR, kind: args.kind, pluginData: "react-19" }),
    );
  },
};

/**
 * Decap's components this CMS replaces with its own (cms/src/ui/), by their module in Decap's packages:
 * Decap imports ours wherever it imports its own (the editor's toolbar; the site link and account menu
 * of every screen; the bar of a list's item, whose buttons Decap leaves without a name). The build
 * fails if Decap no longer has such a module.
 */
export const DECAP_REPLACEMENTS: Readonly<Record<string, string>> = {
  "decap-cms-core/dist/esm/components/Editor/EditorToolbar": "src/ui/EditorToolbar.tsx",
  "decap-cms-core/dist/esm/components/UI/SettingsDropdown": "src/ui/SettingsDropdown.tsx",
  "decap-cms-ui-default/dist/esm/ListItemTopBar": "src/ui/ListItemTopBar.tsx",
};

/** Where Decap's packages really are (esbuild names modules by their real path; node_modules may be a link). */
const decapPackages = () => fsSync.realpathSync(path.join(CMS_DIR, "node_modules"));

/** Swaps in DECAP_REPLACEMENTS, noting in `replaced` each Decap module it stood in for. */
const decapReplacements = (replaced: Set<string>): Plugin => ({
  name: "decap-replacements",
  setup(esbuild) {
    const packages = decapPackages();
    esbuild.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (!args.importer.startsWith(path.join(packages, "decap-cms-"))) return undefined;
      const module = path.relative(packages, path.resolve(args.resolveDir, args.path)).replace(/\.js$/, "");
      const replacement = DECAP_REPLACEMENTS[module];
      if (!replacement) return undefined;
      replaced.add(module);
      return { path: path.join(CMS_DIR, replacement) };
    });
  },
});

export const ADMIN_SCRIPT = "cms.js";

export function adminHtml(): string {
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Editor de contenidos</title>
  </head>
  <body>
    <script src="/admin/${ADMIN_SCRIPT}"></script>
  </body>
</html>
`;
}

export interface AdminBuild {
  bytes: number;
  /** The source files bundled, relative to the project. */
  inputs: string[];
}

/** Writes the CMS into `outDir`. */
export async function buildAdmin(outDir: string, settings: CmsSettings): Promise<AdminBuild> {
  const replaced = new Set<string>();
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [path.join(CMS_DIR, "src/main.tsx")],
    outfile: path.join(outDir, ADMIN_SCRIPT),
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    legalComments: "none",
    metafile: true,
    logLevel: "error",
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    tsconfig: path.join(ROOT, "tsconfig.json"),
    define: {
      "process.env.NODE_ENV": '"production"',
      global: "globalThis",
      CMS_SETTINGS: JSON.stringify(settings),
    },
    alias: {
      gatsby: path.join(CMS_DIR, "src/shims/gatsby.tsx"),
      "gatsby-plugin-image": path.join(CMS_DIR, "src/shims/gatsby-plugin-image.ts"),
      path: "path-browserify",
    },
    plugins: [react19, decapReplacements(replaced)],
  });
  const unused = Object.keys(DECAP_REPLACEMENTS).filter((module) => !replaced.has(module));
  if (unused.length > 0)
    throw new Error(`Decap no longer imports ${unused.join(", ")}: update DECAP_REPLACEMENTS in cms/build.ts`);
  await fs.writeFile(path.join(outDir, "index.html"), adminHtml());
  await fs.copyFile(path.join(ROOT, "content/images/brand-icon.svg"), path.join(outDir, "logo.svg"));
  return {
    bytes: Object.values(result.metafile.outputs).reduce((total, output) => total + output.bytes, 0),
    inputs: Object.keys(result.metafile.inputs),
  };
}
