/**
 * What the CMS writes back: the entry's values reduced to what the build's rules describe. Strings are
 * trimmed (the build refuses leading or trailing spaces), optional fields the editor left empty are
 * left out (the build reads an absent optional field, not an empty one), image paths are written
 * relative to the JSON file ("./images/x.png", as the build resolves them), and keys the rules do not
 * know are dropped (the build refuses them). Keys come out in the rules' order, which is the files' order.
 */
import type {
  SchemaDescription,
  SchemaFieldDescription,
  SchemaInnerTypeDescription,
  SchemaObjectDescription,
} from "yup";

const hasTest = (description: SchemaDescription, name: string) => description.tests.some((test) => test.name === name);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

function relativeImagePath(value: string): string {
  return /^(\.\.?\/|\/)/.test(value) ? value : `./${value}`;
}

function clean(value: unknown, description: SchemaDescription): unknown {
  switch (description.type) {
    case "object": {
      if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
      const record = value as Record<string, unknown>;
      const result: Record<string, unknown> = {};
      for (const [key, child] of Object.entries((description as SchemaObjectDescription).fields)) {
        const childDescription = child as SchemaDescription;
        const cleaned = clean(record[key], childDescription);
        if (isEmpty(cleaned) && childDescription.optional) continue;
        // A required field the editor emptied stays empty, so the save guard names it.
        if (cleaned !== undefined) result[key] = cleaned;
      }
      return result;
    }
    case "array": {
      if (!Array.isArray(value)) return value;
      const inner = (description as SchemaInnerTypeDescription).innerType as SchemaFieldDescription;
      return value.map((item) => clean(item, inner as SchemaDescription));
    }
    case "string": {
      if (typeof value !== "string") return value;
      const trimmed = value.trim();
      return trimmed !== "" && hasTest(description, "image-exists") ? relativeImagePath(trimmed) : trimmed;
    }
    default:
      return value ?? undefined;
  }
}

/** The entry's data as the content file should hold it, for the file whose rules `description` describes. */
export function contentData(data: unknown, description: SchemaObjectDescription): Record<string, unknown> {
  return clean(data, description) as Record<string, unknown>;
}
