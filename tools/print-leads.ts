/**
 * `npm run leads`: the contact requests stored by the local backend, newest first, with their review
 * flag and how the team is told: an e-mail of its own or a line in the daily digest, sent or when. While the backend runs it asks it (service role, key from
 * its state file); otherwise it opens the database files itself (PGlite allows one process per folder).
 */
import path from "node:path";
import { LEAD_COLUMNS, fetchLeads, type StoredLead } from "./local-backend/admin-client";
import { readLocalData } from "./local-backend/db";
import { formatPhone } from "./local-backend/lead-email";

const dataDir = path.resolve(process.env.LOCAL_BACKEND_DATA ?? ".local-backend/db");
const MAX_CELL = 40;

const readLeads = async () =>
  (await readLocalData(
    dataDir,
    (backendUrl) => fetchLeads(backendUrl, dataDir),
    (db) =>
      db.asOwner<StoredLead>(`select ${LEAD_COLUMNS.join(", ")} from public.contacts order by created_at desc, id`),
  )) ?? [];

const time = (value: string | Date) =>
  new Intl.DateTimeFormat("es-ES", { timeZone: "Europe/Madrid", dateStyle: "short", timeStyle: "medium" }).format(
    new Date(value),
  );

const HOW = { individual: "e-mail propio", grouped: "aviso agrupado", digest: "resumen diario" } as const;

/**
 * How the team is (or will be) told: "e-mail propio", "aviso agrupado" or "resumen diario", then sent at
 * …, being sent, failing (attempt n, next try …): error, or pending (for the digest: the time it goes out).
 */
function deliveryState(lead: StoredLead, now = new Date()): string {
  const how = HOW[lead.notify_mode];
  if (lead.notified_at) return `${how}: entregado ${time(lead.notified_at)}`;
  if (lead.notify_claimed_until && new Date(lead.notify_claimed_until) > now)
    return `${how}: enviando (intento ${lead.notify_attempts})`;
  if (lead.notify_last_error) {
    const next = lead.notify_retry_at ? `, reintento ${time(lead.notify_retry_at)}` : "";
    return `${how}: fallando (${lead.notify_attempts} intento${lead.notify_attempts === 1 ? "" : "s"}${next}): ${lead.notify_last_error}`;
  }
  if (lead.notify_mode === "digest" && new Date(lead.notify_due_at) > now)
    return `${how}: pendiente, sale ${time(lead.notify_due_at)}`;
  return `${how}: pendiente`;
}

const review = (lead: StoredLead) =>
  lead.review_status === "suspect" ? "POSIBLE SPAM" : lead.review_status === "test" ? "prueba" : "—";

function cell(text: string): string {
  const flat = text.replace(/\s+/g, " ");
  return flat.length > MAX_CELL ? `${flat.slice(0, MAX_CELL - 1)}…` : flat;
}

function printTable(leads: StoredLead[]): void {
  const header = ["recibido", "origen", "nombre", "email", "teléfono", "servicio", "revisión", "aviso al equipo"];
  const rows = leads.map((lead) => [
    time(lead.created_at),
    lead.source === "maxi" ? "Maxi" : "formulario",
    cell(`${lead.name} ${lead.last_name}`),
    cell(lead.email),
    formatPhone(lead.phone),
    cell(lead.interested_service),
    review(lead),
    deliveryState(lead),
  ]);
  const widths = header
    .slice(0, -1)
    .map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((text, index) => (index < widths.length ? text.padEnd(widths[index] ?? 0) : text)).join(" │ ");
  console.log(line(header));
  console.log([...widths, header.at(-1)?.length ?? 0].map((width) => "─".repeat(width)).join("─┼─"));
  rows.forEach((row) => console.log(line(row)));
  const flagged = leads.filter((lead) => lead.review_status === "suspect");
  for (const lead of flagged)
    console.log(`\nPOSIBLE SPAM ${lead.email}: ${lead.review_reason ?? ""} website=«${lead.website ?? ""}»`);
  const grouped = leads.filter((lead) => lead.notify_mode === "grouped");
  for (const lead of grouped) console.log(`\nAGRUPADO ${lead.email}: ${lead.notify_reason ?? ""}`);
}

readLeads()
  .then((leads) => {
    if (leads.length === 0) {
      console.log(`No leads stored yet in ${dataDir}.`);
      return;
    }
    printTable(leads);
    const pending = leads.filter((lead) => !lead.notified_at).length;
    console.log(`\n${leads.length} lead(s) in ${dataDir}; ${pending} not yet e-mailed to the team.`);
  })
  .catch((error: Error) => {
    console.error(`Could not read the leads: ${error.message}`);
    process.exit(1);
  });
