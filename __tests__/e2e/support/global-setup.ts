import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startLocalBackend } from "../../../scripts/local-backend/server";
import { startStaticServer } from "../../../scripts/lib/static-server";
import { TEST_BACKEND_PORT, TEST_SITE_PORT } from "../../../scripts/lib/test-env";

/**
 * Serves the production build (compiled by `npm test` against scripts/lib/test-env.ts) and starts the
 * local backend with an empty database, for every browser test.
 */
export default async function globalSetup(): Promise<void> {
  const publicDir = path.resolve(__dirname, "../../../public");
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    throw new Error("public/ has no build: run `npm run build:test` before the browser tests (npm test does).");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-db-"));
  const backend = await startLocalBackend({ port: TEST_BACKEND_PORT, dataDir });
  const server = await startStaticServer(publicDir, TEST_SITE_PORT);
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_BACKEND_URL = backend.url;
  process.env.E2E_BACKEND_DATA = dataDir;
  Object.assign(globalThis, { __E2E_SERVER__: server, __E2E_BACKEND__: backend });
}
