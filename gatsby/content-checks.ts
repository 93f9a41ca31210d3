import fs from "node:fs";
import path from "node:path";
import { ValidationError } from "yup";
import { contentFiles } from "../content-model/index";
import type { CheckContext } from "../content-model/shared";
import type { ContentFileSpec, ContentOf } from "../content-model/types";

/**
 * Checks one content file and returns one line per problem, each naming the file and the field:
 * `content/home.json → hero.cta.label: required`. An empty list means the file is fine.
 */
export function checkContentFile(absolutePath: string, source: string, contentRoot: string): string[] {
  return checkContent({ absolutePath, source, relativePath: path.relative(contentRoot, absolutePath) });
}

/** The same check for a File node, which knows its path inside content/. */
export function checkContent({
  absolutePath,
  relativePath,
  source,
}: {
  absolutePath: string;
  relativePath: string;
  source: string;
}): string[] {
  const label = `content/${relativePath.split(path.sep).join("/")}`;
  const spec = contentFiles.find((candidate) => candidate.file === path.basename(absolutePath));
  if (!spec) {
    const known = contentFiles.map((candidate) => candidate.file).join(", ");
    return [`${label}: unknown content file; the site reads only ${known}`];
  }

  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    return [`${label}: invalid JSON (${(error as Error).message})`];
  }

  const outcome = validate(spec, data, absolutePath);
  return "problems" in outcome ? outcome.problems.map((problem) => `${label} → ${problem}`) : [];
}

/** The rules' verdict on `data` as the content file at `absolutePath` (image paths resolve beside it). */
function validate<Spec extends ContentFileSpec>(
  spec: Spec,
  data: unknown,
  absolutePath: string,
): { data: ContentOf<Spec> } | { problems: string[] } {
  const context: CheckContext = {
    imageExists: (relativePath) => fs.existsSync(path.resolve(path.dirname(absolutePath), relativePath)),
  };
  try {
    // `Spec["schema"]` is only known to be an object schema here, so yup returns `any`: the caller's Spec names the type.
    return { data: spec.schema.validateSync(data, { abortEarly: false, strict: true, context }) as ContentOf<Spec> };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const problems = error.inner.length > 0 ? error.inner : [error];
    return { problems: problems.map((problem) => `${problem.path || "(root)"}: ${problem.message}`) };
  }
}

/**
 * A content file's data, typed by its rules because it passed them. Throws, naming every problem as the
 * build does, when it does not: a reader outside the build (Maxi's knowledge, tests) never reads
 * content the build would refuse.
 */
export function readContent<Spec extends ContentFileSpec>(spec: Spec, contentRoot: string): ContentOf<Spec> {
  const absolutePath = path.join(contentRoot, spec.file);
  const outcome = validate(spec, JSON.parse(fs.readFileSync(absolutePath, "utf8")), absolutePath);
  if ("problems" in outcome)
    throw new Error(outcome.problems.map((problem) => `content/${spec.file} → ${problem}`).join("\n"));
  return outcome.data;
}
