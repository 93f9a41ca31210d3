/** The parts of maildev 2's Node API (it ships no types) that the mail catcher uses. */
declare module "maildev" {
  import type { EventEmitter } from "node:events";

  interface MailDevOptions {
    ip: string;
    smtp: number;
    web: number;
    silent: boolean;
    mailDirectory: string;
  }

  interface MailDev {
    smtp: EventEmitter;
    onSmtpError(error: Error): void;
    listen(): Promise<void>;
    close(callback: () => void): void;
    getAllEmail(done: (error: Error | null, emails: unknown[]) => void): void;
    deleteAllEmail(done: (error: Error | null) => void): void;
  }

  const MailDev: new (options: MailDevOptions) => MailDev;
  export default MailDev;
}

declare module "maildev/lib/web" {
  import type { Server } from "node:http";

  const web: { server: Server };
  export default web;
}
