/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContentFile } from "../../gatsby/content-checks";
import { contentFiles } from "../../content-model/index";
import { checkBroken } from "../support/content";

const CONTENT = path.resolve(__dirname, "../../content");

describe("content checks", () => {
  it.each(contentFiles.map((spec) => spec.file))("accepts the real content/%s", (file) => {
    const absolute = path.join(CONTENT, file);
    expect(checkContentFile(absolute, fs.readFileSync(absolute, "utf8"), CONTENT)).toEqual([]);
  });

  it("names the file and the field of a missing value", () => {
    expect(checkBroken("home.json", (data) => delete data.hero.primaryAction.label)).toEqual([
      "content/home.json → hero.primaryAction.label: required",
    ]);
  });

  it("rejects a value of the wrong type instead of converting it", () => {
    const problems = checkBroken("home.json", (data) => {
      data.results.stats[1].value = 85;
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/home\.json → results\.stats\[1\]\.value: .*string/);
  });

  it("rejects an unknown key, naming it", () => {
    expect(checkBroken("site.json", (data) => (data.contact.fax = "954000000"))).toEqual([
      "content/site.json → contact: unknown key (fax): remove it or check its spelling",
    ]);
  });

  it("rejects an image that does not exist", () => {
    expect(checkBroken("home.json", (data) => (data.technology.image.src = "./images/no-existe.png"))).toEqual([
      "content/home.json → technology.image.src: image not found: ./images/no-existe.png",
    ]);
  });

  it("enforces the counts the specification fixes", () => {
    expect(checkBroken("home.json", (data) => data.solutions.items.pop())).toEqual([
      "content/home.json → solutions.items: must have exactly 4 items",
    ]);
  });

  it("rejects an icon the site does not have", () => {
    const problems = checkBroken("home.json", (data) => (data.solutions.items[0].icon = "unicornio"));
    expect(problems[0]).toMatch(/^content\/home\.json → solutions\.items\[0\]\.icon: unknown icon "unicornio"/);
  });

  it("reports every problem at once, not just the first", () => {
    const problems = checkBroken("home.json", (data) => {
      delete data.seo.title;
      data.cta.action.to = "contacto";
    });
    expect(problems).toEqual([
      "content/home.json → seo.title: required",
      "content/home.json → cta.action.to: must be an internal path such as /contacto/ (with a trailing slash)",
    ]);
  });

  it("reports invalid JSON and files the site does not read", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    const broken = path.join(root, "home.json");
    expect(checkContentFile(broken, '{"seo": ', root)[0]).toMatch(/^content\/home\.json: invalid JSON/);
    expect(checkContentFile(path.join(root, "newsletter.json"), "{}", root)[0]).toMatch(
      /^content\/newsletter\.json: unknown content file/,
    );
  });
});
