import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { LocalDatabase } from "./db";
import { sendJson, type RouteHandler } from "./http";

/**
 * A local-only path for the owner's view of the data (npm run leads, browser tests): the API roles
 * cannot read `contacts`, by design. It needs the random token the running backend writes next to
 * its database, so another page open in the browser cannot read the leads through this port.
 */
export const STATE_FILE = "local-backend.json";

export interface BackendState {
  pid: number;
  adminToken: string;
}

export const LEADS_SQL = `
  select created_at, name, last_name, email, phone, company, company_sector, interested_service, message
    from public.contacts
   order by created_at desc, id`;

export function readBackendState(dataDir: string): BackendState | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, STATE_FILE), "utf8")) as BackendState;
  } catch {
    return null;
  }
}

export function createAdminAccess(dataDir: string, db: LocalDatabase): { handle: RouteHandler; close(): void } {
  const state: BackendState = { pid: process.pid, adminToken: crypto.randomBytes(24).toString("hex") };
  const file = path.join(dataDir, STATE_FILE);
  fs.writeFileSync(file, JSON.stringify(state), { mode: 0o600 });
  const expected = Buffer.from(`Bearer ${state.adminToken}`);

  const handle: RouteHandler = async (req, res, url) => {
    if (url.pathname !== "/admin/v1/contacts") return false;
    const given = Buffer.from(req.headers.authorization ?? "");
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
      sendJson(res, 401, { code: "ADMIN401", message: "Admin token required", details: null, hint: null });
      return true;
    }
    if (req.method !== "GET") {
      sendJson(res, 405, { code: "ADMIN405", message: "Only GET", details: null, hint: null });
      return true;
    }
    sendJson(res, 200, await db.asOwner(LEADS_SQL));
    return true;
  };
  return { handle, close: () => fs.rmSync(file, { force: true }) };
}
