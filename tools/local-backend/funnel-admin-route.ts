import type { LocalDatabase } from "./db";
import { GATEWAY_BODIES, type ApiKeys } from "./gateway";
import { sendJson, type RouteHandler } from "./http";

/** `npm run funnel` while the backend holds the database: the figures, read as funnel_reporter. */
export const FUNNEL_FIGURES_PATH = "/local/funnel/figures";
/** Tests only: every counter as stored, and a way to start from none. */
export const FUNNEL_COUNTS_PATH = "/local/funnel/counts";
export const FUNNEL_FORGET_PATH = "/local/funnel/forget";

export interface StoredCount {
  day: string;
  page: string;
  event: string;
  cta: string;
  referrer: string;
  device: string;
  hits: number;
}

/**
 * Local only, with the service-role key (from the backend's state file): what `npm run funnel` reads
 * while the backend runs (PGlite admits one process per folder), and, for the browser tests, the counters
 * themselves and a reset. Nothing like the last two exists in production.
 */
export function createFunnelAdminRoute({ db, keys }: { db: LocalDatabase; keys: ApiKeys }): { handle: RouteHandler } {
  const handle: RouteHandler = async (req, res, url) => {
    if (![FUNNEL_FIGURES_PATH, FUNNEL_COUNTS_PATH, FUNNEL_FORGET_PATH].includes(url.pathname)) return false;
    if (req.headers.apikey !== keys.serviceRole) {
      sendJson(res, 401, GATEWAY_BODIES.invalidKey);
      return true;
    }
    if (url.pathname === FUNNEL_FIGURES_PATH) {
      const [row] = await db.asRole(
        "funnel_reporter",
        async (tx) =>
          (
            await tx.query<{ figures: unknown }>("select public.funnel_figures($1::date, $2::date) as figures", [
              url.searchParams.get("from"),
              url.searchParams.get("to"),
            ])
          ).rows,
      );
      sendJson(res, 200, row?.figures ?? null);
    } else if (url.pathname === FUNNEL_COUNTS_PATH) {
      sendJson(
        res,
        200,
        await db.asOwner<StoredCount>(
          "select day::text, page, event, cta, referrer, device, hits from private.funnel_counts order by 1, 2, 3, 4, 5, 6",
        ),
      );
    } else {
      if (req.method !== "POST") {
        sendJson(res, 405, { message: "POST only" }, { Allow: "POST" });
        return true;
      }
      await db.asOwner("delete from private.funnel_counts");
      await db.asOwner("delete from private.funnel_flood");
      sendJson(res, 200, { forgotten: true });
    }
    return true;
  };
  return { handle };
}
