/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { checkContentFile } from "../../../gatsby/content-checks";

const contentRoot = path.resolve(__dirname, "../../../content");
const file = path.join(contentRoot, "site.json");
const source = fs.readFileSync(file, "utf8");

/** Checks site.json with edits applied: `["chat.title", undefined]` deletes the field, any other value sets it. */
function checkWith(...edits: [path: string, value: unknown][]): string[] {
  const site = JSON.parse(source) as Record<string, unknown>;
  for (const [dotted, value] of edits) {
    const keys = dotted.split(".");
    const last = keys.pop()!;
    const parent = keys.reduce((node, key) => node[key] as Record<string, unknown>, site);
    if (value === undefined) delete parent[last];
    else parent[last] = value;
  }
  return checkContentFile(file, JSON.stringify(site), contentRoot);
}

it("accepts the real content/site.json", () => {
  expect(checkContentFile(file, source, contentRoot)).toEqual([]);
});

describe("cookieNotice", () => {
  it("names every missing or misplaced field", () => {
    expect(
      checkWith(["cookieNotice.dismissLabel", undefined], ["cookieNotice.link.to", "politica-de-privacidad"]),
    ).toEqual([
      "content/site.json → cookieNotice.link.to: must be an internal path such as /contacto/ (with a trailing slash)",
      "content/site.json → cookieNotice.dismissLabel: required",
    ]);
  });
});

describe("chat", () => {
  it("requires the title, and that it says 24/7", () => {
    expect(checkWith(["chat.title", undefined])).toEqual(["content/site.json → chat.title: required"]);
    expect(checkWith(["chat.title", "Maxi"])).toEqual(["content/site.json → chat.title: must say Maxi is available 24/7"]);
  });

  it("checks nested texts, greetings and the fallback link", () => {
    expect(
      checkWith(
        ["chat.errors.timeout", undefined],
        ["chat.welcome.startLabel", ""],
        ["chat.greetings", []],
        ["chat.unavailable.action.to", "https://example.com"],
        ["chat.inputPlaceholder", " Escribe "],
      ),
    ).toEqual(
      expect.arrayContaining([
        "content/site.json → chat.errors.timeout: required",
        "content/site.json → chat.welcome.startLabel: required",
        "content/site.json → chat.greetings: needs at least 1 item(s)",
        "content/site.json → chat.unavailable.action.to: must be an internal path such as /contacto/ (with a trailing slash)",
        "content/site.json → chat.inputPlaceholder: must not start or end with spaces",
      ]),
    );
  });

  it("rejects unknown keys, so a typo cannot silently drop a text", () => {
    expect(checkWith(["chat.sendLable", "Enviar"])).toEqual([
      "content/site.json → chat: unknown key (sendLable): remove it or check its spelling",
    ]);
  });
});
