import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fetchLeads } from "../../scripts/local-backend/admin-client";
import { startLocalBackend, type LocalBackend } from "../../scripts/local-backend/server";

export const ANON_KEY = "local-anon-key";

/** A local backend on a free port with a fresh database, for one test file. */
export async function startTestBackend(dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-db-"))) {
  const backend: LocalBackend = await startLocalBackend({ port: 0, dataDir });
  const contactsUrl = `${backend.url}/rest/v1/contacts`;
  return {
    backend,
    dataDir,
    contactsUrl,
    leads: () => fetchLeads(backend.url, dataDir),
    post: (body: unknown, headers: Record<string, string> = {}) =>
      fetch(contactsUrl, {
        method: "POST",
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, "Content-Type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
  };
}
