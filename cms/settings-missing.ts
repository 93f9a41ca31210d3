/**
 * /admin/ of a build that does not know where content is saved (no local proxy, no CMS_GITHUB_REPO):
 * instead of a CMS that cannot start (a blank page with a console error), a plain page that says which
 * settings are missing and where they go. No script: it works under the admin Content-Security-Policy.
 */
import type { CmsSettings } from "./src/settings";

export interface MissingSetting {
  variable: string;
  required: boolean;
  es: string;
  en: string;
}

/** What the CMS still needs, or nothing when it can start. */
export function missingCmsSettings(settings: CmsSettings): MissingSetting[] {
  if (settings.localProxyUrl || settings.github) return [];
  return [
    {
      variable: "CMS_GITHUB_REPO",
      required: true,
      es: "El repositorio de GitHub en el que el editor guarda los cambios, con la forma propietario/nombre (p. ej. azahar/sitio-web). Variable de compilación.",
      en: "The GitHub repository the editor saves to, as owner/name. A build variable.",
    },
    {
      variable: "CMS_GITHUB_BRANCH",
      required: false,
      es: "Su rama, si no es main. Variable de compilación.",
      en: "Its branch, if not main. A build variable.",
    },
    {
      variable: "GITHUB_CLIENT_ID",
      required: true,
      es: "El identificador de la aplicación OAuth de GitHub con la que inician sesión los editores. Variable de ejecución (no hace falta volver a compilar por ella).",
      en: "The id of the GitHub OAuth app editors sign in with. A runtime variable.",
    },
    {
      variable: "GITHUB_CLIENT_SECRET",
      required: true,
      es: "El secreto de esa aplicación OAuth. Variable de ejecución, guardada cifrada.",
      en: "That OAuth app's secret. A runtime variable, stored encrypted.",
    },
  ];
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]!);

export function settingsMissingHtml(missing: readonly MissingSetting[]): string {
  const rows = missing
    .map(
      ({ variable, required, es, en }) => `        <li>
          <p><code>${escape(variable)}</code> <span class="tag">${required ? "obligatoria" : "opcional"}</span></p>
          <p>${escape(es)}</p>
          <p lang="en" class="en">${escape(en)}</p>
        </li>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Editor de contenidos: falta configurarlo</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <style>
      :root { color-scheme: dark; }
      body { margin: 0; background: #0b0d17; color: #f4f5fb; font: 16px/1.6 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", sans-serif; }
      main { max-width: 46rem; margin: 0 auto; padding: 48px 20px 64px; }
      h1 { font-size: 1.75rem; line-height: 1.25; margin: 16px 0; }
      h2 { font-size: 1.125rem; margin: 32px 0 12px; }
      p { margin: 0 0 8px; color: #c9cce0; }
      ul { padding-left: 20px; }
      li { margin-bottom: 16px; }
      code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: #f4f5fb; background: #1a1d33; padding: 2px 6px; border-radius: 6px; }
      .tag { font-size: 0.8125rem; color: #9aa0c3; }
      .en { color: #9aa0c3; font-size: 0.9375rem; }
      a { color: #7dd3fc; }
    </style>
  </head>
  <body>
    <main>
      <h1>El editor de contenidos aún no está configurado</h1>
      <p>Este sitio se ha publicado sin saber en qué repositorio guardar los cambios, así que el editor no puede abrirse. Faltan estos ajustes:</p>
      <p lang="en" class="en">This site was built without the settings the content editor needs, so it cannot start. Missing:</p>
      <ul>
${rows}
      </ul>
      <h2>Dónde se ponen</h2>
      <ul>
        <li><p><strong>Cloudflare Pages</strong>: el proyecto › Settings › Variables and Secrets, en el entorno de producción (el secreto, con «Encrypt»).</p></li>
        <li><p><strong>Netlify</strong>: Site configuration › Environment variables.</p></li>
        <li><p><strong>Compilación local</strong>: el archivo <code>.env.production</code> (nunca el secreto: ese solo vive en el proveedor).</p></li>
      </ul>
      <p>Después vuelve a desplegar el sitio. Los pasos completos están en docs/deployment.md del proyecto, apartado «6. Content editors: the CMS in production».</p>
      <p lang="en" class="en">Set them in the host's environment variables (or .env.production for a local build) and deploy again; docs/deployment.md, “6. Content editors: the CMS in production”, has every step.</p>
      <p><a href="/">Volver al sitio</a></p>
    </main>
  </body>
</html>
`;
}
