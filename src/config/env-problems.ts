import type { Env } from "./env";

/** The URL settings and what each must look like. */
const URL_SETTINGS = {
  GATSBY_SITE_URL: { key: "siteUrl", example: "https://www.azahardigital.es" },
  GATSBY_SUPABASE_URL: { key: "supabaseUrl", example: "https://<project-ref>.supabase.co" },
  GATSBY_CHAT_WEBHOOK_URL: { key: "chatWebhookUrl", example: "/api/chat" },
} as const;

export type UrlVariable = keyof typeof URL_SETTINGS;

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

// A path on the site itself; never "//host" or "/\host", which browsers read as another host.
const SITE_PATH = /^\/(?![/\\])[^\s?#\\]*$/;

/**
 * Maxi's endpoint: the site's own gateway (/api/chat, a Pages Function), so it works on every deployment,
 * previews included, and the browser never calls n8n. Only the local backend of `npm start`, on another
 * port of this machine, is written as a full http:// URL.
 */
function chatEndpointProblem(value: string): string | null {
  const wrong = (why: string) =>
    `GATSBY_CHAT_WEBHOOK_URL="${value}" ${why}: it must be the site's own gateway, /api/chat (a full http:// URL only for the local backend on 127.0.0.1 or localhost).`;
  if (value.startsWith("/")) return SITE_PATH.test(value) ? null : wrong("is not a plain path on the site");
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return wrong("is not a URL");
  }
  if (url.protocol !== "http:" || !LOOPBACK_HOSTS.has(url.hostname)) {
    return wrong("points the browser at another host (n8n's webhook only answers the gateway, with its credential)");
  }
  if (url.username || url.password) return wrong("contains a user name or password");
  if (url.hash || url.search) return wrong("has a #fragment or ?query");
  return null;
}

/**
 * What is wrong with one URL setting, in words an editor can act on, or null when it is usable.
 * Empty is allowed (no backend configured: the form and Maxi say so). Origins only, https only except on
 * this machine, never credentials or fragments; Maxi's endpoint is a path on the site (chatEndpointProblem).
 */
export function urlProblem(variable: UrlVariable, value: string): string | null {
  if (value === "") return null;
  if (variable === "GATSBY_CHAT_WEBHOOK_URL") return chatEndpointProblem(value);
  const { example } = URL_SETTINGS[variable];
  const shape = `only the origin, such as ${example}`;
  const wrong = (why: string) => `${variable}="${value}" ${why}: it must be ${shape}.`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return wrong("is not a URL");
  }
  const loopback = url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== "https:" && !loopback)
    return wrong("does not start with https:// (http:// is accepted only for 127.0.0.1 and localhost)");
  if (url.username || url.password) return wrong("contains a user name or password");
  if (url.hash) return wrong("has a #fragment");
  if (value !== url.origin) {
    const extra =
      url.pathname !== "/"
        ? `has a path (${url.pathname})`
        : url.search
          ? "has a ?query"
          : "is not written as an origin";
    const hint = variable === "GATSBY_SUPABASE_URL" ? "; the site adds /rest/v1/contacts itself" : "";
    return `${variable}="${value}" ${extra}: it must be ${shape} (here ${url.origin})${hint}.`;
  }
  return null;
}

/** Every problem with the URL settings the build was given (after readEnv's trimming), in a fixed order. */
export function envProblems(env: Pick<Env, "siteUrl" | "supabaseUrl" | "chatWebhookUrl">): string[] {
  return (Object.keys(URL_SETTINGS) as UrlVariable[])
    .map((variable) => urlProblem(variable, env[URL_SETTINGS[variable].key]))
    .filter((problem): problem is string => problem !== null);
}
