import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import MailDev from "maildev";
import web from "maildev/lib/web";

/**
 * The local mail catcher (maildev, a real SMTP server with a web page), in this process, for the tests:
 * the same program `npm start` runs. Its web API (`webUrl`/email) lists what it received to other processes.
 */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string; name: string }[];
  replyTo?: { address: string; name: string }[];
}

export interface MailCatcher {
  smtpPort: number;
  webUrl: string;
  messages(): Promise<CaughtMail[]>;
  clear(): Promise<void>;
  stop(): Promise<void>;
}

export async function startMailCatcher({
  smtpPort,
  webPort,
}: {
  smtpPort: number;
  webPort: number;
}): Promise<MailCatcher> {
  const mailDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "maildev-"));
  const signals = ["SIGTERM", "SIGINT"] as const;
  const handlers = signals.map((signal) => process.listeners(signal));
  const maildev = new MailDev({ ip: "127.0.0.1", smtp: smtpPort, web: webPort, silent: true, mailDirectory });
  // maildev's constructor makes SIGTERM and SIGINT exit the process (its CLI's shutdown): not a library's business.
  signals.forEach((signal, index) =>
    process
      .listeners(signal)
      .forEach((handler) => handlers[index]?.includes(handler) || process.removeListener(signal, handler)),
  );
  // A port in use is this promise's rejection, not maildev's uncaught throw.
  maildev.smtp.removeListener("error", maildev.onSmtpError);
  const failed = new Promise<never>((_, reject) => {
    const fail = (error: Error) =>
      reject(new Error(`The mail catcher cannot listen on 127.0.0.1:${smtpPort}/${webPort}: ${error.message}`));
    maildev.smtp.once("error", fail);
    web.server.once("error", fail);
  });

  const clear = promisify(maildev.deleteAllEmail.bind(maildev));
  const stop = async () => {
    await new Promise<void>((resolve) => maildev.close(resolve));
    fs.rmSync(mailDirectory, { recursive: true, force: true });
  };

  try {
    await Promise.race([
      Promise.all([maildev.listen(), web.server.listening || once(web.server, "listening")]),
      failed,
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  // maildev keeps its mails in module state: a restarted catcher starts empty, like a new maildev process.
  await clear();

  return {
    smtpPort,
    webUrl: `http://127.0.0.1:${webPort}`,
    messages: async () => [...(await promisify(maildev.getAllEmail.bind(maildev))())] as CaughtMail[],
    clear,
    stop,
  };
}
