/**
 * The caller's address as Cloudflare saw it. Cloudflare's edge writes CF-Connecting-IP itself, replacing
 * any the caller sent; on any other host the same header is whatever the caller wrote, and trusting it
 * would let one script pose as any number of clients. So it is read only where the runtime is Cloudflare's
 * own (workerd, which names itself "Cloudflare-Workers") and the request carries the metadata only the
 * platform attaches (`request.cf`, with the data centre that received it). `wrangler pages dev` is the
 * same runtime and attaches the same metadata: there the header is the local socket's address.
 */

export type ClientAddress = { vouched: true; address: string | null } | { vouched: false; reason: string };

export const CLOUDFLARE_RUNTIME = "Cloudflare-Workers";

const hasEdgeMetadata = (cf: unknown): boolean =>
  typeof cf === "object" && cf !== null && typeof (cf as { colo?: unknown }).colo === "string";

export function cloudflareClientAddress(
  request: Request & { cf?: unknown },
  runtime: string | undefined = globalThis.navigator?.userAgent,
): ClientAddress {
  if (runtime !== CLOUDFLARE_RUNTIME)
    return { vouched: false, reason: `the runtime is ${runtime ?? "unknown"}, not Cloudflare's` };
  if (!hasEdgeMetadata(request.cf))
    return { vouched: false, reason: "the request carries no Cloudflare request metadata (request.cf)" };
  return { vouched: true, address: request.headers.get("CF-Connecting-IP") };
}
