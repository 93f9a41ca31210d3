/**
 * The launch check: a production build refuses to ship while any placeholder of ./placeholders.ts
 * remains, naming each by file and field (or setting) with what to put there, in Spanish and English.
 * Test and preview builds keep working with placeholders and only say how many remain.
 */
import fs from "node:fs";
import path from "node:path";
import type { Env } from "../../src/config/env";
import { CONTENT_PLACEHOLDERS, SETTING_PLACEHOLDERS, type SettingPlaceholder } from "../../content-model/placeholders";
import { sampleArticleProblems } from "./sample-articles";
import { sampleClaimProblems } from "./sample-claims";
import { sampleCaseProblems } from "./sample-cases";
import { sampleTestimonialProblems } from "./sample-testimonials";

export type BuildContext = "production" | "preview" | "test";
const CONTEXTS: readonly BuildContext[] = ["production", "preview", "test"];

/**
 * Whether this build is for production, and why: SITE_CONTEXT when set; else the host's own signal
 * (Netlify's CONTEXT, Cloudflare Pages' branch against PRODUCTION_BRANCH, default main); else
 * production, so a host this code does not know can never ship placeholders by accident.
 */
export function buildContext(env: NodeJS.ProcessEnv): { context: BuildContext; because: string } {
  const explicit = (env.SITE_CONTEXT ?? "").trim();
  if (explicit) {
    if (!(CONTEXTS as readonly string[]).includes(explicit))
      throw new Error(`SITE_CONTEXT=${explicit} is not one of ${CONTEXTS.join(", ")}`);
    return { context: explicit as BuildContext, because: `SITE_CONTEXT=${explicit}` };
  }
  if (env.CONTEXT)
    return {
      context: env.CONTEXT === "production" ? "production" : "preview",
      because: `Netlify CONTEXT=${env.CONTEXT}`,
    };
  if (env.CF_PAGES === "1") {
    const productionBranch = (env.PRODUCTION_BRANCH ?? "").trim() || "main";
    const branch = env.CF_PAGES_BRANCH ?? "";
    return {
      context: branch === productionBranch ? "production" : "preview",
      because: `Cloudflare Pages branch ${branch || "(none)"}, production branch ${productionBranch}`,
    };
  }
  return {
    context: "production",
    because: "no SITE_CONTEXT, Netlify CONTEXT or Cloudflare Pages branch says otherwise",
  };
}

export interface LaunchProblem {
  /** `content/site.json → brand.taxId` or `GATSBY_SITE_URL`. */
  where: string;
  /** What it holds now. */
  value: string;
  es: string;
  en: string;
}

/** The value at `field` of parsed JSON: `contact.email`, `social[network=facebook].url`. Undefined when absent. */
export function fieldValue(data: unknown, field: string): unknown {
  let value: unknown = data;
  for (const segment of field.split(".")) {
    const [, key, match, expected] = /^(\w+)(?:\[(\w+)=([\w-]+)\])?$/.exec(segment) ?? [];
    if (!key || typeof value !== "object" || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
    if (match !== undefined) {
      value = Array.isArray(value)
        ? value.find((item: unknown) => (item as Record<string, unknown> | null)?.[match] === expected)
        : undefined;
    }
  }
  return value;
}

export function contentProblems(contentDir: string): LaunchProblem[] {
  const files = new Map<string, unknown>();
  const read = (file: string) => {
    if (!files.has(file)) files.set(file, JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8")));
    return files.get(file);
  };
  return CONTENT_PLACEHOLDERS.filter(
    (placeholder) => fieldValue(read(placeholder.file), placeholder.field) === placeholder.value,
  ).map(({ file, field, value, es, en }) => ({
    where: `content/${file} → ${field}`,
    value: JSON.stringify(value),
    es,
    en,
  }));
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);
/** Names that can never be a public site's (RFC 2606 and 6761), and addresses on this machine. */
const NOT_PUBLIC = /(^|\.)(example|test|invalid|localhost|local)$|^(www\.)?example\.(com|net|org)$/;

function isPublicHttps(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && !LOOPBACK_HOSTS.has(url.hostname) && !NOT_PUBLIC.test(url.hostname);
  } catch {
    return false;
  }
}

/** The value of each setting as the build reads it, and whether it is fit for the public site. */
function settingState(
  variable: SettingPlaceholder["variable"],
  env: Env,
  processEnv: NodeJS.ProcessEnv,
): { value: string; ok: boolean } {
  switch (variable) {
    case "GATSBY_SITE_URL":
      return { value: env.siteUrl, ok: isPublicHttps(env.siteUrl) };
    case "GATSBY_SUPABASE_URL":
      return { value: env.supabaseUrl, ok: isPublicHttps(env.supabaseUrl) };
    case "GATSBY_SUPABASE_ANON_KEY":
      return {
        value: env.supabaseAnonKey ? "(set)" : "",
        ok: env.supabaseAnonKey !== "" && env.supabaseAnonKey !== "local-anon-key",
      };
    case "GATSBY_CHAT_WEBHOOK_URL":
      return { value: env.chatWebhookUrl, ok: isPublicHttps(env.chatWebhookUrl) };
    case "CMS_GITHUB_REPO": {
      const repo = (processEnv.CMS_GITHUB_REPO ?? "").trim();
      return { value: repo, ok: repo !== "" };
    }
  }
}

export function settingProblems(env: Env, processEnv: NodeJS.ProcessEnv): LaunchProblem[] {
  return SETTING_PLACEHOLDERS.flatMap(({ variable, es, en }) => {
    const { value, ok } = settingState(variable, env, processEnv);
    return ok
      ? []
      : [{ where: variable, value: value === "" ? "(sin definir / not set)" : JSON.stringify(value), es, en }];
  });
}

export function launchProblems({
  contentDir,
  env,
  processEnv,
}: {
  contentDir: string;
  env: Env;
  processEnv: NodeJS.ProcessEnv;
}): LaunchProblem[] {
  return [
    ...contentProblems(contentDir),
    ...sampleArticleProblems(contentDir),
    ...sampleClaimProblems(contentDir),
    ...sampleTestimonialProblems(contentDir),
    ...sampleCaseProblems(contentDir),
    ...settingProblems(env, processEnv),
  ];
}

/**
 * Every placeholder, where it is and what goes there: the message of a refused production build
 * (`because` says why it is one) or of `npm run check:launch`.
 */
export function launchReport(problems: readonly LaunchProblem[], because?: string): string {
  const count = problems.length;
  return [
    because
      ? `Comprobación de lanzamiento: esta compilación es de producción (${because}) y quedan ${count} datos provisionales. Sustituye cada uno y vuelve a compilar.`
      : `Comprobación de lanzamiento: quedan ${count} datos provisionales, que una compilación de producción rechaza. Sustitúyelos antes de publicar.`,
    because
      ? `Launch check: this is a production build (${because}) and ${count} placeholders remain. Replace each one and build again.`
      : `Launch check: ${count} placeholders remain, which a production build refuses. Replace them before publishing.`,
    "Los ajustes van en las variables de compilación del proveedor (o en .env.production); el contenido, en content/ o en /admin/. Para una vista previa con datos provisionales: SITE_CONTEXT=preview.",
    "Settings go in the host's build variables (or .env.production); content in content/ or /admin/. To build a preview with placeholders: SITE_CONTEXT=preview.",
    "",
    ...problems.flatMap(({ where, value, es, en }) => [`  ${where} = ${value}`, `    es: ${es}`, `    en: ${en}`]),
  ].join("\n");
}
