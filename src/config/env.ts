/**
 * The only place that reads build-time configuration. Gatsby inlines `process.env.GATSBY_*`
 * into the browser bundle at build time, so each variable must be written out in full here.
 * Node code (gatsby-config) calls `readEnv()` after loading its .env file.
 */
// A placeholder on a reserved domain: a build that was not told its address says so in every canonical
// URL, and a production build refuses it (gatsby/launch/launch-check.ts).
const DEFAULT_SITE_URL = "https://www.azahardigital.example";

function clean(value: string | undefined): string {
  return (value ?? "").trim().replace(/\/+$/, "");
}

export function readEnv() {
  return {
    siteUrl: clean(process.env.GATSBY_SITE_URL) || DEFAULT_SITE_URL,
    supabaseUrl: clean(process.env.GATSBY_SUPABASE_URL),
    supabaseAnonKey: (process.env.GATSBY_SUPABASE_ANON_KEY ?? "").trim(),
    chatWebhookUrl: clean(process.env.GATSBY_CHAT_WEBHOOK_URL),
  } as const;
}

export type Env = ReturnType<typeof readEnv>;

export const env: Env = readEnv();
