import type { MailCatcher } from "../../../tools/lib/mail-catcher";
import type { PagesPreview } from "../../../tools/lib/pages-preview";
import type { LocalBackend } from "../../../tools/local-backend/server";
import { endProcessAccounting } from "./process-accounting";

export default async function globalTeardown(): Promise<void> {
  const state = globalThis as {
    __E2E_SERVER__?: PagesPreview;
    __E2E_BACKEND__?: LocalBackend;
    __E2E_MAIL__?: MailCatcher;
  };
  // The preview's warnings and errors, if it had any: the first place to look when a page failed to load.
  const previewLog = state.__E2E_SERVER__?.output().trim();
  if (previewLog) console.log(`wrangler pages dev printed:\n${previewLog.slice(-6000)}`);
  await state.__E2E_SERVER__?.close();
  await state.__E2E_BACKEND__?.close();
  await state.__E2E_MAIL__?.stop();
  await endProcessAccounting("Browser tests");
}
