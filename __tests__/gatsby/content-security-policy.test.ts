/** @jest-environment node */
import { connectOrigins, contentSecurityPolicy, inlineScriptHashes } from "../../gatsby/content-security-policy";

// sha256("alert(1)") in base64, as a browser's CSP hash check computes it.
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

describe("inline script hashes", () => {
  it("hashes the exact text of every executable inline script, once", () => {
    const html = `<html><head><script>alert(1)</script><script type="module">alert(1)</script></head>
      <body><script type="text/javascript">alert(2)</script></body></html>`;
    const hashes = inlineScriptHashes(html, "index.html");
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe(ALERT_HASH);
  });

  it("ignores external scripts and data blocks such as JSON-LD, which CSP does not apply to", () => {
    const html = `<script src="/app-0123456789abcdef0123.js" async></script>
      <script type="application/ld+json">{"@type":"Organization"}</script>`;
    expect(inlineScriptHashes(html, "index.html")).toEqual([]);
  });

  it("refuses inline event handlers, which no hash can allow", () => {
    expect(() => inlineScriptHashes(`<img src="/a.png" alt="" onload="go()">`, "contacto/index.html")).toThrow(
      "contacto/index.html: inline event handler on <img>",
    );
  });
});

describe("connect-src origins", () => {
  it("allows Supabase's origin and nothing for Maxi, whose endpoint is the site's own /api/chat", () => {
    expect(connectOrigins({ supabaseUrl: "https://abc.supabase.co", chatWebhookUrl: "/api/chat" })).toEqual([
      "https://abc.supabase.co",
    ]);
    expect(connectOrigins({ supabaseUrl: "", chatWebhookUrl: "/api/chat" })).toEqual([]);
    expect(connectOrigins({ supabaseUrl: "", chatWebhookUrl: "" })).toEqual([]);
  });

  it("adds the local backend's origin once when the chat is served from it (npm start)", () => {
    expect(
      connectOrigins({ supabaseUrl: "http://127.0.0.1:54321", chatWebhookUrl: "http://127.0.0.1:54321/api/chat" }),
    ).toEqual(["http://127.0.0.1:54321"]);
    expect(
      connectOrigins({ supabaseUrl: "http://127.0.0.1:54321", chatWebhookUrl: "http://localhost:54000/api/chat" }),
    ).toEqual(["http://127.0.0.1:54321", "http://localhost:54000"]);
  });

  it("never allows an n8n host", () => {
    expect(() =>
      connectOrigins({
        supabaseUrl: "https://abc.supabase.co",
        chatWebhookUrl: "https://n8n.example.es/webhook/1234/chat",
      }),
    ).toThrow("GATSBY_CHAT_WEBHOOK_URL");
  });

  it.each([
    ["a URL without a scheme", { supabaseUrl: "abc.supabase.co", chatWebhookUrl: "" }, "GATSBY_SUPABASE_URL"],
    // new URL() accepts these, with the origin "null": the policy would then allow nothing, or worse, `null`.
    ["a mistyped scheme", { supabaseUrl: "htps://abc.supabase.co", chatWebhookUrl: "" }, "GATSBY_SUPABASE_URL"],
    ["a non-web scheme", { supabaseUrl: "", chatWebhookUrl: "javascript:alert(1)" }, "GATSBY_CHAT_WEBHOOK_URL"],
  ])("refuses %s, naming the variable, and never returns a null origin", (_case, env, variable) => {
    expect(() => connectOrigins(env)).toThrow(variable);
  });
});

describe("the policy", () => {
  it("allows same-origin resources, hashed inline scripts, inline styles, data: images and the backend origins", () => {
    expect(contentSecurityPolicy({ scriptHashes: [ALERT_HASH], connectOrigins: ["https://abc.supabase.co"] })).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${ALERT_HASH}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self' https://abc.supabase.co",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
  });

  it("never allows inline scripts wholesale or eval", () => {
    const policy = contentSecurityPolicy({ scriptHashes: [], connectOrigins: [] });
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self'");
  });
});
