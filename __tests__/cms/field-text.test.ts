/** @jest-environment node */
import type { SchemaDescription } from "yup";
import { describeField, fieldText, fileFields } from "../../cms/src/model/fields";
import { list, longText, obj, text } from "../../content-model/shared";

const descriptionOf = (rule: { describe(): unknown }) => rule.describe() as SchemaDescription;

describe("a field's Spanish text", () => {
  it("is its rule's: the label and what its meta says (hint, long, singular, folded) reach the Decap field", () => {
    const rule = obj({
      award: text().label("Premio").meta({ hint: "Tal como lo concedieron." }),
      story: longText("Historia", "Dos o tres frases."),
      badges: list(text()).label("Distintivos").meta({ singular: "Distintivo", hint: "Uno por sello." }),
      share: obj({ title: text().label("Título para compartir") })
        .label("Compartir")
        .meta({ folded: true }),
    });
    const [award, story, badges] = Object.entries(rule.describe().fields).map(([key, description]) =>
      describeField(key, description as SchemaDescription, "home.json", ["hero", key]),
    );
    expect(award).toMatchObject({
      label: "Premio",
      hint: "Tal como lo concedieron.",
      widget: "string",
      required: true,
    });
    expect(story).toMatchObject({ label: "Historia", hint: "Dos o tres frases.", widget: "text" });
    expect(badges).toMatchObject({
      label: "Distintivos",
      hint: "Uno por sello.",
      widget: "list",
      label_singular: "Distintivo",
    });
    // An item without a label of its own is named by its list: open, its box says which one it is.
    expect(badges!.field).toMatchObject({ label: "Distintivo", hint: "Uno por sello.", widget: "string" });

    const fields = fileFields("home.json", rule.describe());
    expect(fields.map((field) => field.name)).toEqual(["award", "story", "badges", "share"]);
    expect(fields[3]).toMatchObject({ label: "Compartir", collapsed: true, summary: "{{fields.title}}" });
  });

  it("is required: a rule without a label stops the CMS build, naming the file and the field", () => {
    expect(() => fieldText("home.json", ["hero", "award"], descriptionOf(text()))).toThrow(
      'home.json → hero.award: no Spanish label; give its rule one: .label("…")',
    );
    const unnamed = obj({ hero: obj({ award: text() }).label("Cabecera") });
    expect(() => fileFields("home.json", unnamed.describe())).toThrow("home.json → hero.award: no Spanish label");
  });

  it("names a list's items: a list editors add to without the name of one item stops the CMS build", () => {
    const rule = list(text()).label("Distintivos");
    expect(() => describeField("badges", descriptionOf(rule), "home.json", ["hero", "badges"])).toThrow(
      'home.json → hero.badges: a list editors add items to needs the name of one item: give its rule one (.meta({ singular: "…" }))',
    );
  });
});
