/**
 * `npm run funnel -- --from 2026-11-01 --to 2026-11-30`: the funnel's figures for a period (the last
 * complete week by default), beside the period of the same length before it, as tables. The figures are
 * public.funnel_figures()'s, the same the Monday e-mail shows.
 *
 * Where from: FUNNEL_DATABASE_URL (a postgres:// URL logging in as funnel_reporter, e.g. Supabase's pooler)
 * for the hosted project; otherwise the local backend's database (asked through the running backend, or
 * opened directly when none runs).
 */
import fs from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { fetchFunnelFigures } from "./local-backend/admin-client";
import { readBackendState } from "./local-backend/backend-state";
import { isProcessAlive } from "./local-backend/data-dir-lock";
import { openDatabase } from "./local-backend/db";
import { parsePeriod, previousPeriod, type FunnelFigures, type Period } from "./lib/funnel/figures";
import { funnelTables } from "./lib/funnel/tables";

const dataDir = path.resolve(process.env.LOCAL_BACKEND_DATA ?? ".local-backend/db");
const FIGURES_SQL = "select public.funnel_figures($1::date, $2::date) as figures";

async function readFigures(periods: Period[]): Promise<FunnelFigures[]> {
  const url = process.env.FUNNEL_DATABASE_URL?.trim();
  if (url) {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const figures: FunnelFigures[] = [];
      for (const { from, to } of periods)
        figures.push((await client.query<{ figures: FunnelFigures }>(FIGURES_SQL, [from, to])).rows[0]!.figures);
      return figures;
    } finally {
      await client.end();
    }
  }
  const state = readBackendState(dataDir);
  if (state && isProcessAlive(state.pid)) {
    return Promise.all(
      periods.map(({ from, to }) => fetchFunnelFigures(state.url, dataDir, from, to) as Promise<FunnelFigures>),
    );
  }
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION")))
    throw new Error(`No local database in ${dataDir} (npm start creates it), and FUNNEL_DATABASE_URL is not set.`);
  const db = await openDatabase(dataDir);
  try {
    const figures: FunnelFigures[] = [];
    for (const { from, to } of periods) {
      figures.push(
        await db.asRole(
          "funnel_reporter",
          async (tx) => (await tx.query<{ figures: FunnelFigures }>(FIGURES_SQL, [from, to])).rows[0]!.figures,
        ),
      );
    }
    return figures;
  } finally {
    await db.close();
  }
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
