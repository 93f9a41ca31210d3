import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/**
 * The local mail catcher (maildev, a real SMTP server with a web page) as a child process, for the tests:
 * the same program `npm start` runs. Its web API lists what it received.
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

const STARTUP_TIMEOUT_MS = 30_000;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startMailCatcher({
  smtpPort,
  webPort,
}: {
  smtpPort: number;
  webPort: number;
}): Promise<MailCatcher> {
  const bin = path.resolve(__dirname, "../../node_modules/maildev/bin/maildev");
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, "--ip", "127.0.0.1", "--smtp", String(smtpPort), "--web", String(webPort), "--silent"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const webUrl = `http://127.0.0.1:${webPort}`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
  };

  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The mail catcher stopped at once (ports ${smtpPort}/${webPort} in use?): ${output}`);
    try {
      if ((await fetch(`${webUrl}/email`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > STARTUP_TIMEOUT_MS) {
      await stop();
      throw new Error(`The mail catcher did not answer on ${webUrl} within ${STARTUP_TIMEOUT_MS / 1000} s: ${output}`);
    }
    await delay(100);
  }

  return {
    smtpPort,
    webUrl,
    // Once more on a dropped connection: after the event loop was busy (PGlite compiling), undici may
    // reuse a keep-alive socket maildev has already closed.
    messages: async () => {
      const read = async () => (await (await fetch(`${webUrl}/email`)).json()) as CaughtMail[];
      return read().catch(() => read());
    },
    clear: async () => {
      await fetch(`${webUrl}/email/all`, { method: "DELETE" });
    },
    stop,
  };
}
