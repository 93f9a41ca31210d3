import { SITE_ROUTES } from "../../../src/config/routes";

export const ROUTES = SITE_ROUTES;

export const NOT_FOUND_PATH = "/esta-pagina-no-existe/";
