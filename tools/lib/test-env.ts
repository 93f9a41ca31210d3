/**
 * The addresses the test build is compiled against (GATSBY_* values are inlined at build time) and
 * that the browser-test setup serves. One place, read by tools/build-for-tests.ts and the e2e setup.
 * TEST_SITE_PORT / TEST_BACKEND_PORT / TEST_CMS_PROXY_PORT / TEST_DEV_PORT move them, so two checkouts can run their suites side by side;
 * build and tests must then see the same values.
 */
const portFromEnv = (name: string, fallback: number): number => {
  const value = process.env[name] || String(fallback);
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1024 || port > 65535)
    throw new Error(`${name}=${value} is not a usable port (1024–65535)`);
  return port;
};

export const TEST_SITE_PORT = portFromEnv("TEST_SITE_PORT", 9000);
export const TEST_BACKEND_PORT = portFromEnv("TEST_BACKEND_PORT", 54321);
/** The local mail catcher (maildev) that receives the lead e-mails in tests: SMTP and its web API. */
export const TEST_MAIL_SMTP_PORT = portFromEnv("TEST_MAIL_SMTP_PORT", 1025);
export const TEST_MAIL_WEB_PORT = portFromEnv("TEST_MAIL_WEB_PORT", 1080);
/** The CMS's local proxy (decap-server) that the test build's /admin/ talks to. */
export const TEST_CMS_PROXY_PORT = portFromEnv("TEST_CMS_PROXY_PORT", 8081);
/** The development server (`gatsby develop`) that the browser tests start, and its own local backend. */
export const TEST_DEV_PORT = portFromEnv("TEST_DEV_PORT", 8100);
export const TEST_DEV_BACKEND_PORT = portFromEnv("TEST_DEV_BACKEND_PORT", 54322);
/** The CMS proxy of that development server (the production build's tests use TEST_CMS_PROXY_PORT). */
export const TEST_DEV_CMS_PROXY_PORT = portFromEnv("TEST_DEV_CMS_PROXY_PORT", 8082);

/** `npm run test:n8n` only: the real n8n, its PostgreSQL (Maxi's memory and limits) and the scripted AI provider. */
export const TEST_N8N_PORT = portFromEnv("TEST_N8N_PORT", 5678);
export const TEST_POSTGRES_PORT = portFromEnv("TEST_POSTGRES_PORT", 54329);
export const TEST_MODEL_PORT = portFromEnv("TEST_MODEL_PORT", 54330);
/** The path of Maxi's production chat webhook (n8n/maxi.json's Chat Trigger webhookId). */
export const N8N_CHAT_PATH = "/webhook/maxi/chat";

export const testBuildEnv = {
  GATSBY_SITE_URL: `http://127.0.0.1:${TEST_SITE_PORT}`,
  GATSBY_SUPABASE_URL: `http://127.0.0.1:${TEST_BACKEND_PORT}`,
  GATSBY_SUPABASE_ANON_KEY: "local-anon-key",
  // The preview's own /api/chat (functions/api/chat.ts), which forwards to the local backend's stand-in.
  GATSBY_CHAT_WEBHOOK_URL: "/api/chat",
  CMS_PROXY_PORT: String(TEST_CMS_PROXY_PORT),
  // Compiled against this machine's stand-ins and the repository's placeholders: never for production.
  SITE_CONTEXT: "test",
} as const;
