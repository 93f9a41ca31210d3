import fs from "node:fs";
import path from "node:path";
import { startStaticServer } from "../../../scripts/lib/static-server";

/** Serves the production build for every browser test. `npm test` builds it first. */
export default async function globalSetup(): Promise<void> {
  const publicDir = path.resolve(__dirname, "../../../public");
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    throw new Error("public/ has no build: run `npm run build` before the browser tests (npm test does).");
  }
  const server = await startStaticServer(publicDir);
  process.env.E2E_BASE_URL = server.url;
  (globalThis as { __E2E_SERVER__?: typeof server }).__E2E_SERVER__ = server;
}
