/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const README = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");

/** The README's «Recipe: …» sections, by title. */
const recipes = README.split(/^## /m)
  .filter((section) => section.startsWith("Recipe: "))
  .map((section) => ({ title: section.slice(0, section.indexOf("\n")), text: section }));

/** The repository paths a recipe names in code spans: a folder and a file name, no placeholder (`<page>`). */
const namedPaths = (text: string) =>
  [...text.matchAll(/`([^`\s]+)`/g)]
    .map(([, span]) => span!)
    .filter((span) => /^(?:[\w.-]+\/)+[\w.-]+\.\w+$/.test(span) && !span.includes("<"));

describe("the README's recipes", () => {
  it("are the four the team follows", () => {
    expect(recipes.map((recipe) => recipe.title)).toEqual([
      "Recipe: add a page",
      "Recipe: add a content field",
      "Recipe: add a content type",
      "Recipe: change a form rule or a Maxi limit",
    ]);
  });

  it.each(recipes.map((recipe) => [recipe.title, recipe.text]))("%s names only files that exist", (_title, text) => {
    const paths = namedPaths(text);
    expect(paths.length).toBeGreaterThan(2);
    expect(paths.filter((name) => !fs.existsSync(path.join(ROOT, name)))).toEqual([]);
  });
});
