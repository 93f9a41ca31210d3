import type { RouteHandler } from "./http";

export interface RestOptions {
  dataDir: string;
}

/** Local stand-in for Supabase's REST endpoint (PostgREST) over embedded Postgres. Not built yet (issue 3). */
export async function createRestHandler(_options: RestOptions): Promise<{ handle: RouteHandler; close(): Promise<void> }> {
  return { handle: async () => false, close: async () => undefined };
}
