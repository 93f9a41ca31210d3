import path from "node:path";
import type { SchemaDescription, SchemaInnerTypeDescription, SchemaObjectDescription } from "yup";
import cases from "../../content/cases.json";
import { caseLinkOf, type ClaimCaseLink } from "../../content-model/claim-case-link";
import { readContent } from "../../gatsby/content-checks";
import type { ImagePath } from "../../content-model/shared";
import type { ContentFileSpec, ContentOf } from "../../content-model/types";
import { queriedFile } from "./image-fixture";

export const CONTENT_ROOT = path.resolve(__dirname, "../../content");

/** The real content file, checked by its rules and typed by them. */
export const content = <Spec extends ContentFileSpec>(spec: Spec): ContentOf<Spec> => readContent(spec, CONTENT_ROOT);

/** Content as GraphQL answers for it: an absent optional field is null, an image path is the image's File node. */
export type Queried<T> = T extends ImagePath
  ? typeof queriedFile
  : T extends string | number | boolean
    ? T
    : T extends readonly (infer Item)[]
      ? Queried<Item>[]
      : {
          [Key in keyof T]-?: undefined extends T[Key] ? Queried<Exclude<T[Key], undefined>> | null : Queried<T[Key]>;
        } & ("caseStudy" extends keyof T ? { caseLink: ClaimCaseLink | null } : unknown);

function asQueried(value: unknown, description: SchemaDescription): unknown {
  if (value === undefined) return null;
  switch (description.type) {
    case "object": {
      const fields = Object.entries((description as SchemaObjectDescription).fields);
      const queriedObject = Object.fromEntries(
        fields.map(([key, child]) => [
          key,
          asQueried((value as Record<string, unknown>)[key], child as SchemaDescription),
        ]),
      );
      // A figure's source: the case it names, resolved as gatsby/claim-case-link.ts does for the pages.
      if (!("caseStudy" in queriedObject)) return queriedObject;
      return { ...queriedObject, caseLink: caseLinkOf(queriedObject.caseStudy as string | null, cases.items) };
    }
    case "array":
      return (value as unknown[]).map((item) =>
        asQueried(item, (description as SchemaInnerTypeDescription).innerType as SchemaDescription),
      );
    case "string":
      return description.tests.some((test) => test.name === "image-exists") ? queriedFile : value;
    default:
      return value;
  }
}

/**
 * A content file's data (the real file unless `data` is given) as a query selecting every field returns
 * it: the page queries' and fragments' result types accept it as it is.
 */
export function queried<Spec extends ContentFileSpec>(
  spec: Spec,
  data: ContentOf<Spec> = content(spec),
): Queried<ContentOf<Spec>> {
  // The walk follows the same rules the type follows; the type cannot see that, so it is stated once here.
  return asQueried(data, spec.schema.describe()) as Queried<ContentOf<Spec>>;
}
