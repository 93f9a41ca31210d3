/**
 * What Decap CMS 3 refuses field by field before it saves, as its own code decides it:
 * decap-cms-core Widget.js (validatePresence with its isEmpty, validatePattern), decap-cms-lib-widgets
 * validateMinMax (list counts), the number widget's min/max, and two controls that take no typed value:
 * a select offers only its options, an image only the files of the media library. Used to compare the
 * editor with the build's checks without a browser.
 */
import type { DecapField } from "../../cms/src/model/fields";

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  ((typeof value === "string" || Array.isArray(value)) && value.length === 0) ||
  (typeof value === "object" && value.constructor === Object && Object.keys(value).length === 0);

/** The labels of the fields Decap would mark as invalid in `data`. */
export function decapRefusals(
  fields: readonly DecapField[],
  data: unknown,
  mediaFiles: readonly string[],
  where = "",
): string[] {
  const record = (data ?? {}) as Record<string, unknown>;
  return fields.flatMap((field) => fieldRefusals(field, record[field.name], mediaFiles, `${where}${field.name}`));
}

function fieldRefusals(field: DecapField, value: unknown, mediaFiles: readonly string[], where: string): string[] {
  if (isEmpty(value)) return field.required ? [where] : [];
  const own: string[] = [];
  if (field.pattern && typeof value === "string" && !RegExp(field.pattern[0]).test(value)) own.push(where);
  if (field.widget === "select") {
    // A multiple select holds a list of its options, counted like a list.
    const chosen = field.multiple && Array.isArray(value) ? value : [value];
    if (!chosen.every((item) => field.options!.some((option) => option.value === item))) own.push(where);
    if (field.multiple && field.min !== undefined && chosen.length < field.min) own.push(where);
  }
  if (field.widget === "image" && !mediaFiles.some((file) => String(value).endsWith(`/${file}`))) own.push(where);
  if (field.widget === "number" && typeof value === "number") {
    if ((field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max))
      own.push(where);
  }
  if (field.widget === "object" && field.fields)
    own.push(...decapRefusals(field.fields, value, mediaFiles, `${where}.`));
  if (field.widget === "list" && Array.isArray(value)) {
    if ((field.min !== undefined && value.length < field.min) || (field.max !== undefined && value.length > field.max))
      own.push(where);
    value.forEach((item, index) => {
      if (field.fields) own.push(...decapRefusals(field.fields, item, mediaFiles, `${where}.${index}.`));
      else if (field.field) own.push(...fieldRefusals(field.field, item, mediaFiles, `${where}.${index}`));
    });
  }
  return own;
}
