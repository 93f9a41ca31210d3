/** @jest-environment node */
import { checkBroken, checkContent } from "../../support/content";

const FILE = "team.json";

describe("content/team.json", () => {
  it("passes the build's content checks, with the agency itself as the one author", () => {
    expect(checkContent(FILE)).toEqual([]);
  });

  it("refuses two members with one id, which articles could not tell apart", () => {
    expect(checkBroken(FILE, (data) => data.members.push({ ...data.members[0], name: "Otra persona" }))).toEqual([
      "content/team.json → members: two members share an id; each needs its own",
    ]);
  });

  it("refuses an id that is not lowercase words joined by hyphens", () => {
    expect(checkBroken(FILE, (data) => (data.members[0].id = "Equipo Azahar"))).toEqual([
      "content/team.json → members[0].id: must be lowercase words joined by hyphens (articles name their author by it)",
    ]);
  });

  it("keeps the bio short: 300 characters, not 301", () => {
    expect(checkBroken(FILE, (data) => (data.members[0].bio = "a".repeat(300)))).toEqual([]);
    expect(checkBroken(FILE, (data) => (data.members[0].bio = "a".repeat(301)))).toEqual([
      "content/team.json → members[0].bio: keep it under 300 characters",
    ]);
  });

  it("points the author's URL at a page of the site, optionally an anchor on it", () => {
    expect(checkBroken(FILE, (data) => (data.members[0].url = "/sobre-nosotros/"))).toEqual([]);
    expect(checkBroken(FILE, (data) => (data.members[0].url = "https://example.com/yo"))).toEqual([
      "content/team.json → members[0].url: must be a page of the site, optionally with an #anchor, such as /sobre-nosotros/#equipo",
    ]);
  });

  it("takes a photo only when it exists", () => {
    expect(checkBroken(FILE, (data) => (data.members[0].photo = "./images/no-existe.png"))).toEqual([
      "content/team.json → members[0].photo: image not found: ./images/no-existe.png",
    ]);
    expect(checkBroken(FILE, (data) => (data.members[0].photo = "./images/about-technology.png"))).toEqual([]);
  });
});
