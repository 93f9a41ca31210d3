/**
 * @jest-environment node
 *
 * The CMS's last check before an article is saved runs the build's rules for an article and its body,
 * in Spanish, naming each field by its label and each body problem by its line.
 */
import fs from "node:fs";
import path from "node:path";
import { articleSaveProblems } from "../../cms/src/model/article-save-check";
import { readArticle } from "../../cms/src/save/article-text";

const TEAM = ["equipo-azahar"];
const shipped = readArticle(
  fs.readFileSync(
    path.resolve(__dirname, "../../content/articles/chatbot-con-los-documentos-de-tu-empresa.md"),
    "utf8",
  ),
);

describe("an article's save check", () => {
  it("lets a shipped article through", () => {
    expect(articleSaveProblems(shipped, TEAM)).toEqual([]);
  });

  it.each([
    [{ title: "Corto" }, "Título: debe tener al menos 20 caracteres"],
    [{ author: "nadie" }, "Autor"],
    [{ services: [] }, "Servicios"],
    [{ image: "../images/x.png", imageAlt: "" }, "Texto alternativo de la imagen"],
    [{ date: "27/11/2026" }, "Fecha de publicación"],
    [{ title: "Lorem ipsum de un artículo de prueba" }, "Título: texto provisional «Lorem ipsum»"],
    [{ body: "Intro.\n\n# Un título de nivel 1\n" }, "Texto del artículo, línea 3: un título de nivel 1"],
    [{ body: "Mira [esto](/no-existe/).\n" }, "Texto del artículo, línea 1: un enlace a /no-existe/"],
  ])("refuses %j, naming it: «%s»", (change, message) => {
    const problems = articleSaveProblems({ ...shipped, ...change }, TEAM);
    expect(problems).toEqual([expect.stringContaining(message)]);
  });

  it("accepts links to the site's pages, the blog and other articles (whose existence the build checks)", () => {
    const body = "Ver [contacto](/contacto/), [el blog](/blog/) y [otro](/blog/campanas-medidas-hasta-el-lead/).\n";
    expect(articleSaveProblems({ ...shipped, body }, TEAM)).toEqual([]);
  });
});
