import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import site from "../../../content/site.json";
import { startMailCatcher } from "../../../tools/lib/mail-catcher";
import { randomSecret } from "../../../tools/local-backend/backend-state";
import { startLocalBackend } from "../../../tools/local-backend/server";
import { startPagesPreview } from "../../../tools/lib/pages-preview";
import { testProcesses } from "./leftover-processes";
import { startProcessAccounting } from "./process-accounting";
import {
  TEST_BACKEND_PORT,
  TEST_MAIL_SMTP_PORT,
  TEST_MAIL_WEB_PORT,
  TEST_SITE_PORT,
} from "../../../tools/lib/test-env";

/**
 * Serves the production build (compiled by `npm test` against tools/lib/test-env.ts) through the
 * Cloudflare Pages preview, so headers, redirects, the CSP and Maxi's gateway (/api/chat) behave as in
 * production, and starts the local backend with an empty database, its lead notifier and the mail
 * catcher it e-mails, for every browser test. The gateway's settings point at the local backend's n8n
 * stand-in, as the Pages project's point at n8n.
 */
export default async function globalSetup(): Promise<void> {
  const publicDir = path.resolve(__dirname, "../../../public");
  if (!fs.existsSync(path.join(publicDir, "_headers"))) {
    throw new Error("public/ has no build: run `npm run build:test` before the browser tests (npm test does).");
  }
  startProcessAccounting("Browser tests");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-db-"));
  const mailCatcher = await startMailCatcher({ smtpPort: TEST_MAIL_SMTP_PORT, webPort: TEST_MAIL_WEB_PORT });
  const backend = await startLocalBackend({
    port: TEST_BACKEND_PORT,
    dataDir,
    notifier: { smtp: { host: "127.0.0.1", port: TEST_MAIL_SMTP_PORT }, to: site.contact.email, intervalMs: 500 },
  }).catch(async (error: Error) => {
    await mailCatcher.stop();
    throw error;
  });
  const gateway = {
    MAXI_N8N_WEBHOOK_URL: backend.chat.webhookUrl,
    MAXI_N8N_BASIC_AUTH: backend.chat.credential,
    MAXI_CLIENT_KEY_SECRET: randomSecret(),
  };
  const preview = await startPagesPreview(publicDir, TEST_SITE_PORT, gateway).catch(async (error: Error) => {
    await backend.close();
    await mailCatcher.stop();
    throw error;
  });
  process.env.E2E_BASE_URL = preview.url;
  process.env.E2E_BACKEND_URL = backend.url;
  process.env.E2E_BACKEND_DATA = dataDir;
  process.env.E2E_MAIL_URL = mailCatcher.webUrl;
  process.env.E2E_SERVER_PIDS = testProcesses()
    .filter((found) => found.ours)
    .map((found) => found.pid)
    .join(",");
  Object.assign(globalThis, { __E2E_SERVER__: preview, __E2E_BACKEND__: backend, __E2E_MAIL__: mailCatcher });
}
