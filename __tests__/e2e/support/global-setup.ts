import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startLocalBackend } from "../../../scripts/local-backend/server";
import { startPagesPreview } from "../../../scripts/lib/pages-preview";
import { TEST_BACKEND_PORT, TEST_SITE_PORT } from "../../../scripts/lib/test-env";

/**
 * Serves the production build (compiled by `npm test` against scripts/lib/test-env.ts) through the
 * Cloudflare Pages preview, so headers, redirects and the CSP behave as in production, and starts the
 * local backend with an empty database, for every browser test.
 */
export default async function globalSetup(): Promise<void> {
  const publicDir = path.resolve(__dirname, "../../../public");
  if (!fs.existsSync(path.join(publicDir, "_headers"))) {
    throw new Error("public/ has no build: run `npm run build:test` before the browser tests (npm test does).");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-db-"));
  const backend = await startLocalBackend({ port: TEST_BACKEND_PORT, dataDir });
  const preview = await startPagesPreview(publicDir, TEST_SITE_PORT).catch(async (error: Error) => {
    await backend.close();
    throw error;
  });
  process.env.E2E_BASE_URL = preview.url;
  process.env.E2E_BACKEND_URL = backend.url;
  process.env.E2E_BACKEND_DATA = dataDir;
  Object.assign(globalThis, { __E2E_SERVER__: preview, __E2E_BACKEND__: backend });
}
