import { requiredContent } from "../../src/lib/required-content";

describe("requiredContent", () => {
  it("gives the page its content", () => {
    const content = { title: "Inicio" };
    expect(requiredContent(content, "content/home.json")).toBe(content);
  });

  it.each([null, undefined])("fails the render naming the file when the query brought %s", (missing) => {
    expect(() => requiredContent(missing, "content/home.json")).toThrow(
      /^content\/home\.json: la consulta de la página no trae su contenido .*npm run clean/,
    );
  });
});
