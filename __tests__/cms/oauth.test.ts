/** @jest-environment node */
import { finishSignIn, startSignIn, STATE_COOKIE } from "../../cms/oauth";

const env = { GITHUB_CLIENT_ID: "client-id", GITHUB_CLIENT_SECRET: "client-secret" };
const SITE = "https://www.azahardigital.es";

function startedSignIn() {
  const response = startSignIn({
    request: new Request(`${SITE}/api/auth?provider=github&site_id=www.azahardigital.es&scope=repo`),
    env,
  });
  const location = new URL(response.headers.get("Location")!);
  const state = location.searchParams.get("state")!;
  return { response, location, state };
}

const callback = (query: string, cookieState?: string) =>
  new Request(`${SITE}/api/callback?${query}`, {
    headers: cookieState ? { Cookie: `other=1; ${STATE_COOKIE}=${cookieState}` } : {},
  });

afterEach(() => jest.restoreAllMocks());

describe("signing in to the CMS with GitHub (Cloudflare Pages Functions)", () => {
  it("sends the editor to GitHub with the site's callback and a one-time state kept in a secure cookie", () => {
    const { response, location, state } = startedSignIn();
    expect(response.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(location.searchParams.get("client_id")).toBe("client-id");
    expect(location.searchParams.get("redirect_uri")).toBe(`${SITE}/api/callback`);
    expect(location.searchParams.get("scope")).toBe("repo");
    expect(response.headers.get("Set-Cookie")).toBe(
      `${STATE_COOKIE}=${state}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=600`,
    );
    expect(location.toString()).not.toContain("client-secret");
  });

  it("hands the token to the CMS window with Decap's handshake, only to this origin", async () => {
    const { state } = startedSignIn();
    const fetchMock = jest
      .spyOn(global, "fetch")
      .mockResolvedValue(new Response(JSON.stringify({ access_token: "gho_abc" }), { status: 200 }));
    const response = await finishSignIn({ request: callback(`code=xyz&state=${state}`, state), env });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("https://github.com/login/oauth/access_token");
    expect(JSON.parse(init!.body as string)).toEqual({
      client_id: "client-id",
      client_secret: "client-secret",
      code: "xyz",
      redirect_uri: `${SITE}/api/callback`,
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      JSON.stringify(`authorization:github:success:${JSON.stringify({ token: "gho_abc", provider: "github" })}`),
    );
    expect(html).toContain('window.opener.postMessage("authorizing:github", location.origin)');
    expect(html).not.toContain('"*"');
    const nonce = html.match(/<script nonce="([^"]+)">/)![1];
    expect(response.headers.get("Content-Security-Policy")).toBe(
      `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
    );
  });

  it("refuses a callback whose state does not match the cookie, without asking GitHub for a token", async () => {
    const fetchMock = jest.spyOn(global, "fetch");
    const response = await finishSignIn({ request: callback("code=xyz&state=forged", "other"), env });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("authorization:github:error:");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reports GitHub's refusal to the CMS in Spanish", async () => {
    const { state } = startedSignIn();
    jest.spyOn(global, "fetch").mockResolvedValue(
      new Response(
        JSON.stringify({
          error: "bad_verification_code",
          error_description: "The code passed is incorrect or expired.",
        }),
        { status: 200 },
      ),
    );
    const response = await finishSignIn({ request: callback(`code=old&state=${state}`, state), env });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("GitHub no ha dado acceso: The code passed is incorrect or expired.");
  });
});
