/** @jest-environment node */
import { editsBetween, mergeEdits } from "../../cms/src/save/edits";
import { contentFormat, readDraft } from "../../cms/src/save/draft-text";
import { VERSION_KEY, versionText } from "../../cms/src/save/versions";

const base = { hero: { title: "A", lead: "B" }, list: ["x", "y"], faq: [{ q: "1" }, { q: "2" }] };

describe("an editor's changes", () => {
  it("are the fields whose value changed, a list whose length changed counting as one", () => {
    const mine = { hero: { title: "A2", lead: "B" }, list: ["x", "y", "z"], faq: [{ q: "1" }, { q: "2b" }] };
    expect(editsBetween(base, mine)).toEqual([
      { path: "hero.title", value: "A2" },
      { path: "list", value: ["x", "y", "z"] },
      { path: "faq[1].q", value: "2b" },
    ]);
  });

  it("land on a newer version field by field: theirs where only they changed, mine where only I did", () => {
    const theirs = { ...base, hero: { title: "A", lead: "B-theirs" } };
    const mine = { ...base, hero: { title: "A-mine", lead: "B" }, faq: [{ q: "1" }, { q: "2-mine" }] };
    expect(mergeEdits(base, theirs, mine)).toEqual({
      data: { hero: { title: "A-mine", lead: "B-theirs" }, list: ["x", "y"], faq: [{ q: "1" }, { q: "2-mine" }] },
      conflicts: [],
    });
  });

  it("keep my value where we both changed the same field, and say which", () => {
    const theirs = { ...base, hero: { title: "A-theirs", lead: "B" }, list: ["x"] };
    const mine = { ...base, hero: { title: "A-mine", lead: "B" }, list: ["x", "y", "z"] };
    expect(mergeEdits(base, theirs, mine)).toEqual({
      data: { hero: { title: "A-mine", lead: "B" }, list: ["x", "y", "z"], faq: base.faq },
      conflicts: ["hero.title", "list"],
    });
  });

  it("leave out an optional field I emptied", () => {
    const withSubtitle = { ...base, subtitle: "S" };
    const { subtitle: _removed, ...mine } = withSubtitle;
    expect(mergeEdits(withSubtitle, { ...withSubtitle, hero: { title: "T", lead: "B" } }, mine).data).toEqual({
      ...base,
      hero: { title: "T", lead: "B" },
    });
  });
});

describe("the text Decap keeps of an entry", () => {
  const file = '{\n  "hero": { "title": "A" }\n}\n';

  it("names, for a file as stored, that very text as the version the entry starts from", () => {
    const data = contentFormat.fromFile(file);
    expect(data.hero).toEqual({ title: "A" });
    expect(versionText(data[VERSION_KEY])).toBe(file);
  });

  it("carries a draft's starting version into its local backup, and back after a reload", () => {
    const data = contentFormat.fromFile(file);
    const backup = contentFormat.toFile({ ...data, hero: { title: "B" } });
    expect(readDraft(backup)).toEqual({
      content: { hero: { title: "B" } },
      version: { token: data[VERSION_KEY], base: file },
    });
    // A reload brings the backup back as a new entry, still starting from the version the draft did.
    const restored = contentFormat.fromFile(backup);
    expect(restored.hero).toEqual({ title: "B" });
    expect(restored[VERSION_KEY]).not.toBe(data[VERSION_KEY]);
    expect(versionText(restored[VERSION_KEY])).toBe(file);
  });
});
