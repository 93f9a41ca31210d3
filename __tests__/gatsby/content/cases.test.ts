/** @jest-environment node */
import { checkBroken, checkContent, loadContent } from "../../support/content";

const FILE = "cases.json";
const items = loadContent(FILE).items as Array<{ sample?: boolean; metrics: unknown[] }>;
const at = (field: string) => `content/cases.json → items[0].${field}`;

describe("content/cases.json", () => {
  it("passes the build's content checks, with one sample case whose every result has a period and a source", () => {
    expect(checkContent(FILE)).toEqual([]);
    expect(items).toHaveLength(1);
    expect(items[0]!.sample).toBe(true);
    expect(items[0]!.metrics.length).toBeGreaterThan(0);
  });

  it("refuses a result without the period measured or the source it was read from", () => {
    expect(
      checkBroken(FILE, (data) => {
        delete data.items[0].metrics[0].period;
        delete data.items[0].metrics[1].source;
      }),
    ).toEqual([at("metrics[0].period: required"), at("metrics[1].source: required")]);
  });

  it("refuses a result without its figures before and after, or with a figure written as text", () => {
    expect(checkBroken(FILE, (data) => delete data.items[0].metrics[0].before)).toEqual([
      at("metrics[0].before: required"),
    ]);
    expect(checkBroken(FILE, (data) => (data.items[0].metrics[0].after = "28,5"))).toEqual([
      expect.stringContaining(at("metrics[0].after: ")),
    ]);
    expect(checkBroken(FILE, (data) => (data.items[0].metrics[0].after = -1))).toEqual([
      at("metrics[0].after: must be 0 or more"),
    ]);
  });

  it("refuses a percentage that does not say what it is a percentage of", () => {
    expect(checkBroken(FILE, (data) => delete data.items[0].metrics[2].of)).toEqual([
      at("metrics[2].of: a percentage must say what it is a percentage of"),
    ]);
    expect(checkBroken(FILE, (data) => (data.items[0].metrics[1].unit = "%"))).toEqual([
      at("metrics[1].of: a percentage must say what it is a percentage of"),
    ]);
  });

  it("refuses a case without any result", () => {
    expect(checkBroken(FILE, (data) => (data.items[0].metrics = []))).toEqual([
      at("metrics: needs at least 1 item(s)"),
    ]);
  });

  it("shows a client's logo only with the date of their permission, given by today", () => {
    const logo = { image: { src: "./images/brand-icon.svg", alt: "Logotipo de Reformas Guadalquivir" } };
    expect(checkBroken(FILE, (data) => (data.items[0].client.logo = [logo]))).toEqual([
      at("client.logo[0].permissionDate: required"),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(checkBroken(FILE, (data) => (data.items[0].client.logo = [{ ...logo, permissionDate: today }]))).toEqual([]);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(checkBroken(FILE, (data) => (data.items[0].client.logo = [{ ...logo, permissionDate: tomorrow }]))).toEqual([
      at("client.logo[0].permissionDate: a permission cannot be dated after today"),
    ]);
  });

  it("refuses two cases at one address, a service the site does not offer and an unknown key", () => {
    expect(checkBroken(FILE, (data) => data.items.push({ ...data.items[0] }))).toEqual([
      "content/cases.json → items: two cases share an address; each needs its own",
    ]);
    expect(checkBroken(FILE, (data) => (data.items[0].services = ["seo"]))).toEqual([
      expect.stringContaining(at('services[0]: unknown service "seo"')),
    ]);
    expect(checkBroken(FILE, (data) => (data.items[0].rating = 5))).toEqual([
      "content/cases.json → items[0]: unknown key (rating): remove it or check its spelling",
    ]);
  });

  it("takes no case at all: the site then has no case pages", () => {
    expect(checkBroken(FILE, (data) => (data.items = []))).toEqual([]);
  });
});
