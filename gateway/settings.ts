/**
 * The chat gateway's settings: runtime environment variables of the Cloudflare Pages project (encrypted
 * where secret), or what the local backend hands it. Nothing here is built into the site.
 *   MAXI_N8N_WEBHOOK_URL    the n8n Chat Trigger's production URL, https://<n8n-host>/webhook/maxi/chat
 *   MAXI_N8N_BASIC_AUTH     user:password of the Chat Trigger's Basic Auth credential (secret)
 *   MAXI_CLIENT_KEY_SECRET  at least 32 random characters for the client keys' HMAC (secret; n8n never has it)
 *   MAXI_N8N_ACCESS_CLIENT_ID, MAXI_N8N_ACCESS_CLIENT_SECRET  optional, together: the Cloudflare Access
 *     service token that lets the gateway, and nothing else, through to n8n's webhook (docs/deployment.md)
 */
export interface ChatGatewayEnv {
  MAXI_N8N_WEBHOOK_URL?: string;
  MAXI_N8N_BASIC_AUTH?: string;
  MAXI_CLIENT_KEY_SECRET?: string;
  MAXI_N8N_ACCESS_CLIENT_ID?: string;
  MAXI_N8N_ACCESS_CLIENT_SECRET?: string;
}

export interface ChatGatewaySettings {
  webhookUrl: string;
  /** The value of the Authorization header sent to n8n. */
  authorization: string;
  clientKeySecret: string;
  /** Headers beside Authorization on every call to n8n (the Access service token, when set). */
  extraHeaders: Record<string, string>;
}

export const MIN_SECRET_LENGTH = 32;
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Base64 of UTF-8, as RFC 7617 asks for a non-ASCII user or password (btoa alone takes Latin-1 only). */
const base64 = (text: string) =>
  btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(""));

/** What is missing or wrong, by variable name only (never a value: these are secrets). */
export function settingsProblems(env: ChatGatewayEnv): string[] {
  const problems: string[] = [];
  const url = (env.MAXI_N8N_WEBHOOK_URL ?? "").trim();
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    // reported below
  }
  const loopback = parsed?.protocol === "http:" && LOOPBACK_HOSTS.has(parsed.hostname);
  if (!parsed || (parsed.protocol !== "https:" && !loopback) || parsed.username || parsed.password) {
    problems.push(
      "MAXI_N8N_WEBHOOK_URL must be the Chat Trigger's https:// URL (http:// only on this machine), without user or password",
    );
  }
  const credential = env.MAXI_N8N_BASIC_AUTH ?? "";
  const colon = credential.indexOf(":");
  if (colon < 1 || colon === credential.length - 1)
    problems.push("MAXI_N8N_BASIC_AUTH must be user:password of the Chat Trigger's Basic Auth credential");
  if ((env.MAXI_CLIENT_KEY_SECRET ?? "").length < MIN_SECRET_LENGTH) {
    problems.push(`MAXI_CLIENT_KEY_SECRET must be at least ${MIN_SECRET_LENGTH} random characters`);
  }
  if (!env.MAXI_N8N_ACCESS_CLIENT_ID?.trim() !== !env.MAXI_N8N_ACCESS_CLIENT_SECRET?.trim()) {
    problems.push(
      "MAXI_N8N_ACCESS_CLIENT_ID and MAXI_N8N_ACCESS_CLIENT_SECRET go together: both parts of the Access service token, or neither",
    );
  }
  return problems;
}

/** The settings, or the list of problems that keep the gateway closed. */
export function readSettings(env: ChatGatewayEnv): ChatGatewaySettings | { problems: string[] } {
  const problems = settingsProblems(env);
  if (problems.length > 0) return { problems };
  return {
    webhookUrl: env.MAXI_N8N_WEBHOOK_URL!.trim(),
    authorization: `Basic ${base64(env.MAXI_N8N_BASIC_AUTH!)}`,
    clientKeySecret: env.MAXI_CLIENT_KEY_SECRET!,
    extraHeaders: env.MAXI_N8N_ACCESS_CLIENT_ID?.trim()
      ? {
          "CF-Access-Client-Id": env.MAXI_N8N_ACCESS_CLIENT_ID.trim(),
          "CF-Access-Client-Secret": env.MAXI_N8N_ACCESS_CLIENT_SECRET!.trim(),
        }
      : {},
  };
}
