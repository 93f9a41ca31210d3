import http from "node:http";
import type { AddressInfo } from "node:net";

export interface StallingServer {
  url: string;
  /** Requests seen so far (method and path). */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A loopback HTTP server answering like a PostgREST that hangs half-way: `stallFirst` requests get
 * 201 headers and the start of a body, then nothing more; later requests get a normal 201. CORS is
 * open, as Supabase's is.
 */
export async function startStallingServer({ stallFirst = 1, port = 0 } = {}): Promise<StallingServer> {
  const requests: string[] = [];
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    res.setHeader("Access-Control-Allow-Origin", req.headers.origin ?? "*");
    res.setHeader(
      "Access-Control-Allow-Headers",
      "apikey, authorization, content-type, content-profile, prefer, x-client-info",
    );
    res.setHeader("Access-Control-Allow-Methods", "POST, OPTIONS");
    if (req.method === "OPTIONS") {
      res.writeHead(204).end();
      return;
    }
    requests.push(`${req.method} ${req.url}`);
    req.resume();
    if (requests.length <= stallFirst) {
      res.writeHead(201, { "Content-Type": "application/json", "Content-Length": "100" });
      res.write("[");
      open.add(res);
      return;
    }
    res.writeHead(201, { "Content-Range": "*/*" }).end();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
