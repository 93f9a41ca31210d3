/**
 * Sign-in to the CMS with GitHub, for Cloudflare Pages Functions: Decap's GitHub backend opens
 * /api/auth in a popup, GitHub sends the editor back to /api/callback, and the callback hands the
 * token to the CMS window with the postMessage handshake Decap expects. The OAuth app's id and secret
 * are the Pages project's environment variables (GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET, the secret
 * encrypted); nothing secret is in the repository. Who may save is whoever has write access to it.
 */
export interface OAuthEnv {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
}

export interface PagesContext {
  request: Request;
  env: OAuthEnv;
}

export const STATE_COOKIE = "__Host-cms_oauth_state";
const SCOPES = new Set(["repo", "public_repo"]);

export const callbackUrl = (request: Request) => `${new URL(request.url).origin}/api/callback`;

function readCookie(request: Request, name: string): string | undefined {
  const cookies = request.headers.get("Cookie") ?? "";
  return cookies
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([key]) => key === name)?.[1];
}

/** /api/auth: sends the editor to GitHub's consent page, remembering a one-time state against forgery. */
export function startSignIn({ request, env }: PagesContext): Response {
  if (!env.GITHUB_CLIENT_ID) return handshakePage({ error: "Falta GITHUB_CLIENT_ID en la configuración del sitio." });
  const url = new URL(request.url);
  const scope = SCOPES.has(url.searchParams.get("scope") ?? "") ? url.searchParams.get("scope")! : "repo";
  const state = crypto.randomUUID();
  const authorize = new URL("https://github.com/login/oauth/authorize");
  authorize.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID,
    redirect_uri: callbackUrl(request),
    scope,
    state,
  }).toString();
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.toString(),
      "Set-Cookie": `${STATE_COOKIE}=${state}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=600`,
      "Cache-Control": "no-store",
    },
  });
}

/** /api/callback: trades GitHub's code for a token and gives it to the CMS window that opened the popup. */
export async function finishSignIn({ request, env }: PagesContext): Promise<Response> {
  const url = new URL(request.url);
  const state = url.searchParams.get("state");
  const code = url.searchParams.get("code");
  if (!state || state !== readCookie(request, STATE_COOKIE))
    return handshakePage({ error: "La sesión de inicio ha caducado o no es válida. Vuelve a intentarlo." });
  if (!code) return handshakePage({ error: "GitHub no ha autorizado el acceso." });
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET)
    return handshakePage({ error: "Falta la configuración de GitHub del sitio." });
  const response = await fetch("https://github.com/login/oauth/access_token", {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json", "User-Agent": "cms-oauth" },
    body: JSON.stringify({
      client_id: env.GITHUB_CLIENT_ID,
      client_secret: env.GITHUB_CLIENT_SECRET,
      code,
      redirect_uri: callbackUrl(request),
    }),
  });
  const body = (await response.json().catch(() => ({}))) as { access_token?: string; error_description?: string };
  if (!response.ok || !body.access_token)
    return handshakePage({ error: `GitHub no ha dado acceso: ${body.error_description ?? response.status}` });
  return handshakePage({ token: body.access_token });
}

/**
 * The page that ends the popup. It tells the CMS window it is ready ("authorizing:github"), waits for
 * the echo from that window (same origin only), then sends the result, as Decap's GitHub backend expects.
 */
export function handshakePage(result: { token: string } | { error: string }): Response {
  const message =
    "token" in result
      ? `authorization:github:success:${JSON.stringify({ token: result.token, provider: "github" })}`
      : `authorization:github:error:${JSON.stringify({ message: result.error })}`;
  const nonce = crypto.randomUUID().replace(/-/g, "");
  // JSON in a script: "<" escaped so no text can close the element.
  const literal = JSON.stringify(message).replace(/</g, "\\u003c");
  const html = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Inicio de sesión</title></head>
<body>
<p>${"token" in result ? "Sesión iniciada. Puedes cerrar esta ventana." : "No se ha podido iniciar sesión."}</p>
<script nonce="${nonce}">
(function () {
  var message = ${literal};
  function receive(event) {
    if (event.origin !== location.origin) return;
    window.removeEventListener("message", receive);
    window.opener.postMessage(message, location.origin);
    window.close();
  }
  if (!window.opener) return;
  window.addEventListener("message", receive);
  window.opener.postMessage("authorizing:github", location.origin);
})();
</script>
</body>
</html>
`;
  return new Response(html, {
    status: "token" in result ? 200 : 400,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      "Set-Cookie": `${STATE_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`,
    },
  });
}
