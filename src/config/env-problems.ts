import type { Env } from "./env";

/** The URL settings, what each must look like, and whether a path belongs in it. */
const URL_SETTINGS = {
  GATSBY_SITE_URL: { key: "siteUrl", example: "https://www.azahardigital.es", path: false },
  GATSBY_SUPABASE_URL: { key: "supabaseUrl", example: "https://<project-ref>.supabase.co", path: false },
  GATSBY_CHAT_WEBHOOK_URL: { key: "chatWebhookUrl", example: "https://<n8n-host>/webhook/<id>/chat", path: true },
} as const;

export type UrlVariable = keyof typeof URL_SETTINGS;

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * What is wrong with one URL setting, in words an editor can act on, or null when it is usable.
 * Empty is allowed (no backend configured: the form and Maxi say so). Only https, except on this
 * machine; origins only, except the chat webhook, which is a full URL; never credentials or fragments.
 */
export function urlProblem(variable: UrlVariable, value: string): string | null {
  if (value === "") return null;
  const { example, path } = URL_SETTINGS[variable];
  const shape = path ? `a URL such as ${example}` : `only the origin, such as ${example}`;
  const wrong = (why: string) => `${variable}="${value}" ${why}: it must be ${shape}.`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return wrong("is not a URL");
  }
  const loopback = url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== "https:" && !loopback) return wrong("does not start with https:// (http:// is accepted only for 127.0.0.1 and localhost)");
  if (url.username || url.password) return wrong("contains a user name or password");
  if (url.hash) return wrong("has a #fragment");
  if (!path && value !== url.origin) {
    const extra = url.pathname !== "/" ? `has a path (${url.pathname})` : url.search ? "has a ?query" : "is not written as an origin";
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
