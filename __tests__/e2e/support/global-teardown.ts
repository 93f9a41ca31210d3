import type { MailCatcher } from "../../../tools/lib/mail-catcher";
import type { PagesPreview } from "../../../tools/lib/pages-preview";
import type { LocalBackend } from "../../../tools/local-backend/server";
import { countByKind, expectNoLeftovers, testProcesses } from "./leftover-processes";

export default async function globalTeardown(): Promise<void> {
  const state = globalThis as {
    __E2E_SERVER__?: PagesPreview;
    __E2E_BACKEND__?: LocalBackend;
    __E2E_MAIL__?: MailCatcher;
  };
  await state.__E2E_SERVER__?.close();
  await state.__E2E_BACKEND__?.close();
  await state.__E2E_MAIL__?.stop();
  const preexisting = new Set((process.env.E2E_PREEXISTING_PIDS ?? "").split(",").filter(Boolean).map(Number));
  try {
    await expectNoLeftovers(preexisting, "The browser tests (the last file or the global setup's servers)");
  } finally {
    console.log(`Browsers and servers after the browser tests: ${countByKind(testProcesses())}`);
  }
}
