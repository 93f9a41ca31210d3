/**
 * `npm run bench:abuse`: scripted floods of every kind issues 24 and 34 name, each against a fresh database
 * with the real migrations (PGlite) and the local notifier e-mailing the real mail catcher (maildev), as
 * n8n does in production (batches of 20, one round every 20 s; the clock is moved a slot at a time, not waited for).
 * Prints one table: for each flood, how many requests were stored, refused, sent to the model, e-mailed
 * alone, in grouped alerts and in the daily digest, the e-mails of its first hour, and when a genuine lead
 * sent after it was e-mailed. Checks on the way that every stored row was e-mailed once. Writes reports/bench-abuse.md. Ports: TEST_MAIL_SMTP_PORT/WEB_PORT.
 */
import fs from "node:fs";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { CHAT_SCENARIOS, type ChatFloodOutcome } from "./lib/abuse-chat-floods";
import { GENUINE_EMAIL, postGenuineLead, SCENARIOS, type FloodOutcome } from "./lib/abuse-floods";
import { startMailCatcher, type CaughtMail, type MailCatcher } from "./lib/mail-catcher";
import { TEST_MAIL_SMTP_PORT, TEST_MAIL_WEB_PORT } from "./lib/test-env";
import { openDatabase, type LocalDatabase } from "./local-backend/db";
import { createNotifier, smtpSender, type Notifier } from "./local-backend/notifier";

const TEAM = "equipo@azahardigital.es";
const N8N_BATCH = 20;
/** n8n's lead-notification workflow polls every 20 s, on the clock: six polls per 2-minute slot of the grouped alerts. */
const POLL_SECONDS = 20;
const SLOT_SECONDS = 120;

interface Row extends FloodOutcome {
  name: string;
  alone: number;
  groupedRows: number;
  groupedMails: number;
  digestRows: number;
  digestMails: number;
  firstHourMails: number;
  genuine: string;
}

const count = async (db: LocalDatabase, condition: string) =>
  (await db.asOwner<{ n: number }>(`select count(*)::int as n from public.contacts where ${condition}`))[0]?.n ?? 0;

/** Moves every delivery timestamp `seconds` into the past: the clock moves on without waiting. */
async function advance(db: LocalDatabase, seconds: number) {
  const back = (column: string) => `${column} = ${column} - make_interval(secs => ${seconds})`;
  await db.asOwner(
    `update public.contacts set ${["created_at", "notify_due_at", "notified_at", "notify_claimed_until", "notify_retry_at"].map(back).join(", ")}`,
  );
  await db.asOwner(
    `update private.lead_digests set ${["created_at", "claimed_until", "retry_at", "sent_at"].map(back).join(", ")}`,
  );
}

/**
 * Notifier rounds as n8n polls, six per slot, then the clock moves on a slot (moving it by whole slots keeps
 * every row where it was in its slot), until nothing but the digest's rows is left: when the genuine lead
 * was e-mailed (alone or grouped) and how many e-mails the first hour sent.
 */
async function untilOnlyTheDigestWaits(
  db: LocalDatabase,
  notifier: Notifier,
  genuineId: string | null,
  scenario: string,
) {
  let genuineSeconds: number | null = null;
  const sentInSlot: number[] = [];
  for (let slot = 0; ; slot += 1) {
    let sent = 0;
    for (let poll = 0; poll < SLOT_SECONDS / POLL_SECONDS; poll += 1) {
      const result = await notifier.runOnce();
      if (result.failed.length) throw new Error(`${scenario}: ${result.failed[0]?.error}`);
      sent += result.delivered.length + result.grouped.length;
      if (genuineId && genuineSeconds === null && (await count(db, `id = '${genuineId}' and notified_at is not null`)))
        genuineSeconds = slot * SLOT_SECONDS + poll * POLL_SECONDS;
    }
    sentInSlot.push(sent);
    if ((await count(db, "notified_at is null and notify_mode <> 'digest'")) === 0) break;
    await advance(db, SLOT_SECONDS);
  }
  const perHour = 3600 / SLOT_SECONDS;
  return { genuineSeconds, firstHourMails: sentInSlot.slice(0, perHour).reduce((sum, mails) => sum + mails, 0) };
}

/** The e-mails the catcher received since `before`, once it holds `expected` of them (or after 15 s). */
async function caught(catcher: MailCatcher, before: Set<string>, expected: number): Promise<CaughtMail[]> {
  for (let waited = 0; ; waited += 100) {
    const mails = (await catcher.messages()).filter((mail) => !before.has(mail.id));
    if (mails.length >= expected || waited >= 15_000) return mails;
    await delay(100);
  }
}

const rowsIn = (mails: CaughtMail[]) =>
  mails.reduce((sum, mail) => sum + (mail.text.match(/\n {3}Referencia: /g) ?? []).length, 0);

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
        let genuineId: string | null = null;
        if (scenario.genuineAfter) {
          if ((await postGenuineLead(db)) !== "ok") throw new Error(`${scenario.name}: the genuine lead was refused`);
          genuineId =
            (
              await db.asOwner<{ id: string }>(
                "select id from public.contacts where email = $1 order by created_at desc limit 1",
                [GENUINE_EMAIL],
              )
            )[0]?.id ?? null;
        }

        const notifier = createNotifier({ db, send, to: TEAM, batchSize: N8N_BATCH });
        const { genuineSeconds, firstHourMails } = await untilOnlyTheDigestWaits(
          db,
          notifier,
          genuineId,
          scenario.name,
        );
        const [genuineMode] = genuineId
          ? await db.asOwner<{ notify_mode: string }>("select notify_mode from public.contacts where id = $1", [
              genuineId,
            ])
          : [];
        // The digest's hour (moved, not waited for), then its parts.
        await db.asOwner(
          "update public.contacts set notify_due_at = now() - interval '1 second' where notified_at is null and notify_mode = 'digest'",
        );
        for (;;) {
          const result = await notifier.runOnce();
          if (result.failed.length) throw new Error(`${scenario.name}: ${result.failed[0]?.error}`);
          if (result.digests.length === 0) break;
        }
        const expected =
          (await db.asOwner<{ n: number }>("select count(*)::int as n from private.lead_digests"))[0]?.n ?? 0;
        const individuals = await count(db, "notify_mode = 'individual'");
        // The SMTP server has accepted every e-mail; maildev stores each a moment later.
        const mails = await caught(catcher, before, expected + individuals);
        const digests = mails.filter((mail) => mail.subject.startsWith("Resumen diario"));
        const grouped = mails.filter((mail) => /\(aviso agrupado\)$|^Nuevos leads: /.test(mail.subject));
        const alone = mails.length - digests.length - grouped.length;
        const stored = await count(db, "true");
        // Nothing lost, nothing twice: every stored row went out once, alone, grouped or in a digest.
        if (alone + rowsIn(grouped) + rowsIn(digests) !== stored || (await count(db, "notified_at is null")) !== 0) {
          throw new Error(
            `${scenario.name}: ${stored} stored but ${alone} alone, ${rowsIn(grouped)} grouped, ${rowsIn(digests)} in digests`,
          );
        }
        const genuine =
          !genuineId || genuineSeconds === null
            ? "—"
            : `${genuineMode?.notify_mode === "individual" ? "alone" : "grouped"}, ${genuineSeconds} s after it arrived`;
        rows.push({
          name: scenario.name,
          ...outcome,
          stored: stored - (genuineId ? 1 : 0),
          alone,
          groupedRows: rowsIn(grouped),
          groupedMails: grouped.length,
          digestRows: rowsIn(digests),
          digestMails: digests.length,
          firstHourMails,
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

  const chatRows: (ChatFloodOutcome & { name: string })[] = [];
  for (const scenario of CHAT_SCENARIOS) {
    const started = Date.now();
    const db = await openDatabase();
    try {
      chatRows.push({ name: scenario.name, ...(await scenario.run(db)) });
    } finally {
      await db.close();
    }
    console.log(`${scenario.name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const format = (value: number) => value.toLocaleString("en-US");
  const table = [
    "| Flood | Requests | Stored | Refused | Sent to the model | E-mailed alone | Grouped (alerts) | In the digest (e-mails) | E-mails in the first hour (digest aside) | Genuine lead sent after it |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ...rows.map(
      (row) =>
        `| ${row.name} | ${format(row.requests)} | ${format(row.stored)} | ${format(row.refused)} | ${format(row.admitted)} | ${format(row.alone)} | ${format(row.groupedRows)} (${row.groupedMails}) | ${format(row.digestRows)} (${row.digestMails}) | ${format(row.firstHourMails)} | ${row.genuine} |`,
    ),
  ].join("\n");
  const chatTable = [
    "| Chat flood, through the gateway | Requests | Reached n8n | Sent to the model | Answered in reduced mode | Refused by the gateway | A genuine visitor after it |",
    "|---|---:|---:|---:|---:|---:|---|",
    ...chatRows.map(
      (row) =>
        `| ${row.name} | ${format(row.requests)} | ${format(row.reachedN8n)} | ${format(row.admitted)} | ${format(row.reduced)} | ${format(row.refused)} | ${row.genuine} |`,
    ),
  ].join("\n");
  console.log(`\n${table}\n\n${chatTable}\n`);
  console.log(
    `Every stored row was e-mailed exactly once: alone, in a grouped alert or in the digest. Counts include the genuine lead. Notifier: batches of ${N8N_BATCH}, one round every ${POLL_SECONDS} s as n8n's workflow polls, the clock moved a 2-minute slot at a time.`,
  );
  fs.mkdirSync("reports", { recursive: true });
  fs.writeFileSync(path.join("reports", "bench-abuse.md"), `${table}\n\n${chatTable}\n`);
}

main().catch((error: Error) => {
  console.error(
    `bench:abuse failed: ${error.stack ?? error.message}`,
    (error as Error & { cause?: unknown }).cause ?? "",
  );
  process.exit(1);
});
