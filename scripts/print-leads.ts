/**
 * `npm run leads`: prints the contact requests stored by the local backend, newest first.
 * While the backend runs (npm start) it asks it through its local admin path; otherwise it opens the
 * database files itself, as the owner. PGlite allows one process per data directory, hence the switch.
 */
import fs from "node:fs";
import path from "node:path";
import { LEADS_SQL, readBackendState } from "./local-backend/admin";
import { fetchLeads, isProcessAlive, type StoredLead } from "./local-backend/admin-client";
import { openDatabase } from "./local-backend/db";

const dataDir = path.resolve(process.env.LOCAL_BACKEND_DATA ?? ".local-backend/db");
const backendUrl = process.env.LOCAL_BACKEND_URL ?? `http://127.0.0.1:${process.env.LOCAL_BACKEND_PORT ?? 54321}`;
const MAX_CELL = 40;

async function readLeads(): Promise<StoredLead[]> {
  const state = readBackendState(dataDir);
  if (state && isProcessAlive(state.pid)) return fetchLeads(backendUrl, dataDir);
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) return [];
  const db = await openDatabase(dataDir);
  try {
    return await db.asOwner<StoredLead>(LEADS_SQL);
  } finally {
    await db.close();
  }
}

function cell(value: unknown): string {
  const text = value instanceof Date ? value.toISOString() : String(value ?? "—");
  const flat = text.replace(/\s+/g, " ");
  return flat.length > MAX_CELL ? `${flat.slice(0, MAX_CELL - 1)}…` : flat;
}

function printTable(leads: StoredLead[]): void {
  const columns = Object.keys(leads[0] ?? {}) as (keyof StoredLead)[];
  const rows = leads.map((lead) => columns.map((column) => cell(lead[column])));
  const widths = columns.map((column, index) => Math.max(column.length, ...rows.map((row) => row[index]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((text, index) => text.padEnd(widths[index] ?? 0)).join(" │ ");
  console.log(line(columns));
  console.log(widths.map((width) => "─".repeat(width)).join("─┼─"));
  rows.forEach((row) => console.log(line(row)));
}

readLeads()
  .then((leads) => {
    if (leads.length === 0) {
      console.log(`No leads stored yet in ${dataDir}.`);
      return;
    }
    printTable(leads);
    console.log(`\n${leads.length} lead(s) in ${dataDir}`);
  })
  .catch((error: Error) => {
    console.error(`Could not read the leads: ${error.message}`);
    process.exit(1);
  });
