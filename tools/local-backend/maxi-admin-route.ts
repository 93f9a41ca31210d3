import type { LocalDatabase } from "./db";
import { GATEWAY_BODIES, type ApiKeys } from "./gateway";
import { sendJson, type RouteHandler } from "./http";

export const FORGET_MAXI_ADMISSIONS_PATH = "/local/maxi/forget-admissions";

/**
 * Tests only, with the service-role key: forgets Maxi's admissions, as if their windows had passed, so
 * each browser test chats as a new visitor would (every one of them comes from 127.0.0.1, one client to
 * Maxi's per-client bounds). Nothing like it exists in production.
 */
export function createMaxiAdminRoute({ db, keys }: { db: LocalDatabase; keys: ApiKeys }): { handle: RouteHandler } {
  const handle: RouteHandler = async (req, res, url) => {
    if (url.pathname !== FORGET_MAXI_ADMISSIONS_PATH) return false;
    if (req.headers.apikey !== keys.serviceRole) {
      sendJson(res, 401, GATEWAY_BODIES.invalidKey);
      return true;
    }
    if (req.method !== "POST") {
      sendJson(res, 405, { message: "POST only" }, { Allow: "POST" });
      return true;
    }
    const deleted = await db.asOwner<{ n: number }>(
      "with gone as (delete from private.maxi_admissions returning 1) select count(*)::int as n from gone",
    );
    sendJson(res, 200, { forgotten: deleted[0]?.n ?? 0 });
    return true;
  };
  return { handle };
}
