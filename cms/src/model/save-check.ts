/**
 * The last check before a save: the build's own rules, run on exactly what will be written. The editor's
 * fields already refuse most mistakes one by one; this catches the rules that span several fields (the
 * order of fixed titles, a privacy block with neither paragraphs nor a list) and anything a field let
 * through, and names each field by its Spanish labels.
 */
import { ValidationError } from "yup";
import type { CheckContext } from "../../../content-model/shared";
import type { ContentFile } from "./collections";
import { contentData } from "./content-data";
import type { DecapField } from "./fields";
import { ruleMessage } from "../../../content-model/rule-messages";

/** Images are chosen in the media library, which only offers files that exist or are uploaded with this save. */
const CMS_CONTEXT: CheckContext = { imageExists: () => true };

/** "solutions.items[2].title" → "Soluciones › Elementos › 3 › Título". */
export function fieldLabelPath(fields: readonly DecapField[], path: string): string {
  const segments = path.match(/[^.[\]]+/g) ?? [];
  const labels: string[] = [];
  let level: readonly DecapField[] | undefined = fields;
  for (const segment of segments) {
    if (/^\d+$/.test(segment)) {
      labels.push(String(Number(segment) + 1));
      continue;
    }
    const field: DecapField | undefined = level?.find((candidate) => candidate.name === segment);
    if (!field) {
      labels.push(segment);
      level = undefined;
      continue;
    }
    labels.push(field.label);
    level = field.fields ?? field.field?.fields;
  }
  return labels.join(" › ");
}

const kindOf = (value: unknown) =>
  Array.isArray(value)
    ? "array"
    : typeof value === "string"
      ? "string"
      : typeof value === "number"
        ? "number"
        : typeof value === "object" && value
          ? "object"
          : "other";

/** The problems the build would report for this entry, in Spanish, one per field. Empty when it may be saved. */
export function saveProblems(file: ContentFile, data: unknown, context: CheckContext = CMS_CONTEXT): string[] {
  const content = contentData(data, file.model);
  try {
    file.spec.schema.validateSync(content, { abortEarly: false, strict: true, context });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const problems = error.inner.length > 0 ? error.inner : [error];
    return problems.map((problem) => {
      const where = problem.path ? fieldLabelPath(file.fields, problem.path) : file.info.label;
      return `${where}: ${ruleMessage(problem.type ?? "", problem.params, kindOf(problem.value))}`;
    });
  }
}

/** Thrown from Decap's preSave event to stop a save; Decap shows its message in the error notice. */
export class SaveRefused extends Error {
  constructor(problems: readonly string[]) {
    super(`revisa ${problems.length === 1 ? "este campo" : "estos campos"}: ${problems.join("; ")}`);
    // An empty name makes String(error) the message alone, which is what Decap's notice prints.
    this.name = "";
  }
}
