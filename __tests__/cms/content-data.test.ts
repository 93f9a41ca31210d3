/** @jest-environment node */
import { contentData } from "../../cms/src/model/content-data";
import { homeContent } from "../../content-model/home";
import { privacyContent } from "../../content-model/privacy";
import home from "../../content/home.json";
import privacy from "../../content/privacy.json";
import type { ContentOf } from "../../content-model/types";
import type { BrokenJson } from "../support/content";

type Home = ContentOf<typeof homeContent>;

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value));

describe("what a CMS save writes", () => {
  it("is the file itself when the editor changed nothing", () => {
    expect(contentData(copy(home), homeContent.schema.describe())).toEqual(home);
    expect(contentData(copy(privacy), privacyContent.schema.describe())).toEqual(privacy);
  });

  it("trims text, leaves out emptied optional fields and keeps emptied required ones for the save check", () => {
    const data = copy(home);
    data.hero.title = "  Transforma tu negocio con ";
    data.solutions.intro.eyebrow = "   ";
    data.results.stats[0]!.detail = "";
    data.cta.text = "";
    const written = contentData(data, homeContent.schema.describe()) as Home;
    expect(written.hero.title).toBe("Transforma tu negocio con");
    expect(written.solutions.intro).not.toHaveProperty("eyebrow");
    expect(written.results.stats[0]).not.toHaveProperty("detail");
    expect(written.cta.text).toBe("");
  });

  it("writes image paths relative to the JSON file, as the build resolves them", () => {
    const data = copy(home);
    data.technology.image.src = "images/nueva.png";
    expect((contentData(data, homeContent.schema.describe()) as Home).technology.image.src).toBe("./images/nueva.png");
  });

  it("drops keys the build does not know and empty optional lists", () => {
    const data: BrokenJson = copy(privacy);
    data.sections[0].blocks[0].items = [];
    data.sections[0].extra = "x";
    const written = contentData(data, privacyContent.schema.describe()) as ContentOf<typeof privacyContent>;
    expect(written.sections[0]).not.toHaveProperty("extra");
    expect(written.sections[0]!.blocks[0]).not.toHaveProperty("items");
  });
});
