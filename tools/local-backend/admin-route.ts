import type { LocalDatabase } from "./db";
import { GATEWAY_BODIES, type ApiKeys } from "./gateway";
import { sendJson, type RouteHandler } from "./http";

export interface StoredCount {
  day: string;
  page: string;
  event: string;
  cta: string;
  referrer: string;
  device: string;
  /** The article's slug on the page kind "/blog/:slug/", "" elsewhere. */
  article: string;
  hits: number;
}

/** What the backend holds beside the database. */
interface AdminContext {
  /** The chat gateway's memory of refusals and history reads (gateway/refusal-memory.ts). */
  forgetGatewayMemory(): void;
}

interface AdminAction {
  postOnly?: true;
  answer(db: LocalDatabase, query: URLSearchParams, context: AdminContext): Promise<unknown>;
}

/**
 * Local only, with the service-role key (from the backend's state file): what `npm run funnel` reads
 * while the backend runs (PGlite admits one process per folder), and, for the browser tests, the funnel's
 * counters themselves and resets: of the counters, and of Maxi's admissions, as if their windows had
 * passed, so each browser test chats as a new visitor would (every one of them comes from 127.0.0.1, one
 * client to Maxi's per-client bounds), and the form's site-wide ceiling, so a test can reach it. Nothing
 * like the last four exists in production.
 */
export const ADMIN_ACTIONS = {
  "/local/funnel/figures": {
    answer: (db, query) =>
      db.asRole("funnel_reporter", async (tx) => {
        const sql = "select public.funnel_figures($1::date, $2::date) as figures";
        return (
          (await tx.query<{ figures: unknown }>(sql, [query.get("from"), query.get("to")])).rows[0]?.figures ?? null
        );
      }),
  },
  "/local/funnel/counts": {
    answer: (db) =>
      db.asOwner<StoredCount>(
        "select day::text, page, event, cta, referrer, device, article, hits from private.funnel_counts order by 1, 2, 3, 4, 5, 6, 7",
      ),
  },
  "/local/funnel/forget": {
    postOnly: true,
    answer: async (db) => {
      await db.asOwner("delete from private.funnel_counts");
      await db.asOwner("delete from private.funnel_flood");
      await db.asOwner("delete from private.funnel_articles");
      return { forgotten: true };
    },
  },
  "/local/contacts/site-ceiling": {
    postOnly: true,
    // ?max=N sets the form's site-wide ceiling (private.contacts_settings); without it, back to the default.
    answer: async (db, query) => {
      const max = query.get("max");
      const sql = `update private.contacts_settings set max_site_requests_per_day = ${max === null ? "default" : "$1::integer"}
                   returning max_site_requests_per_day as max`;
      const rows = await db.asOwner<{ max: number }>(sql, max === null ? [] : [max]);
      return { max: rows[0]?.max };
    },
  },
  "/local/maxi/forget-admissions": {
    postOnly: true,
    // The gateway's memory too: it would otherwise keep answering a refused client in reduced mode.
    answer: async (db, _query, { forgetGatewayMemory }) => {
      forgetGatewayMemory();
      const deleted = await db.asOwner<{ n: number }>(
        "with gone as (delete from private.maxi_admissions returning 1) select count(*)::int as n from gone",
      );
      return { forgotten: deleted[0]?.n ?? 0 };
    },
  },
} satisfies Record<string, AdminAction>;

export type AdminPath = keyof typeof ADMIN_ACTIONS;

export function createAdminRoute({
  db,
  keys,
  forgetGatewayMemory = () => undefined,
}: { db: LocalDatabase; keys: ApiKeys } & Partial<AdminContext>): RouteHandler {
  return async (req, res, url) => {
    if (!Object.hasOwn(ADMIN_ACTIONS, url.pathname)) return false;
    const action: AdminAction = ADMIN_ACTIONS[url.pathname as AdminPath];
    if (req.headers.apikey !== keys.serviceRole) sendJson(res, 401, GATEWAY_BODIES.invalidKey);
    else if (action.postOnly && req.method !== "POST") sendJson(res, 405, { message: "POST only" }, { Allow: "POST" });
    else sendJson(res, 200, await action.answer(db, url.searchParams, { forgetGatewayMemory }));
    return true;
  };
}
