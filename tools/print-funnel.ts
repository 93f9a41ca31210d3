/**
 * `npm run funnel -- --from 2026-11-01 --to 2026-11-30`: the funnel's figures for a period (the last
 * complete week by default), beside the period of the same length before it, as tables. The figures are
 * public.funnel_figures()'s, the same the Monday e-mail shows.
 *
 * Where from: FUNNEL_DATABASE_URL (a postgres:// URL logging in as funnel_reporter, e.g. Supabase's pooler)
 * for the hosted project; otherwise the local backend's database (asked through the running backend, or
 * opened directly when none runs).
 */
import path from "node:path";
import { Client } from "pg";
import { fetchFunnelFigures } from "./local-backend/admin-client";
import { readLocalData } from "./local-backend/db";
import { parsePeriod, previousPeriod, type FunnelFigures, type Period } from "./lib/funnel/figures";
import { funnelTables } from "./lib/funnel/tables";

const dataDir = path.resolve(process.env.LOCAL_BACKEND_DATA ?? ".local-backend/db");
const FIGURES_SQL = "select public.funnel_figures($1::date, $2::date) as figures";
type Query = (sql: string, params: string[]) => Promise<{ rows: { figures: FunnelFigures }[] }>;
// Each client runs its queries one after another, in the order given.
const figuresFrom = (query: Query, periods: Period[]) =>
  Promise.all(periods.map(async ({ from, to }) => (await query(FIGURES_SQL, [from, to])).rows[0]!.figures));

async function readFigures(periods: Period[]): Promise<FunnelFigures[]> {
  const url = process.env.FUNNEL_DATABASE_URL?.trim();
  if (url) {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return await figuresFrom((sql, params) => client.query(sql, params), periods);
    } finally {
      await client.end();
    }
  }
  const figures = await readLocalData(
    dataDir,
    (backendUrl) => Promise.all(periods.map(({ from, to }) => fetchFunnelFigures(backendUrl, dataDir, from, to))),
    (db) => db.asRole("funnel_reporter", (tx) => figuresFrom((sql, params) => tx.query(sql, params), periods)),
  );
  if (!figures)
    throw new Error(`No local database in ${dataDir} (npm start creates it), and FUNNEL_DATABASE_URL is not set.`);
  return figures;
}

async function main() {
  const period = parsePeriod(process.argv.slice(2));
  const [current, previous] = await readFigures([period, previousPeriod(period)]);
  console.log(funnelTables(current!, previous!));
}

main().catch((error: Error) => {
  console.error(`npm run funnel: ${error.message}`);
  process.exit(1);
});
