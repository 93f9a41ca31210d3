import type { LocalDatabase, RequestContext } from "../../tools/local-backend/db";

/** A browser's user agent: the database ignores hits without one, or from a robot's. */
export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

/** The request settings PostgREST sets for a beacon from `address` behind Supabase's gateway. */
export const beaconFrom = (address: string, userAgent: string | null = BROWSER_USER_AGENT): RequestContext => ({
  headers: {
    "cf-connecting-ip": address,
    "x-forwarded-for": address,
    "x-real-ip": address,
    ...(userAgent === null ? {} : { "user-agent": userAgent }),
  },
  method: "POST",
  path: "/rpc/funnel_hit",
});

/** One beacon as the collector sends it, run as PostgREST runs it (anon, the body as the function's one text argument). */
export const funnelHit = (db: LocalDatabase, hit: unknown, request: RequestContext = beaconFrom("192.0.2.10")) =>
  db.asRole(
    "anon",
    (tx) => tx.query("select public.funnel_hit($1)", [typeof hit === "string" ? hit : JSON.stringify(hit)]),
    request,
  );

export interface Count {
  day: string;
  page: string;
  event: string;
  cta: string;
  referrer: string;
  device: string;
  hits: number;
}

/** Every counter, as stored (owner). */
export const counts = (db: LocalDatabase) =>
  db.asOwner<Count>(
    "select day::text, page, event, cta, referrer, device, hits from private.funnel_counts order by 1, 2, 3, 4, 5, 6",
  );
