import type { ContactRow } from "../../src/components/contact/submit-contact";
import { readBackendState } from "./admin";

export interface StoredLead extends ContactRow {
  created_at: string;
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The leads as the owner sees them, through the admin path of the backend running on `dataDir`. */
export async function fetchLeads(backendUrl: string, dataDir: string): Promise<StoredLead[]> {
  const state = readBackendState(dataDir);
  if (!state) throw new Error(`No running local backend found for ${dataDir}`);
  const response = await fetch(`${backendUrl}/admin/v1/contacts`, {
    headers: { Authorization: `Bearer ${state.adminToken}` },
  });
  if (!response.ok) throw new Error(`Admin request failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as StoredLead[];
}
