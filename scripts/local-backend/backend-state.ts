import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * What a running local backend tells the tools on the same machine (npm run leads, the browser tests):
 * where it listens and its service-role key, in a file only this user can read. The key is random per
 * run, so a web page open in the browser cannot read the leads through the local port.
 */
export const STATE_FILE = "local-backend.json";

export interface BackendState {
  pid: number;
  url: string;
  serviceRoleKey: string;
}

export const randomServiceRoleKey = () => `local-service-${crypto.randomBytes(24).toString("hex")}`;

export function readBackendState(dataDir: string): BackendState | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, STATE_FILE), "utf8")) as BackendState;
  } catch {
    return null;
  }
}

export function writeBackendState(dataDir: string, state: BackendState): { remove(): void } {
  const file = path.join(dataDir, STATE_FILE);
  fs.writeFileSync(file, JSON.stringify(state), { mode: 0o600 });
  return { remove: () => fs.rmSync(file, { force: true }) };
}
