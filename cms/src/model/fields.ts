/**
 * Turns a content file's rules (the yup schema the build checks it with) into Decap CMS fields: the
 * same keys, the same required flags, counts, closed lists and patterns, with the Spanish labels the
 * rules carry (`.label("…")`, `.meta({ hint, long, singular, folded })`). The editor therefore refuses, field by field, what the build would refuse.
 */
import type {
  SchemaDescription,
  SchemaFieldDescription,
  SchemaInnerTypeDescription,
  SchemaObjectDescription,
} from "yup";
import type { FieldText } from "../../../content-model/types";
import {
  knownTokensPattern,
  list,
  messagePlaceholdersMessage,
  messagePlaceholdersPattern,
  oneOfPattern,
  optionLabel,
  patternMessage,
} from "../../../content-model/rule-messages";

export interface DecapField {
  name: string;
  label: string;
  widget: "string" | "text" | "number" | "select" | "image" | "object" | "list" | "boolean" | "datetime" | "markdown";
  required: boolean;
  hint?: string;
  /** [regular expression, message shown when the value does not match it]. */
  pattern?: [string, string];
  options?: Array<{ label: string; value: string }>;
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  fields?: DecapField[];
  field?: DecapField;
  collapsed?: boolean;
  summary?: string;
  /** A list's name for one of its items ("Añadir enlace legal"). */
  label_singular?: string;
  allow_add?: boolean;
  allow_remove?: boolean;
  allow_reorder?: boolean;
  choose_url?: boolean;
  /** A select of several values (a list of closed values). */
  multiple?: boolean;
  default?: unknown;
}

type Test = { name?: string; params?: Readonly<Record<string, unknown>> };

const tests = (description: SchemaDescription): Test[] => description.tests;
const testNamed = (description: SchemaDescription, name: string) =>
  tests(description).find((test) => test.name === name);

/** Tests that need no field option: their rule is kept by how the CMS saves (see content-data.ts). */
const NORMALISED = new Set(["trim", "noUnknown", "required"]);

function asDescription(description: SchemaFieldDescription, where: string): SchemaDescription {
  if (!("type" in description) || description.type === "lazy" || description.type === "ref") {
    throw new Error(`${where}: the CMS cannot edit a ${"type" in description ? description.type : "reference"} rule`);
  }
  return description as SchemaDescription;
}

/** What a rule says for editors: its label and the meta that goes with it (hint, long, singular, folded). */
function ruleText(description: SchemaDescription): Partial<FieldText> {
  const { hint, long, singular, folded } = description.meta ?? {};
  return {
    ...(description.label ? { label: description.label } : {}),
    ...(hint ? { hint } : {}),
    ...(long ? { long } : {}),
    ...(singular ? { singular } : {}),
    ...(folded ? { folded } : {}),
  };
}

/**
 * The Spanish text of the field at `path` in content file `file`: its rule's label and meta
 * (`text().label("Subtítulo")` in content-model/). An item of a list without a label of its own is
 * named by its list (`list`): one of «Ventajas destacadas», with the list's hint.
 */
export function fieldText(
  file: string,
  path: readonly string[],
  rule: SchemaDescription,
  list?: SchemaDescription,
): FieldText {
  const own = ruleText(rule);
  const text = own.label || !list ? own : { ...ruleText(list), ...own };
  if (!text.label) throw new Error(`${file} → ${path.join(".")}: no Spanish label; give its rule one: .label("…")`);
  return { ...text, label: text.label };
}

const isImage = (description: SchemaDescription): boolean =>
  description.type === "object" &&
  Object.keys((description as SchemaObjectDescription).fields).join(",") === "src,alt" &&
  testNamed(asDescription((description as SchemaObjectDescription).fields.src!, "image"), "image-exists") !== undefined;

function stringField(base: DecapField, description: SchemaDescription, text: FieldText, where: string): DecapField {
  const patterns: Array<[string, string]> = [];
  if (description.oneOf.length === 1) {
    const [only] = description.oneOf as string[];
    patterns.push([oneOfPattern([only!]), `debe ser exactamente «${only}»`]);
  } else if (description.oneOf.length > 1) {
    const values = description.oneOf as string[];
    return { ...base, widget: "select", options: values.map((value) => ({ label: optionLabel(value), value })) };
  }
  for (const test of tests(description)) {
    const name = test.name ?? "";
    const params = test.params ?? {};
    if (NORMALISED.has(name)) continue;
    if (name === "matches" || name === "email" || name === "url") {
      const regex = params.regex as RegExp;
      const message =
        name === "email"
          ? "debe ser una dirección de correo electrónico"
          : name === "url"
            ? "debe ser una dirección web completa, empezando por https://"
            : patternMessage(regex.source);
      patterns.push([regex.source, message]);
    } else if (name === "max") {
      const min = testNamed(description, "min")?.params?.min as number | undefined;
      patterns.push(
        min === undefined
          ? [`^[\\s\\S]{0,${String(params.max)}}$`, `admite como máximo ${String(params.max)} caracteres`]
          : [`^[\\s\\S]{${min},${String(params.max)}}$`, `debe tener entre ${min} y ${String(params.max)} caracteres`],
      );
    } else if (name === "min") {
      // One pattern with the max (above); a lower bound alone has none yet.
      if (!testNamed(description, "max"))
        throw new Error(`${where}: a minimum length needs a maximum for the CMS's pattern`);
    } else if (name === "iso-datetime") {
      // The CMS's own datetime widget (widgets/MadridDateTime.tsx) writes what the build reads, in Madrid's
      // time with its offset ("2026-11-18T09:00:00+01:00"), whatever the editor's computer's time zone.
      return { ...base, widget: "datetime" };
    } else if (name === "team-member") {
      // A choice among the team's members; articleFields (articles.ts) fills in the options from content/team.json.
      return { ...base, widget: "select", options: [] };
    } else if (name === "length") {
      patterns.push([
        `^[\\s\\S]{${String(params.length)}}$`,
        `debe tener exactamente ${String(params.length)} caracteres`,
      ]);
    } else if (name === "known-tokens") {
      const tokens = params.tokens as string[];
      patterns.push([
        knownTokensPattern(tokens),
        `usa solo los marcadores ${tokens.map((token) => `{${token}}`).join(", ")}`,
      ]);
    } else if (name === "message-placeholders") {
      const [known, needs] = [params.known as string[], params.needs as string[]];
      patterns.push([messagePlaceholdersPattern(known, needs), messagePlaceholdersMessage(known, needs)]);
    } else if (name === "image-exists") {
      return { ...base, widget: "image", choose_url: false };
    } else {
      throw new Error(
        `${where}: the CMS has no equivalent for the check "${name}"; add one to cms/src/model/fields.ts`,
      );
    }
  }
  if (patterns.length > 1) throw new Error(`${where}: more than one pattern; the CMS checks one per field`);
  return {
    ...base,
    widget: text.long ? "text" : "string",
    ...(patterns[0] ? { pattern: patterns[0] } : {}),
  };
}

function numberField(base: DecapField, description: SchemaDescription, where: string): DecapField {
  // Without a value type Decap saves what was typed as a string, which the build's rules refuse.
  const field: DecapField = { ...base, widget: "number", value_type: "float" };
  for (const test of tests(description)) {
    if (test.name === "integer") field.value_type = "int";
    else if (test.name === "min") field.min = test.params!.min as number;
    else if (test.name === "max") field.max = test.params!.max as number;
    else if (!NORMALISED.has(test.name ?? ""))
      throw new Error(`${where}: the CMS has no equivalent for the check "${test.name}"`);
  }
  return field;
}

const SUMMARY_KEYS = ["title", "question", "label", "term", "value", "network"];

function listField(
  base: DecapField,
  description: SchemaInnerTypeDescription,
  file: string,
  path: string[],
  where: string,
  text: FieldText,
): DecapField {
  const closed = asDescription(description.innerType as SchemaFieldDescription, where);
  if (closed.type === "string" && closed.oneOf.length > 1) {
    const values = closed.oneOf as string[];
    const min = testNamed(description, "min")?.params?.min as number | undefined;
    return {
      ...base,
      widget: "select",
      multiple: true,
      options: values.map((value) => ({ label: optionLabel(value), value })),
      ...(min !== undefined ? { min } : {}),
    };
  }
  const field: DecapField = { ...base, widget: "list", collapsed: true };
  let itemTitles: readonly string[] | undefined;
  for (const test of tests(description)) {
    const params = test.params ?? {};
    if (test.name === "min") field.min = params.min as number;
    else if (test.name === "max") field.max = params.max as number;
    else if (test.name === "length") {
      field.min = params.length as number;
      field.max = params.length as number;
    } else if (test.name === "titles-in-order") itemTitles = params.titles as string[];
    // Compares items with each other, which no field can: the save guard (save-check.ts) runs it.
    else if (test.name === "unique-ids") continue;
    else if (!NORMALISED.has(test.name ?? ""))
      throw new Error(`${where}: the CMS has no equivalent for the check "${test.name}"`);
  }
  if (field.min !== undefined && field.min === field.max) {
    // A fixed count: the design has exactly this many slots, so items are edited in place.
    Object.assign(field, { allow_add: false, allow_remove: false });
    field.hint = [field.hint, `Siempre ${field.min} elementos.`].filter(Boolean).join(" ");
  } else {
    if (!text.singular) {
      throw new Error(
        `${where}: a list editors add items to needs the name of one item: give its rule one (.meta({ singular: "…" }))`,
      );
    }
    field.label_singular = text.singular;
  }
  const inner = asDescription(description.innerType as SchemaFieldDescription, where);
  // An item has the list's path; without a label of its own, the list's names it.
  const item = describeField(path[path.length - 1]!, inner, file, path, { list: description });
  if (itemTitles) {
    field.allow_reorder = false;
    field.hint = [field.hint, `Los títulos van en este orden: ${list(itemTitles)}.`].filter(Boolean).join(" ");
    const title = item.fields?.find((candidate) => candidate.name === "title");
    if (!title) throw new Error(`${where}: titles-in-order needs items with a title`);
    title.pattern = [oneOfPattern(itemTitles), `debe ser uno de: ${list(itemTitles)}`];
  }
  if (item.widget === "object") {
    field.fields = item.fields;
    const summaryKey = SUMMARY_KEYS.find((key) => item.fields?.some((candidate) => candidate.name === key));
    if (summaryKey) field.summary = `{{fields.${summaryKey}}}`;
  } else {
    // One text per item: folded, an item shows its text; open, its box is named in the singular.
    field.field = { ...item, label: field.label_singular ?? field.label };
    field.summary = `{{fields.${item.name}}}`;
  }
  return field;
}

/** One Decap field for the rule `description` of the field at `path` in content file `file`. */
export function describeField(
  name: string,
  description: SchemaDescription,
  file: string,
  path: string[],
  { list }: { list?: SchemaDescription } = {},
): DecapField {
  const where = `${file} → ${path.join(".")}`;
  const text = fieldText(file, path, description, list);
  const base: DecapField = {
    name,
    label: text.label,
    widget: "string",
    required:
      !description.optional && (description.type !== "string" || testNamed(description, "required") !== undefined),
    ...(text.hint ? { hint: text.hint } : {}),
  };
  if (isImage(description)) {
    const fields = (description as SchemaObjectDescription).fields;
    return {
      ...base,
      widget: "object",
      fields: [
        { ...describeField("src", asDescription(fields.src!, where), file, [...path, "src"]) },
        // The build accepts an empty alt for a purely decorative image; every image an editor places
        // here illustrates the text beside it, so the editor asks for a description.
        { ...describeField("alt", asDescription(fields.alt!, where), file, [...path, "alt"]), required: true },
      ],
    };
  }
  switch (description.type) {
    case "object": {
      const fields = Object.entries((description as SchemaObjectDescription).fields).map(([key, child]) =>
        describeField(key, asDescription(child, where), file, [...path, key]),
      );
      return { ...base, widget: "object", fields, ...(list ? {} : { collapsed: false }) };
    }
    case "array":
      return listField(base, description, file, path, where, text);
    case "string":
      return stringField(base, description, text, where);
    case "number":
      return numberField(base, description, where);
    case "boolean":
      return {
        ...base,
        widget: "boolean",
        ...(description.default !== undefined ? { default: description.default } : {}),
      };
    default:
      throw new Error(`${where}: the CMS cannot edit a ${description.type} rule`);
  }
}

/**
 * The Decap fields of a whole content file, in the order of its rules (which is the file's order, and
 * the page's): what visitors see first, then, folded, the groups about the page rather than on it
 * (their rules say `folded`: search engines and sharing).
 */
export function fileFields(file: string, schema: SchemaObjectDescription): DecapField[] {
  const described = Object.entries(schema.fields).map(
    ([key, child]) => [key, asDescription(child, `${file} → ${key}`)] as const,
  );
  const fields = described.map(([key, description]) => describeField(key, description, file, [key]));
  const folded = new Set(
    described.filter(([key, description]) => fieldText(file, [key], description).folded).map(([key]) => key),
  );
  return [
    ...fields.filter((field) => !folded.has(field.name)),
    // Folded, the group's bar shows its first text (the page's title for search engines).
    ...fields
      .filter((field) => folded.has(field.name))
      .map((field) =>
        field.widget === "object"
          ? { ...field, collapsed: true, summary: `{{fields.${field.fields![0]!.name}}}` }
          : field,
      ),
  ];
}
