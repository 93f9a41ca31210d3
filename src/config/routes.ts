/**
 * Every prerendered page of the site (spec §2), in the menu's order, then the legal pages. One list for
 * the funnel's page names, the browser tests and the benchmark; a test checks it against src/pages/.
 */
export const SITE_ROUTES = [
  "/",
  "/sobre-nosotros/",
  "/inteligencia-artificial/",
  "/marketing-digital/",
  "/contacto/",
  "/politica-de-privacidad/",
  "/aviso-legal/",
  "/politica-de-cookies/",
] as const;
