import fs from "node:fs";
import path from "node:path";
import { ValidationError } from "yup";
import { contentFiles } from "./content/index";
import type { CheckContext } from "./content/shared";

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

  const context: CheckContext = {
    imageExists: (relativePath) => fs.existsSync(path.resolve(path.dirname(absolutePath), relativePath)),
  };
  try {
    spec.schema.validateSync(data, { abortEarly: false, strict: true, context });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const problems = error.inner.length > 0 ? error.inner : [error];
    return problems.map((problem) => `${label} → ${problem.path || "(root)"}: ${problem.message}`);
  }
}
