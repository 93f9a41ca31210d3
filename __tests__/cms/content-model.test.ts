/**
 * @jest-environment node
 *
 * The CMS's fields and the build's content checks agree for every field of every content file: the
 * same fields, and for each one the editor refuses what the build refuses.
 */
import fs from "node:fs";
import path from "node:path";
import type { SchemaDescription, SchemaInnerTypeDescription, SchemaObjectDescription } from "yup";
import { ValidationError } from "yup";
import { contentFileList, type ContentFile } from "../../cms/src/model/collections";
import { contentData } from "../../cms/src/model/content-data";
import type { DecapField } from "../../cms/src/model/fields";
import { saveProblems } from "../../cms/src/model/save-check";
import { decapRefusals } from "../support/decap-validation";

const CONTENT = path.resolve(__dirname, "../../content");
const MEDIA = fs.readdirSync(path.join(CONTENT, "images"));
const collections = contentFileList();

/** Rules about several fields at once, which the CMS checks when saving rather than in one field. */
const CROSS_FIELD_RULES = new Set([
  "has-text",
  "titles-in-order",
  "unique-ids",
  "stated-figure-source",
  "consent-not-future",
  "permission-not-future",
  "percentage-of",
]);

interface FieldCase {
  file: string;
  /** Path into the file's data; list items are represented by their first item. */
  path: (string | number)[];
  description: SchemaDescription;
}

/** Every field the build's rules describe, walked from yup's own description (not from the CMS's fields). */
function ruleFields(file: string, description: SchemaDescription, at: (string | number)[] = []): FieldCase[] {
  const own = at.length > 0 ? [{ file, path: at, description }] : [];
  if (description.type === "object") {
    return [
      ...own,
      ...Object.entries((description as SchemaObjectDescription).fields).flatMap(([key, child]) =>
        ruleFields(file, child as SchemaDescription, [...at, key]),
      ),
    ];
  }
  if (description.type === "array") {
    return [
      ...own,
      ...ruleFields(file, (description as SchemaInnerTypeDescription).innerType as SchemaDescription, [...at, 0]),
    ];
  }
  return own;
}

/** The CMS field at a data path, through objects and list items. */
function cmsField(fields: readonly DecapField[], at: readonly (string | number)[]): DecapField | undefined {
  let level: readonly DecapField[] | undefined = fields;
  let found: DecapField | undefined;
  for (const segment of at) {
    if (typeof segment === "number") {
      // An item of a multiple select is one of its options: the select is its field.
      if (found?.widget === "select" && found.multiple) continue;
      if (!found || found.widget !== "list") return undefined;
      if (found.field) {
        found = found.field;
        level = found.fields;
      }
      continue;
    }
    found = level?.find((field) => field.name === segment);
    if (!found) return undefined;
    level = found.fields;
  }
  return found;
}

type JsonNode = Record<string | number, unknown>;
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(CONTENT, file), "utf8"));
const getAt = (data: unknown, at: readonly (string | number)[]) =>
  at.reduce<unknown>((value, key) => (value as JsonNode | undefined)?.[key], data);
const setAt = (data: unknown, at: readonly (string | number)[], value: unknown) => {
  const parent = getAt(data, at.slice(0, -1)) as JsonNode;
  if (value === undefined) delete parent[at[at.length - 1]!];
  else parent[at[at.length - 1]!] = value;
};

/** The build's complaints (yup test names) about what a CMS save would write for `data`. */
function buildComplaints(collection: ContentFile, data: unknown): string[] {
  try {
    collection.spec.schema.validateSync(contentData(data, collection.model), {
      abortEarly: false,
      strict: true,
      context: { imageExists: (src: string) => fs.existsSync(path.resolve(CONTENT, src)) },
    });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return (error.inner.length > 0 ? error.inner : [error]).map((problem) => problem.type ?? "");
  }
}

const fieldRefusals = (collection: ContentFile, data: unknown) => decapRefusals(collection.fields, data, MEDIA);

/** The editor refuses what the build refuses: in the field itself, or, for a rule spanning fields, when saving. */
function expectEditorRefusesLikeBuild(collection: ContentFile, data: unknown) {
  const complaints = buildComplaints(collection, data);
  if (complaints.length === 0) return;
  if (complaints.every((type) => CROSS_FIELD_RULES.has(type)))
    expect(saveProblems(collection, data).length).toBeGreaterThan(0);
  else expect(fieldRefusals(collection, data).length).toBeGreaterThan(0);
}

const cases = collections.flatMap((collection) =>
  ruleFields(collection.spec.file, collection.model).map((field) => ({
    ...field,
    collection,
    name: `${field.file} → ${field.path.join(".")}`,
  })),
);

describe("the CMS model and the build's content checks", () => {
  it("cover the same content files", () => {
    const files = fs
      .readdirSync(CONTENT)
      .filter((name) => name.endsWith(".json"))
      .sort();
    expect(collections.map((collection) => collection.spec.file).sort()).toEqual(files);
  });

  it("accept the content as it is today", () => {
    for (const collection of collections) {
      expect(buildComplaints(collection, read(collection.spec.file))).toEqual([]);
      expect(fieldRefusals(collection, read(collection.spec.file))).toEqual([]);
    }
  });

  it("have no CMS field the build does not check", () => {
    const walk = (fields: readonly DecapField[], description: SchemaObjectDescription, where: string): string[] =>
      fields.flatMap((field) => {
        const rule = description.fields[field.name] as SchemaDescription | undefined;
        if (!rule) return [`${where}${field.name}`];
        const inner =
          rule.type === "array" ? ((rule as SchemaInnerTypeDescription).innerType as SchemaDescription) : rule;
        const children = field.fields ?? field.field?.fields;
        return children && inner.type === "object"
          ? walk(children, inner as SchemaObjectDescription, `${where}${field.name}.`)
          : [];
      });
    for (const collection of collections)
      expect(walk(collection.fields, collection.model, `${collection.spec.file} → `)).toEqual([]);
  });

  describe.each(cases)("$name", ({ collection, file, path: at, description }) => {
    const field = cmsField(collection.fields, at);

    it("is a CMS field with a Spanish label", () => {
      expect(field).toBeDefined();
      expect(field!.label).toMatch(/^[A-ZÁÉÍÓÚÑ¿]/);
      expect(field!.label).not.toBe(String(at[at.length - 1]));
    });

    it("is refused when missing by the editor exactly when the build refuses it", () => {
      const data = read(file);
      // A list item is never "missing": list counts are checked below. Optional fields a file does not use are skipped.
      if (typeof at[at.length - 1] === "number" || getAt(data, at) === undefined) return;
      setAt(data, at, undefined);
      expectEditorRefusesLikeBuild(collection, data);
      // The editor asks for alt text the build would let stay empty (a decorative image): stricter, never looser.
      if (buildComplaints(collection, data).length === 0 && at[at.length - 1] !== "alt")
        expect(fieldRefusals(collection, data)).toEqual([]);
    });

    it("is refused with a wrong value by the editor whenever the build refuses it", () => {
      if (description.type !== "string" && description.type !== "number") return;
      const data = read(file);
      if (getAt(data, at) === undefined) return;
      setAt(data, at, description.type === "number" ? 1 : "¿?");
      expectEditorRefusesLikeBuild(collection, data);
    });

    it("has the build's bounds on its number of items", () => {
      if (description.type !== "array") return;
      const items = getAt(read(file), at);
      if (!Array.isArray(items)) return;
      for (const count of [0, items.length - 1, items.length + 1]) {
        const changed = read(file);
        setAt(
          changed,
          at,
          Array.from({ length: count }, (_, index) => items[index % items.length]),
        );
        expectEditorRefusesLikeBuild(collection, changed);
      }
    });
  });
});
