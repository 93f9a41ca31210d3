/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { EMPTY_LAYOUT, formatJson, readLayout } from "../../cms/src/json/layout";

const CONTENT = path.resolve(__dirname, "../../content");
const files = fs.readdirSync(CONTENT).filter((name) => name.endsWith(".json"));

describe("the CMS writes content files in their own layout", () => {
  it.each(files)("%s comes back byte for byte when nothing changed", (name) => {
    const text = fs.readFileSync(path.join(CONTENT, name), "utf8");
    expect(formatJson(JSON.parse(text), readLayout(text))).toBe(text);
  });

  it("changes only the line of the edited value, inline objects included", () => {
    const text = fs.readFileSync(path.join(CONTENT, "site.json"), "utf8");
    const data = JSON.parse(text);
    data.navigation[1].label = "Quiénes somos";
    data.brand.tagline = "Otro lema";
    const before = text.split("\n");
    const after = formatJson(data, readLayout(text)).split("\n");
    expect(after).toHaveLength(before.length);
    const changed = after.flatMap((line, index) => (line === before[index] ? [] : [index]));
    expect(changed.map((index) => after[index]!.trim())).toEqual([
      '"tagline": "Otro lema",',
      '{ "label": "Quiénes somos", "to": "/sobre-nosotros/" },',
    ]);
  });

  it("keeps the file's key order whatever order the editor's data has", () => {
    const text = '{\n  "b": 1,\n  "a": { "y": 2, "x": 3 }\n}\n';
    expect(formatJson({ a: { x: 3, y: 2 }, b: 1 }, readLayout(text))).toBe(text);
  });

  it("lays out a new list item like the items before it", () => {
    const text =
      '{\n  "links": [\n    { "label": "A", "to": "/a/" }\n  ],\n  "cards": [\n    {\n      "title": "x"\n    }\n  ]\n}\n';
    const data = JSON.parse(text);
    data.links.push({ label: "B", to: "/b/" });
    data.cards.push({ title: "y" });
    expect(formatJson(data, readLayout(text))).toBe(
      '{\n  "links": [\n    { "label": "A", "to": "/a/" },\n    { "label": "B", "to": "/b/" }\n  ],\n' +
        '  "cards": [\n    {\n      "title": "x"\n    },\n    {\n      "title": "y"\n    }\n  ]\n}\n',
    );
  });

  it("writes two-space JSON with a final newline when there is no file yet", () => {
    expect(formatJson({ a: [1, 2], b: { c: "d" } }, EMPTY_LAYOUT)).toBe(
      `${JSON.stringify({ a: [1, 2], b: { c: "d" } }, null, 2)}\n`,
    );
  });
});
