import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fetchLeads } from "../../tools/local-backend/admin-client";
import { startLocalBackend, type LocalBackend, type LocalBackendOptions } from "../../tools/local-backend/server";

export const ANON_KEY = "local-anon-key";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request from the loopback source address `from` (127.0.0.2, 127.0.0.3…): each address is a
 * different client to the backend's per-client limit, as different visitors are to Supabase's gateway.
 */
export function requestFrom(
  from: string,
  url: string,
  { method = "POST", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, localAddress: from, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** The n-th test client's loopback address: 127.0.0.2, 127.0.0.3, … 127.0.1.0, … */
export const loopbackClient = (n: number) => `127.0.${Math.floor((n + 2) / 256)}.${(n + 2) % 256}`;

/**
 * A local backend on a free port with a fresh database, for one test file. `close()` stops it and removes
 * the database folder it made (about 40 MB); a folder passed in is left where it is.
 */
export async function startTestBackend(
  givenDataDir?: string,
  options: Partial<Omit<LocalBackendOptions, "dataDir">> = {},
) {
  const dataDir = givenDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "leads-db-"));
  const backend: LocalBackend = await startLocalBackend({ port: 0, dataDir, ...options });
  const contactsUrl = `${backend.url}/rest/v1/contacts`;
  const jsonHeaders = { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, "Content-Type": "application/json" };
  return {
    backend,
    dataDir,
    contactsUrl,
    close: async () => {
      await backend.close();
      if (!givenDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    leads: () => fetchLeads(backend.url, dataDir),
    /** POST from 127.0.0.1 (one client for the whole file: mind the per-client limit). */
    post: (body: unknown, headers: Record<string, string> = {}) =>
      fetch(contactsUrl, {
        method: "POST",
        headers: { ...jsonHeaders, ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    /** POST from another loopback address: another client. */
    postFrom: (from: string, body: unknown, headers: Record<string, string> = {}) =>
      requestFrom(from, contactsUrl, {
        headers: { ...jsonHeaders, ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
  };
}
