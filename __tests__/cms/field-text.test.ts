/** @jest-environment node */
import { describeField, fieldText } from "../../cms/src/model/fields";
import { list, obj, text } from "../../gatsby/content/shared";

describe("a field's Spanish label", () => {
  it("comes from the rule when labels.ts has none, so a new content field is named where its rule is written", () => {
    expect(fieldText("home.json", ["hero", "award"], "Premio")).toEqual({ label: "Premio" });
    const rule = obj({
      award: text().label("Premio"),
      badges: list(text()).label("Distintivos").meta({ singular: "Distintivo" }),
    }).describe();
    const [award, badges] = Object.entries(rule.fields).map(([key, description]) =>
      describeField(key, description as Parameters<typeof describeField>[1], "home.json", ["hero", key]),
    );
    expect(award).toMatchObject({ name: "award", label: "Premio", widget: "string", required: true });
    expect(badges).toMatchObject({
      name: "badges",
      label: "Distintivos",
      widget: "list",
      label_singular: "Distintivo",
    });
  });

  it("yields to labels.ts's entry for that file's field, and wins over its entries by name", () => {
    expect(fieldText("home.json", ["hero", "title"], "Otro título").label).toBe("Otro título");
    expect(fieldText("home.json", ["hero", "title"]).label).not.toBe("Otro título");
  });

  it("is required: a field with neither stops the CMS build, saying where to add one", () => {
    expect(() => fieldText("home.json", ["hero", "award"])).toThrow(
      'home.json → hero.award: no Spanish label; give the rule one (.label("…")) or add one to cms/src/model/labels.ts',
    );
  });
});
