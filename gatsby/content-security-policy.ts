import { createHash } from "node:crypto";
import { DomUtils, parseDocument } from "htmlparser2";

/** Script types a browser runs. JSON-LD and other data blocks are never executed, so CSP ignores them. */
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * The CSP hash sources of a document's inline scripts (Gatsby's page path, chunk mapping and compilation
 * hash, gatsby-plugin-image's loader, the /servicios fallback's redirect). Fails on inline event
 * handlers: a hash cannot allow them without 'unsafe-hashes', and nothing of ours should emit one.
 */
export function inlineScriptHashes(html: string, file: string): string[] {
  const document = parseDocument(html);
  const handlers = DomUtils.findAll((element) => Object.keys(element.attribs).some((name) => /^on/i.test(name)), document.children);
  if (handlers.length > 0) {
    throw new Error(`${file}: inline event handler on <${handlers[0]!.name}>; the Content-Security-Policy would block it`);
  }
  const scripts = DomUtils.getElementsByTagName("script", document).filter(
    (script) => script.attribs.src === undefined && EXECUTABLE_TYPES.has((script.attribs.type ?? "").trim().toLowerCase()),
  );
  return [...new Set(scripts.map((script) => sha256Source(DomUtils.textContent(script))))];
}

/** The origins of the configured backend URLs (Supabase, n8n chat webhook), the only hosts the browser may call. */
export function connectOrigins(urls: readonly string[]): string[] {
  const origins = urls
    .filter((url) => url !== "")
    .map((url) => {
      try {
        return new URL(url).origin;
      } catch {
        throw new Error(`"${url}" is not a valid URL: check GATSBY_SUPABASE_URL and GATSBY_CHAT_WEBHOOK_URL`);
      }
    });
  return [...new Set(origins)];
}

export interface PolicySources {
  scriptHashes: readonly string[];
  connectOrigins: readonly string[];
}

/**
 * Same-origin everything; inline scripts only by hash. Styles allow 'unsafe-inline' because emotion
 * writes <style> tags at runtime (and gatsby-plugin-image uses style attributes).
 */
export function contentSecurityPolicy({ scriptHashes, connectOrigins: origins }: PolicySources): string {
  const directives: ReadonlyArray<readonly [string, readonly string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scriptHashes]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...origins]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}
