import type { Page } from "playwright-core";
import contact from "../../../content/contact.json";
import site from "../../../content/site.json";
import { fetchLeads } from "../../../tools/local-backend/admin-client";
import { testBuildEnv } from "../../../tools/lib/test-env";
import { CONTACT_FIELDS, type ContactField, type ContactValues } from "../../../src/contracts/contact-fields";
import { insertErrorMessage } from "../../../src/components/contact/insert-error-message";
import type { InsertFailure } from "../../../src/components/contact/insert-outcome";
import { toContactRow } from "../../../src/components/contact/submit-contact";
import { validContact } from "../../support/contact-fixture";

/** The contact form as a visitor finds it on /contacto/, named by its content/contact.json texts. */
export const { toasts } = contact.form;

export const field = (page: Page, name: ContactField) =>
  page.getByLabel(contact.form.fields[name].label, { exact: false }).first();
export const submitButton = (page: Page) => page.getByRole("button", { name: /Enviar solicitud|Enviando/ });

export async function fill(page: Page, values: ContactValues): Promise<void> {
  for (const name of CONTACT_FIELDS) {
    if (name === "interested_service") await field(page, name).selectOption(values[name].trim());
    else await field(page, name).fill(values[name]);
  }
}

export async function valuesOf(page: Page): Promise<ContactValues> {
  const entries = await Promise.all(CONTACT_FIELDS.map(async (name) => [name, await field(page, name).inputValue()]));
  return Object.fromEntries(entries) as ContactValues;
}

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.round(Math.random() * 1e6)}@empresa.es`;

/** The whole text of the failure toast for a class of failure, as the visitor reads it. */
export const failureText = (failure: InsertFailure) =>
  `${toasts.failure.description} ${insertErrorMessage(failure, contact.form.serverErrors, site.contact)}`;

/** The leads stored for one e-mail, read through the local backend's admin path. */
export async function storedLeads(email: string) {
  const leads = await fetchLeads(process.env.E2E_BACKEND_URL ?? "", process.env.E2E_BACKEND_DATA ?? "");
  return leads.filter((lead) => lead.email === email);
}

/** One lead posted straight to the API, as a script would (no browser): the response. */
export const postLead = (email: string) =>
  fetch(`${process.env.E2E_BACKEND_URL ?? ""}/rest/v1/contacts`, {
    method: "POST",
    headers: { apikey: testBuildEnv.GATSBY_SUPABASE_ANON_KEY, "Content-Type": "application/json" },
    body: JSON.stringify(toContactRow({ ...validContact, email })),
  });
