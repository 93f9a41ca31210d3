import { contentSecurityPolicy } from "./content-security-policy";

/** Sent with every response. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Only features browsers recognise: an unknown one (e.g. the retired interest-cohort) logs a console error.
  "Permissions-Policy":
    "accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

export const CACHE_CONTROL = {
  revalidate: "public, max-age=0, must-revalidate",
  immutable: "public, max-age=31536000, immutable",
} as const;

/** Cloudflare Pages' limits for _headers; beyond them it silently ignores rules. */
const MAX_RULES = 100;
const MAX_LINE = 2000;

const CONTENT_HASHED = /-[0-9a-f]{20}\.(js|css)$/;

/**
 * Folders whose pages grow with the content: one rule for the whole folder, allowing the scripts of all
 * its pages, instead of one rule per page. Their pages' inline scripts do not depend on the path
 * (page-path-script.ts), so the rule stays one short line however many articles there are.
 */
const GROUPED_FOLDERS = ["/blog/"];

export interface HeaderRule {
  path: string;
  /** Headers removed first: the ones an earlier matching rule set that this path replaces. */
  detach?: readonly string[];
  set: Readonly<Record<string, string>>;
}

export interface Document {
  /** The URL path the document is served at ("/contacto/", "/404.html"). */
  path: string;
  scriptHashes: readonly string[];
}

export interface HeaderInputs {
  documents: readonly Document[];
  connectOrigins: readonly string[];
  /** Names of the files at the root of public/, where webpack writes the bundles. */
  rootFiles: readonly string[];
  /** The Content-Security-Policy of the CMS at /admin/. */
  adminPolicy: string;
}

/**
 * Immutable caching for the root bundles relies on every root .js/.css carrying webpack's content hash.
 * `:bundle` matches one path segment, so ~partytown/ (unhashed) is not covered.
 */
function bundleRules(rootFiles: readonly string[]): HeaderRule[] {
  const unhashed = rootFiles.filter((name) => /\.(js|css)$/.test(name) && !CONTENT_HASHED.test(name));
  if (unhashed.length > 0) {
    throw new Error(
      `public/${unhashed[0]} has no content hash but /:bundle.js and /:bundle.css are cached as immutable`,
    );
  }
  return ["js", "css"].map((extension) => ({
    path: `/:bundle.${extension}`,
    set: { "Cache-Control": CACHE_CONTROL.immutable },
  }));
}

/**
 * Every response gets the security headers and a policy allowing the inline scripts of all documents
 * (so the 404 page works for any unknown path). Each directory page then replaces the policy with one
 * allowing only its own scripts (a grouped folder's pages: the scripts of that folder's pages). Cache-Control
 * never appears in two rules matching the same path, because Cloudflare joins repeated headers with a comma.
 */
export function headerRules({ documents, connectOrigins, rootFiles, adminPolicy }: HeaderInputs): HeaderRule[] {
  const policy = (scriptHashes: readonly string[]) => contentSecurityPolicy({ scriptHashes, connectOrigins });
  const allHashes = [...new Set(documents.flatMap((document) => document.scriptHashes))];
  const folderOf = (documentPath: string) => GROUPED_FOLDERS.find((folder) => documentPath.startsWith(folder));
  const groups = new Map<string, string[]>();
  for (const document of documents.filter((candidate) => candidate.path.endsWith("/"))) {
    const folder = folderOf(document.path);
    const rulePath = folder ? `${folder}*` : document.path;
    groups.set(rulePath, [...(groups.get(rulePath) ?? []), ...document.scriptHashes]);
  }
  const pages = [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([rulePath, scriptHashes]) => ({
      path: rulePath,
      detach: ["Content-Security-Policy"],
      set: {
        "Content-Security-Policy": policy([...new Set(scriptHashes)]),
        "Cache-Control": CACHE_CONTROL.revalidate,
      },
    }));
  return [
    { path: "/*", set: { ...SECURITY_HEADERS, "Content-Security-Policy": policy(allHashes) } },
    ...pages,
    // The CMS: its own policy, never indexed, and revalidated so editors always get the deployed version.
    // It signs in through a popup that passes by github.com: same-origin-allow-popups keeps that popup's
    // way back to this window (window.opener), which same-origin would cut.
    {
      path: "/admin/*",
      detach: ["Content-Security-Policy", "Cross-Origin-Opener-Policy"],
      set: {
        "Content-Security-Policy": adminPolicy,
        "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
        "X-Robots-Tag": "noindex, nofollow",
        "Cache-Control": CACHE_CONTROL.revalidate,
      },
    },
    { path: "/page-data/*", set: { "Cache-Control": CACHE_CONTROL.revalidate } },
    { path: "/static/*", set: { "Cache-Control": CACHE_CONTROL.immutable } },
    ...bundleRules(rootFiles),
  ];
}

/** The _headers file (Cloudflare Pages and Netlify format): a path line, then indented `Name: value` or `! Name`. */
export function headersFile(rules: readonly HeaderRule[]): string {
  if (rules.length > MAX_RULES)
    throw new Error(`_headers has ${rules.length} rules; Cloudflare Pages reads at most ${MAX_RULES}`);
  const lines = rules.flatMap((rule) => [
    rule.path,
    ...(rule.detach ?? []).map((name) => `  ! ${name}`),
    ...Object.entries(rule.set).map(([name, value]) => `  ${name}: ${value}`),
  ]);
  const long = lines.find((line) => line.length > MAX_LINE);
  if (long)
    throw new Error(
      `_headers line longer than ${MAX_LINE} characters, which Cloudflare Pages ignores: ${long.slice(0, 80)}…`,
    );
  return `${lines.join("\n")}\n`;
}
