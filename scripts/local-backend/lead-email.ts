import type { LeadSource } from "../../src/components/contact/contact-fields";
import type { Lead } from "./lead";

/**
 * The e-mail that tells the team about a lead, in Spanish, every field written for a person. The n8n
 * workflow (n8n/lead-notification.json) sends the same text in production.
 */

/** A lead as claim_pending_leads() hands it to a notifier. */
export interface ClaimedLead extends Lead {
  notify_attempts: number;
  claim_token: string;
}

export interface LeadEmail {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

const TIME_ZONE = "Europe/Madrid";

export const formatReceived = (value: Date | string) =>
  new Intl.DateTimeFormat("es-ES", { timeZone: TIME_ZONE, dateStyle: "full", timeStyle: "short" }).format(new Date(value));

/** 612345678 → "612 345 678". */
export const formatPhone = (phone: string) => (/^\d{9}$/.test(phone) ? phone.replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3") : phone);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

/** Where the visitor asked for the consultation, as the e-mail and `npm run leads` name it. */
export const sourceLabel = (source: LeadSource) => (source === "maxi" ? "el chat con Maxi" : "el formulario de contacto");

function label(lead: ClaimedLead): string | null {
  if (lead.review_status === "suspect") return "Posible spam";
  if (lead.review_status === "test") return "Prueba";
  return null;
}

export function composeLeadEmail(lead: ClaimedLead, to: string): LeadEmail {
  const fullName = `${lead.name} ${lead.last_name}`;
  const flag = label(lead);
  const subject = `${flag ? `[${flag}] ` : ""}Nuevo lead: ${fullName} — ${lead.interested_service}`;
  const phone = formatPhone(lead.phone);
  const received = formatReceived(lead.created_at);
  const fields: [string, string][] = [
    ["Nombre", fullName],
    ["Email", lead.email],
    ["Teléfono", phone],
    ["Empresa", lead.company ?? "(no indicada)"],
    ["Sector", lead.company_sector],
    ["Servicio de interés", lead.interested_service],
    ["Mensaje", lead.message ?? "(sin mensaje)"],
    ["Recibida", `${received} (hora de Madrid)`],
    ["Origen", sourceLabel(lead.source)],
  ];
  const intro = `Nueva solicitud de consulta gratuita desde ${sourceLabel(lead.source)} de la web.`;
  const warning = flag
    ? `${flag}: ${lead.review_reason ?? "marcada para revisión"}${lead.website ? ` Valor recibido: «${lead.website}».` : ""}`
    : null;

  const text = [
    intro,
    ...(warning ? ["", `⚠ ${warning}`] : []),
    "",
    // The message on its own lines, as it was typed (and as the n8n workflow writes it).
    ...fields.map(([name, value]) => (name === "Mensaje" ? `${name}:\n${value}` : `${name}: ${value}`)),
    "",
    `Hemos prometido respuesta en menos de 24 horas: responde a este correo (va a ${lead.email}) o llama al ${phone}.`,
    `Referencia: ${lead.id}`,
  ].join("\n");

  const rows = fields
    .map(([name, value]) => {
      const cell =
        name === "Email"
          ? `<a href="mailto:${escapeHtml(lead.email)}">${escapeHtml(lead.email)}</a>`
          : name === "Teléfono"
            ? `<a href="tel:+34${escapeHtml(lead.phone)}">${escapeHtml(phone)}</a>`
            : escapeHtml(value).replace(/\n/g, "<br>");
      return `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${name}</th><td style="padding:4px 0">${cell}</td></tr>`;
    })
    .join("");
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    warning ? `<p style="padding:8px;background:#fff3cd;border:1px solid #e0b000"><strong>⚠ ${escapeHtml(warning)}</strong></p>` : "",
    `<table>${rows}</table>`,
    `<p>Hemos prometido respuesta en menos de 24 horas: responde a este correo (va a ${escapeHtml(lead.email)}) o llama al ${escapeHtml(phone)}.</p>`,
    `<p style="color:#666">Referencia: ${escapeHtml(lead.id)}</p>`,
  ].join("\n");

  return { to, replyTo: lead.email, subject, text, html };
}
