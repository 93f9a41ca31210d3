import { SITE_ROUTES } from "../config/routes";
import { CASES_PATH } from "../config/case-paths";
import { ARTICLE_PAGE, BLOG_PAGE, CASE_PAGE } from "./funnel-page-kinds";
import { CTA_ATTRIBUTE } from "./cta-attribute";

/**
 * What the funnel may count, in one place for the site: the pages, the events a browser may report and
 * the names of the calls to action. The database keeps the same lists as rows (private.funnel_page_names,
 * funnel_event_names, funnel_cta_names) and refuses anything else, so nobody can write arbitrary strings
 * into the team's report; a unit test compares both. Add a page, an event or a call to action here and
 * as a row inserted by a new migration, together.
 */

/**
 * Every page of the site; "/blog/" stands for every page of the articles' list, ARTICLE_PAGE for any
 * published article (sent with its slug: src/contracts/funnel-page-kinds.ts), CASES_PATH for the case studies' list,
 * CASE_PAGE for any published case (with its slug), "/404/" for any address the site does not have.
 */
export const FUNNEL_PAGES = [...SITE_ROUTES, BLOG_PAGE, ARTICLE_PAGE, CASES_PATH, CASE_PAGE, "/404/"] as const;

export type FunnelPage = (typeof FUNNEL_PAGES)[number];

/**
 * What a browser reports besides page views ("view") and clicks on calls to action ("cta"), which the
 * collector sees by itself. The leads stored ("form.stored", "maxi.lead") are counted by the database
 * from public.contacts, never reported by a browser.
 */
export const FUNNEL_APP_EVENTS = [
  "form.started",
  "form.submitted",
  "form.refused",
  "form.failed",
  "maxi.opened",
  "maxi.first_message",
] as const;

export type FunnelAppEvent = (typeof FUNNEL_APP_EVENTS)[number];

export const FUNNEL_BROWSER_EVENTS = ["view", "cta", ...FUNNEL_APP_EVENTS] as const;

export const FUNNEL_DATABASE_EVENTS = ["form.stored", "maxi.lead"] as const;

/**
 * Every button or link that leads to /contacto/ or opens Maxi, named by its place (never by its label,
 * which editors change). A name is only sent from an element that really leads there (see ctaAttribute).
 */
export const FUNNEL_CTAS = [
  "nav.contacto",
  "menu.contacto",
  "footer.contacto",
  "hero.comenzar",
  "hero.secundario",
  "servicios.tarjeta",
  "cta.final",
  "404.principal",
  "404.secundario",
  "maxi.abrir",
  "maxi.formulario",
  "maxi.no_disponible",
  "maxi.enlace",
  "article.contact",
  "case.contact",
] as const;

export type FunnelCta = (typeof FUNNEL_CTAS)[number];

export const CONTACT_PATH = "/contacto/";

/** `{ "data-cta": name }` on a link that leads to the contact page, nothing on any other link. */
export function ctaAttribute(name: FunnelCta, to: string): { [CTA_ATTRIBUTE]?: FunnelCta } {
  const path = to.split(/[?#]/)[0] ?? "";
  return path === CONTACT_PATH || `${path}/` === CONTACT_PATH ? { [CTA_ATTRIBUTE]: name } : {};
}
