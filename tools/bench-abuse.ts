/**
 * `npm run bench:abuse`: scripted floods of every kind issue 24 names, each against a fresh database
 * with the real migrations (PGlite) and the local notifier e-mailing the real mail catcher (maildev), as
 * n8n does in production (batches of 20, one round a minute). Prints one table: for each flood, how many
 * requests were stored, refused, sent to the model, e-mailed alone and listed in the daily digest, and
 * when a genuine lead sent after it was e-mailed. Checks on the way that every stored row was e-mailed
 * once, alone or in the digest. Writes reports/bench-abuse.md. Ports: TEST_MAIL_SMTP_PORT/WEB_PORT.
 */
import fs from "node:fs";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { GENUINE_EMAIL, postGenuineLead, SCENARIOS, type FloodOutcome } from "./lib/abuse-floods";
import { startMailCatcher, type CaughtMail, type MailCatcher } from "./lib/mail-catcher";
import { TEST_MAIL_SMTP_PORT, TEST_MAIL_WEB_PORT } from "./lib/test-env";
import { openDatabase, type LocalDatabase } from "./local-backend/db";
import { createNotifier, smtpSender, type Notifier } from "./local-backend/notifier";

const TEAM = "equipo@azahardigital.es";
const N8N_BATCH = 20;

interface Row extends FloodOutcome {
  name: string;
  alone: number;
  digestRows: number;
  digestMails: number;
  genuine: string;
}

const count = async (db: LocalDatabase, condition: string) =>
  (await db.asOwner<{ n: number }>(`select count(*)::int as n from public.contacts where ${condition}`))[0]?.n ?? 0;

/**
 * Notifier rounds until one sends no `kind` (lead e-mails or digest parts): the ids each round sent, and
 * how many e-mails of any kind went out.
 */
async function rounds(notifier: Notifier, kind: "delivered" | "digests", scenario: string) {
  const sent: string[][] = [];
  let mails = 0;
  for (;;) {
    const result = await notifier.runOnce();
    if (result.failed.length) throw new Error(`${scenario}: ${result.failed[0]?.error}`);
    mails += result.delivered.length + result.digests.length + result.reports.length;
    if (result[kind].length === 0) return { sent, mails };
    sent.push(result[kind]);
  }
}

/** The e-mails the catcher received since `before`, once it holds `expected` of them (or after 15 s). */
async function caught(catcher: MailCatcher, before: Set<string>, expected: number): Promise<CaughtMail[]> {
  for (let waited = 0; ; waited += 100) {
    const mails = (await catcher.messages()).filter((mail) => !before.has(mail.id));
    if (mails.length >= expected || waited >= 15_000) return mails;
    await delay(100);
  }
}

async function main() {
  const catcher = await startMailCatcher({ smtpPort: TEST_MAIL_SMTP_PORT, webPort: TEST_MAIL_WEB_PORT });
  const send = smtpSender({ host: "127.0.0.1", port: TEST_MAIL_SMTP_PORT });
  const rows: Row[] = [];
  try {
    for (const scenario of SCENARIOS) {
      const started = Date.now();
      const db = await openDatabase();
      try {
        const before = new Set((await catcher.messages()).map((mail) => mail.id));
        const outcome = await scenario.run(db);
        if (scenario.backlog) {
          await db.asOwner(
            "update public.contacts set notify_mode = 'individual', notify_reason = null, notify_due_at = created_at where notified_at is null",
          );
        }
        const genuineRow = async () =>
          (
            await db.asOwner<{ id: string; notify_reason: string | null }>(
              "select id, notify_reason from public.contacts where email = $1",
              [GENUINE_EMAIL],
            )
          )[0];
        let genuineId: string | null = null;
        if (scenario.genuineAfter) {
          if ((await postGenuineLead(db)) !== "ok") throw new Error(`${scenario.name}: the genuine lead was refused`);
          genuineId = (await genuineRow())?.id ?? null;
        }

        // The individual e-mails, round after round as n8n sends them (one round a minute).
        const notifier = createNotifier({ db, send, to: TEAM, batchSize: N8N_BATCH });
        const { sent: individual, mails: individualMails } = await rounds(notifier, "delivered", scenario.name);
        const genuineRound = individual.findIndex((ids) => genuineId !== null && ids.includes(genuineId)) + 1 || null;
        // The digest's hour (moved, not waited for), then its parts.
        await db.asOwner(
          "update public.contacts set notify_due_at = now() - interval '1 second' where notified_at is null and notify_mode = 'digest'",
        );
        const { mails: digestMails } = await rounds(notifier, "digests", scenario.name);
        // The SMTP server has accepted every e-mail; maildev stores each a moment later.
        const mails = await caught(catcher, before, individualMails + digestMails);
        const digests = mails.filter((mail) => mail.subject.startsWith("Resumen diario"));
        const alone = mails.length - digests.length;
        const digestRows = digests.reduce(
          (sum, mail) => sum + (mail.text.match(/\n {3}Referencia: /g) ?? []).length,
          0,
        );
        const stored = await count(db, "true");
        // Nothing lost, nothing twice: every stored row went out once, alone or in a digest.
        if (alone + digestRows !== stored || (await count(db, "notified_at is null")) !== 0) {
          throw new Error(
            `${scenario.name}: ${stored} stored but ${alone} e-mailed alone and ${digestRows} in digests`,
          );
        }
        const genuine = !genuineId
          ? "—"
          : genuineRound !== null
            ? `alone, round ${genuineRound} of ${individual.length} (within ${genuineRound} min)`
            : `in the 08:00 digest: «${(await genuineRow())?.notify_reason ?? "?"}»`;
        rows.push({
          name: scenario.name,
          ...outcome,
          stored: stored - (genuineId ? 1 : 0),
          alone: alone - (genuineRound !== null ? 1 : 0),
          digestRows: digestRows - (genuineId && genuineRound === null ? 1 : 0),
          digestMails: digests.length,
          genuine,
        });
        console.log(`${scenario.name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } finally {
        await db.close();
      }
    }
  } finally {
    await catcher.stop();
  }

  const format = (value: number) => value.toLocaleString("en-US");
  const table = [
    "| Flood | Requests | Stored | Refused | Sent to the model | E-mailed alone | In the digest (e-mails) | Genuine lead sent after it |",
    "|---|---:|---:|---:|---:|---:|---:|---|",
    ...rows.map(
      (row) =>
        `| ${row.name} | ${format(row.requests)} | ${format(row.stored)} | ${format(row.refused)} | ${format(row.admitted)} | ${format(row.alone)} | ${format(row.digestRows)} (${row.digestMails}) | ${row.genuine} |`,
    ),
  ].join("\n");
  console.log(`\n${table}\n`);
  console.log(
    "Every stored row was e-mailed exactly once, alone or in the digest. Notifier: batches of 20, as n8n's workflow; one round = one minute in production.",
  );
  fs.mkdirSync("reports", { recursive: true });
  fs.writeFileSync(path.join("reports", "bench-abuse.md"), `${table}\n`);
}

main().catch((error: Error) => {
  console.error(
    `bench:abuse failed: ${error.stack ?? error.message}`,
    (error as Error & { cause?: unknown }).cause ?? "",
  );
  process.exit(1);
});
