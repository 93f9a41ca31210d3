/** @jest-environment node */
import { onPreInit } from "../../gatsby-node";
import { envProblems, urlProblem } from "../../src/config/env-problems";

type OnPreInitArgs = Parameters<NonNullable<typeof onPreInit>>[0];

const VALID = {
  siteUrl: "https://www.azahardigital.es",
  supabaseUrl: "https://abcdefgh.supabase.co",
  chatWebhookUrl: "/api/chat",
};

describe("URL settings", () => {
  it("accepts production URLs, this machine over http, and empty values", () => {
    expect(envProblems(VALID)).toEqual([]);
    expect(
      envProblems({
        siteUrl: "http://127.0.0.1:8000",
        supabaseUrl: "http://localhost:54321",
        chatWebhookUrl: "http://127.0.0.1:54321/api/chat",
      }),
    ).toEqual([]);
    expect(envProblems({ siteUrl: VALID.siteUrl, supabaseUrl: "", chatWebhookUrl: "" })).toEqual([]);
  });

  it.each([
    ["a path (PostgREST's own)", "https://abcdefgh.supabase.co/rest/v1", "has a path (/rest/v1)"],
    ["a path to the table", "https://abcdefgh.supabase.co/rest/v1/contacts", "has a path (/rest/v1/contacts)"],
    ["a query", "https://abcdefgh.supabase.co?apikey=x", "has a ?query"],
    ["a fragment", "https://abcdefgh.supabase.co#x", "has a #fragment"],
    ["a mistyped scheme", "htps://abcdefgh.supabase.co", "does not start with https://"],
    ["plain http on the internet", "http://abcdefgh.supabase.co", "does not start with https://"],
    ["no scheme", "abcdefgh.supabase.co", "is not a URL"],
    ["no host", "https://", "is not a URL"],
    ["spaces inside", "https://abc defgh.supabase.co", "is not a URL"],
    ["credentials", "https://user:secret@abcdefgh.supabase.co", "contains a user name or password"],
    ["a scheme without slashes", "https:abcdefgh.supabase.co", "is not written as an origin"],
    ["the default port written out", "https://abcdefgh.supabase.co:443", "is not written as an origin"],
  ])("refuses a Supabase URL with %s, naming the variable and what to write", (_case, value, why) => {
    const problem = urlProblem("GATSBY_SUPABASE_URL", value);
    expect(problem).toContain(`GATSBY_SUPABASE_URL="${value}" ${why}`);
    expect(problem).toContain("https://<project-ref>.supabase.co");
  });

  it("says which origin was meant, and that the site adds the REST path itself", () => {
    expect(urlProblem("GATSBY_SUPABASE_URL", "https://abcdefgh.supabase.co/rest/v1")).toBe(
      'GATSBY_SUPABASE_URL="https://abcdefgh.supabase.co/rest/v1" has a path (/rest/v1): it must be only the origin, such as ' +
        "https://<project-ref>.supabase.co (here https://abcdefgh.supabase.co); the site adds /rest/v1/contacts itself.",
    );
  });

  it.each([
    ["htps://n8n.example.es/webhook/1/chat", "points the browser at another host"],
    ["javascript:alert(1)", "points the browser at another host"],
    ["api/chat", "is not a URL"],
    ["//n8n.example.es/webhook/1/chat", "is not a plain path on the site"],
    ["/\\n8n.example.es/chat", "is not a plain path on the site"],
    ["/api/chat?x=1", "is not a plain path on the site"],
    ["/api/chat#top", "is not a plain path on the site"],
    // The browser never calls n8n: its webhook answers only the gateway, which holds the credential.
    ["https://n8n.example.es/webhook/1/chat", "points the browser at another host"],
    ["https://www.azahardigital.es/api/chat", "points the browser at another host"],
    ["http://n8n.example.es/webhook/1/chat", "points the browser at another host"],
    ["http://user:secret@127.0.0.1:54321/api/chat", "contains a user name or password"],
  ])("refuses Maxi's endpoint %p, asking for the site's own gateway", (value, why) => {
    const problem = urlProblem("GATSBY_CHAT_WEBHOOK_URL", value);
    expect(problem).toContain(`GATSBY_CHAT_WEBHOOK_URL="${value}" ${why}`);
    expect(problem).toContain("/api/chat");
  });

  it("accepts the site's own gateway path, and the local backend's on this machine", () => {
    for (const value of ["/api/chat", "http://127.0.0.1:54321/api/chat", "http://localhost:54321/api/chat"]) {
      expect(urlProblem("GATSBY_CHAT_WEBHOOK_URL", value)).toBeNull();
    }
  });

  it.each([
    ["https://www.azahardigital.es/inicio", "has a path (/inicio)"],
    ["htps://www.azahardigital.es", "does not start with https://"],
    ["www.azahardigital.es", "is not a URL"],
  ])("refuses the site URL %p (canonical links and the sitemap are built on it)", (value, why) => {
    expect(urlProblem("GATSBY_SITE_URL", value)).toContain(`GATSBY_SITE_URL="${value}" ${why}`);
  });

  it("lists every problem at once, in a fixed order", () => {
    expect(
      envProblems({ siteUrl: "x", supabaseUrl: "htps://a.supabase.co", chatWebhookUrl: "y" }).map(
        (problem) => problem.split("=")[0],
      ),
    ).toEqual(["GATSBY_SITE_URL", "GATSBY_SUPABASE_URL", "GATSBY_CHAT_WEBHOOK_URL"]);
  });
});

describe("the build with a malformed URL setting", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  function preInit() {
    const reporter = { panic: jest.fn() };
    void onPreInit!({ reporter } as unknown as OnPreInitArgs, { plugins: [] }, () => undefined);
    return reporter.panic;
  }

  it("stops before doing anything, with a message naming the variable", () => {
    process.env.GATSBY_SUPABASE_URL = "https://abcdefgh.supabase.co/rest/v1/";
    const panic = preInit();
    expect(panic).toHaveBeenCalledTimes(1);
    expect(panic.mock.calls[0]![0]).toMatch(/^Configuration error/);
    expect(panic.mock.calls[0]![0]).toContain(
      'GATSBY_SUPABASE_URL="https://abcdefgh.supabase.co/rest/v1" has a path (/rest/v1)',
    );
  });

  it("goes on with valid or empty settings", () => {
    process.env.GATSBY_SUPABASE_URL = "https://abcdefgh.supabase.co/";
    process.env.GATSBY_CHAT_WEBHOOK_URL = "";
    expect(preInit()).not.toHaveBeenCalled();
  });
});
