/**
 * The addresses the test build is compiled against (GATSBY_* values are inlined at build time) and
 * that the browser-test setup serves. One place, read by scripts/build-for-tests.ts and the e2e setup.
 */
export const TEST_SITE_PORT = 9000;
export const TEST_BACKEND_PORT = 54321;

export const testBuildEnv = {
  GATSBY_SITE_URL: `http://127.0.0.1:${TEST_SITE_PORT}`,
  GATSBY_SUPABASE_URL: `http://127.0.0.1:${TEST_BACKEND_PORT}`,
  GATSBY_SUPABASE_ANON_KEY: "local-anon-key",
  GATSBY_CHAT_WEBHOOK_URL: `http://127.0.0.1:${TEST_BACKEND_PORT}/webhook/local-maxi/chat`,
} as const;
