/**
 * The GraphQL types of the content files, generated from their rules (the yup schemas the build checks
 * them with), so a field exists in GraphQL exactly when a rule allows it, required (`!`) exactly when
 * the rule requires it. The CMS's fields come from the same rules (cms/src/model/fields.ts).
 *
 * Type names: a file's node type is named by gatsby-transformer-json's `typeName` (contentTypeName);
 * an object rule named with `named()` (shared.ts) keeps that name wherever it is used; any other object
 * is named after its parent type and its key (HomeJson → hero: HomeHero; SiteChat → welcome: SiteChatWelcome).
 * Two rules that claim one name must describe the same type, or the build stops.
 */
import type {
  SchemaDescription,
  SchemaFieldDescription,
  SchemaInnerTypeDescription,
  SchemaObjectDescription,
} from "yup";
import type { ContentFileSpec } from "./types";

const pascal = (name: string) =>
  name
    .split(/[^a-zA-Z0-9]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");

/** "inteligencia-artificial" (a content file's name without .json) → "InteligenciaArtificialJson". */
export const contentTypeName = (baseName: string) => `${pascal(baseName)}Json`;

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

function asDescription(description: SchemaFieldDescription, where: string): SchemaDescription {
  if (!("type" in description) || description.type === "lazy" || description.type === "ref") {
    throw new Error(
      `${where}: GraphQL has no type for a ${"type" in description ? description.type : "reference"} rule`,
    );
  }
  return description as SchemaDescription;
}

const hasTest = (description: SchemaDescription, name: string) => description.tests.some((test) => test.name === name);

/** "content/home.json →" + "hero" → "content/home.json → hero"; then "content/home.json → hero.title". */
const at = (where: string, key: string) => (where.endsWith("→") ? `${where} ${key}` : `${where}.${key}`);

class TypeCollector {
  /** Every object type, in the order first met, as its SDL. */
  readonly types = new Map<string, string>();
  private readonly declaredAt = new Map<string, string>();

  /** The field's type reference, e.g. `[InfoPoint!]!` or `File! @fileByRelativePath`; declares its object types. */
  reference(description: SchemaDescription, parentType: string, key: string, where: string): string {
    const bang = description.optional || description.nullable ? "" : "!";
    switch (description.type) {
      case "string":
        // A path to an image beside the JSON file: Gatsby links it to the File node, for sharp to process.
        return hasTest(description, "image-exists") ? `File${bang} @fileByRelativePath` : `String${bang}`;
      case "number":
        return `${hasTest(description, "integer") ? "Int" : "Float"}${bang}`;
      case "boolean":
        return `Boolean${bang}`;
      case "object":
        return `${this.object(description as SchemaObjectDescription, `${parentType.replace(/Json$/, "")}${pascal(key)}`, where)}${bang}`;
      case "array": {
        const inner = asDescription(
          (description as SchemaInnerTypeDescription).innerType as SchemaFieldDescription,
          where,
        );
        const item = this.reference(inner, parentType, key, `${where}[]`);
        if (item.includes("@"))
          throw new Error(`${where}: GraphQL cannot link a list of image paths; use a list of images (src, alt)`);
        return `[${item}]${bang}`;
      }
      default:
        throw new Error(`${where}: GraphQL has no type for a ${description.type} rule`);
    }
  }

  /** Declares the object type of `description` (its own name, or `fallbackName`) and returns the name. */
  object(description: SchemaObjectDescription, fallbackName: string, where: string, node = false): string {
    const name = description.meta?.graphqlType ?? fallbackName;
    const known = this.types.get(name);
    // A parent before the types it uses, so the SDL reads from the top.
    if (known === undefined) this.types.set(name, "");
    const fields = Object.entries(description.fields).map(([key, child]) => {
      if (!GRAPHQL_NAME.test(key)) throw new Error(`${at(where, key)}: "${key}" is not a GraphQL field name`);
      return `  ${key}: ${this.reference(asDescription(child, at(where, key)), name, key, at(where, key))}`;
    });
    if (fields.length === 0) throw new Error(`${where}: GraphQL has no type for an object without fields`);
    const sdl = `type ${name}${node ? " implements Node" : ""} @dontInfer {\n${fields.join("\n")}\n}`;
    if (known === undefined) {
      this.types.set(name, sdl);
      this.declaredAt.set(name, where);
    } else if (known !== sdl) {
      throw new Error(
        `${where} and ${this.declaredAt.get(name)} are both GraphQL type ${name} but differ:\n${sdl}\n${known}`,
      );
    }
    return name;
  }
}

/** The SDL of every content file's type and of the object types they use, for createTypes. */
export function contentSdl(files: readonly ContentFileSpec[]): string {
  const collector = new TypeCollector();
  for (const { file, schema } of files) {
    const baseName = file.replace(/\.json$/, "");
    collector.object(schema.describe(), contentTypeName(baseName), `content/${file} →`, true);
  }
  return `${[...collector.types.values()].join("\n\n")}\n`;
}

/**
 * The SDL of a Markdown file's frontmatter (an article's), as an object type `typeName`. Not a node
 * type: gatsby-transformer-remark's MarkdownRemark node will hold it as its `frontmatter`.
 */
export function frontmatterSdl(typeName: string, schema: ContentFileSpec["schema"], where: string): string {
  const collector = new TypeCollector();
  collector.object(schema.describe(), typeName, `${where} →`);
  return `${[...collector.types.values()].join("\n\n")}\n`;
}
