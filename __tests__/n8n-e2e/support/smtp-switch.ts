import net from "node:net";
import type { AddressInfo } from "node:net";

/**
 * A switch in front of the mail catcher's SMTP port: n8n's SMTP credential points here, and while
 * `refuse` is on every connection is closed at once, as a mail server that is down or refuses the
 * account would, so the test can watch the workflow's error branch without losing the caught mail.
 */
export interface SmtpSwitch {
  port: number;
  refuse: boolean;
  close(): Promise<void>;
}

export function startSmtpSwitch(targetPort: number): Promise<SmtpSwitch> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (control.refuse) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, "127.0.0.1");
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.once("close", () => upstream.destroy());
    upstream.once("close", () => client.destroy());
  });
  const control: SmtpSwitch = {
    port: 0,
    refuse: false,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      control.port = (server.address() as AddressInfo).port;
      resolve(control);
    });
  });
}
