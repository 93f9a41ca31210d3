import { createClient } from "@supabase/supabase-js";

/** Realtime is never used; Node 20 has no WebSocket, and supabase-js refuses to start without one. */
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used by these tests");
  }
}

/** The real supabase-js client, with its default fetch (Node's), pointed at a local backend. */
export function nodeSupabaseClient(url: string, anonKey = "local-anon-key") {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoWebSocket as never },
  });
}
