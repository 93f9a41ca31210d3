import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * What a running local backend tells the tools on the same machine (npm run leads, npm run preview, the
 * browser tests): where it listens, its service-role key and the credential its n8n stand-in requires,
 * in a file only this user can read. Both are random per run, so a web page open in the browser can
 * neither read the leads nor call the chat stand-in through the local port.
 */
export const STATE_FILE = "local-backend.json";

export interface BackendState {
  pid: number;
  url: string;
  serviceRoleKey: string;
  /** user:password of the Basic Auth the chat stand-in requires (the gateway's MAXI_N8N_BASIC_AUTH). */
  chatCredential: string;
}

export const randomSecret = () => crypto.randomBytes(24).toString("hex");

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
