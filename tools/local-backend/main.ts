import path from "node:path";
import site from "../../content/site.json";
import { DataDirLockedError } from "./data-dir-lock";
import { startLocalBackend } from "./server";

const port = Number(process.env.LOCAL_BACKEND_PORT ?? 54321);
const dataDir = path.resolve(process.env.LOCAL_BACKEND_DATA ?? ".local-backend/db");
const smtpPort = Number(process.env.LOCAL_MAIL_SMTP_PORT ?? 1025);
const notifyTo = process.env.LEADS_NOTIFY_TO ?? site.contact.email;
const notifierOn = process.env.LOCAL_NOTIFIER !== "off";

startLocalBackend({
  port,
  dataDir,
  notifier: notifierOn
    ? {
        smtp: { host: "127.0.0.1", port: smtpPort },
        to: notifyTo,
        intervalMs: Number(process.env.LOCAL_NOTIFY_INTERVAL_MS ?? 5_000),
        log: (line) => console.log(`[avisos] ${line}`),
      }
    : undefined,
  log: (line) => console.log(`[retención] ${line}`),
})
  .then((backend) => {
    console.log(`Local backend (stand-in for Supabase's API and the n8n chat webhook) on ${backend.url}`);
    console.log(
      notifierOn
        ? `New leads are e-mailed to ${notifyTo} through SMTP 127.0.0.1:${smtpPort} (the local mail catcher); npm run leads shows their delivery state.`
        : "Lead e-mails are off (LOCAL_NOTIFIER=off).",
    );
    const stop = () => void backend.close().then(() => process.exit(0));
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  })
  .catch((error: Error) => {
    console.error(
      error instanceof DataDirLockedError ? error.message : `Local backend failed to start: ${error.message}`,
    );
    process.exit(1);
  });
