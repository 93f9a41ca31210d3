/** Every prerendered route of the site (spec §2). */
export const ROUTES = [
  "/",
  "/sobre-nosotros/",
  "/inteligencia-artificial/",
  "/marketing-digital/",
  "/contacto/",
  "/politica-de-privacidad/",
  "/aviso-legal/",
  "/politica-de-cookies/",
] as const;

export const NOT_FOUND_PATH = "/esta-pagina-no-existe/";
