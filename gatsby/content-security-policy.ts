import { createHash } from "node:crypto";
import { DomUtils, parseDocument } from "htmlparser2";
import type { Env } from "../src/config/env";
import { urlProblem } from "../src/config/env-problems";

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
  const handlers = DomUtils.findAll(
    (element) => Object.keys(element.attribs).some((name) => /^on/i.test(name)),
    document.children,
  );
  if (handlers.length > 0) {
    throw new Error(
      `${file}: inline event handler on <${handlers[0]!.name}>; the Content-Security-Policy would block it`,
    );
  }
  const scripts = DomUtils.getElementsByTagName("script", document).filter(
    (script) =>
      script.attribs.src === undefined && EXECUTABLE_TYPES.has((script.attribs.type ?? "").trim().toLowerCase()),
  );
  return [...new Set(scripts.map((script) => sha256Source(DomUtils.textContent(script))))];
}

/**
 * The origins besides the site's own that the browser may call: Supabase, and Maxi's endpoint only when
 * it is the local backend on another port (in production it is the site's own /api/chat, under 'self').
 * A malformed URL throws: its origin could be "null", which must never reach the policy.
 */
export function connectOrigins({ supabaseUrl, chatWebhookUrl }: Pick<Env, "supabaseUrl" | "chatWebhookUrl">): string[] {
  const problems = [
    urlProblem("GATSBY_SUPABASE_URL", supabaseUrl),
    urlProblem("GATSBY_CHAT_WEBHOOK_URL", chatWebhookUrl),
  ];
  const found = problems.filter((problem) => problem !== null);
  if (found.length > 0) throw new Error(found.join("\n"));
  const absolute = [supabaseUrl, chatWebhookUrl].filter((url) => url !== "" && !url.startsWith("/"));
  return [...new Set(absolute.map((url) => new URL(url).origin))];
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

export interface AdminPolicySources {
  connectOrigins: readonly string[];
  imageOrigins: readonly string[];
}

/**
 * The CMS at /admin/ (Decap): its bundle only, no inline script. 'unsafe-eval' because Decap checks
 * its configuration with ajv, which compiles the check with new Function; this page alone allows it.
 * blob: is an upload held by the page: shown as an image, and read (fetch) to send it when saving.
 * The preview pane is a same-origin frame.
 */
export function adminContentSecurityPolicy({ connectOrigins: origins, imageOrigins }: AdminPolicySources): string {
  const directives: ReadonlyArray<readonly [string, readonly string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-eval'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...imageOrigins]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", "blob:", ...origins]],
    ["frame-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}
