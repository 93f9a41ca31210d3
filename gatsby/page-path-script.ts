/** Gatsby's one inline script that names the page: `window.pagePath="/blog/mi-articulo/"`. */
const PAGE_PATH_SCRIPT =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath="[^"<]*";\/\*\]\]>\*\/<\/script>/;

/**
 * Removes the script that tells Gatsby's client the page's canonical path. Its only use is to rewrite a
 * URL the page was reached by under another spelling (`/contacto` → `/contacto/`), which the host already
 * does with a redirect before any HTML is served. Without it no inline script depends on the page's path,
 * so every article has the same script hashes and all of them share one `/blog/*` header rule: Cloudflare
 * Pages reads at most 100 rules, and a blog of 200 articles would otherwise need 200.
 */
export function removePagePathScript(html: string): string {
  return html.replace(PAGE_PATH_SCRIPT, "");
}
