import fs from "node:fs/promises";
import path from "node:path";
import type { Actions } from "gatsby";

export interface RedirectRule {
  from: string;
  to: string;
}

/** The site's redirects, the one source for Gatsby, the host's _redirects file and the no-JS fallback pages. */
export const redirects: readonly RedirectRule[] = [{ from: "/servicios/", to: "/inteligencia-artificial/" }];

/** Both spellings of each source path, since browser redirects match the exact pathname. */
export function redirectSources(rule: RedirectRule): string[] {
  const bare = rule.from.replace(/\/$/, "");
  return [bare, `${bare}/`];
}

export function createRedirects(actions: Pick<Actions, "createRedirect">): void {
  for (const rule of redirects) {
    for (const fromPath of redirectSources(rule)) {
      actions.createRedirect({ fromPath, toPath: rule.to, isPermanent: true, redirectInBrowser: true });
    }
  }
}

/** The host's _redirects file (Cloudflare Pages, Netlify): `from to status`, one line per spelling. */
export function redirectsFile(): string {
  const lines = redirects.flatMap((rule) => redirectSources(rule).map((from) => `${from} ${rule.to} 301`));
  return `${lines.join("\n")}\n`;
}

/** A static page for hosts without redirect support: works without JavaScript and tells crawlers where to go. */
export function fallbackPage(rule: RedirectRule, siteUrl: string): string {
  const target = rule.to;
  const canonical = `${siteUrl}${target}`;
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>Redirigiendo…</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${target}">
<link rel="canonical" href="${canonical}">
<script>location.replace(${JSON.stringify(target)} + location.search + location.hash)</script>
</head>
<body>
<p>Esta página se ha movido a <a href="${target}">${target}</a>.</p>
</body>
</html>
`;
}

export async function writeFallbackPages(publicDir: string, siteUrl: string): Promise<void> {
  for (const rule of redirects) {
    const dir = path.join(publicDir, rule.from);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, "index.html"), fallbackPage(rule, siteUrl));
  }
}
