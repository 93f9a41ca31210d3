/**
 * @jest-environment node
 *
 * An article's file as the CMS reads and writes it: every shipped article comes back unchanged, an edit
 * changes its own line only, and what a new article writes passes the build's own article check.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkArticles } from "../../gatsby/article-checks";
import { articleFrontmatter } from "../../content-model/article";
import { articleText, readArticle } from "../../cms/src/save/article-text";
import { articleFormat } from "../../cms/src/save/draft-text";
import { contentOf } from "../../cms/src/save/content-text";
import { articleFileAt } from "../../cms/src/model/articles";
import { VERSION_KEY } from "../../cms/src/save/versions";

const CONTENT = path.resolve(__dirname, "../../content");
const ARTICLES = fs.readdirSync(path.join(CONTENT, "articles")).filter((name) => name.endsWith(".md"));
const MODEL = articleFrontmatter.describe();
const read = (name: string) => fs.readFileSync(path.join(CONTENT, "articles", name), "utf8");

describe("an article's file in the CMS", () => {
  it.each(ARTICLES)("%s is written back exactly as it is stored", (name) => {
    expect(articleText(readArticle(read(name)), MODEL)).toBe(read(name));
  });

  it("reads the frontmatter as fields and the Markdown below it as the body", () => {
    const data = readArticle(read("campanas-medidas-hasta-el-lead.md"));
    expect(data).toMatchObject({ author: "equipo-azahar", services: ["marketing-digital"], draft: false });
    expect(String(data.body)).toMatch(/^Una inmobiliaria invierte/);
    expect(readArticle("")).toEqual({});
  });

  it("changes only the edited line, keeping the rules' order and dropping what the rules do not know", () => {
    const text = read("campanas-medidas-hasta-el-lead.md");
    const data = { stray: "x", ...readArticle(text), title: "Campañas de pago medidas hasta el cliente" };
    expect(articleText(data, MODEL)).toBe(
      text.replace(
        'title: "Campañas de pago medidas hasta el lead, no hasta el clic"',
        'title: "Campañas de pago medidas hasta el cliente"',
      ),
    );
  });

  it("leaves out an optional field the editor emptied, and writes quotes and line breaks as YAML reads them back", () => {
    const text = read("campanas-medidas-hasta-el-lead.md");
    const data = { ...readArticle(text), updated: "", imageAlt: 'Panel «ROI» con "comillas" y \\ barra' };
    const written = articleText(data, MODEL);
    expect(written).not.toContain("updated:");
    expect(readArticle(written).imageAlt).toBe('Panel «ROI» con "comillas" y \\ barra');
  });

  it("reads the CMS's draft text and a stored file alike, each with the version it started from", () => {
    const text = read("campanas-medidas-hasta-el-lead.md");
    const loaded = articleFormat.fromFile(text);
    const backup = articleFormat.toFile({ ...loaded, title: "Otro título de prueba suficiente" });
    const restored = articleFormat.fromFile(backup);
    expect(restored.title).toBe("Otro título de prueba suficiente");
    expect(restored[VERSION_KEY]).toEqual(expect.any(String));
    expect(contentOf(articleFileAt("content/articles/campanas-medidas-hasta-el-lead.md")!, text)).toEqual(
      readArticle(text),
    );
  });

  it("writes a new article the build accepts", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-article-"));
    try {
      fs.cpSync(CONTENT, root, { recursive: true });
      const data = {
        title: "Cómo medir lo que aporta un chatbot",
        description:
          "Qué medir en un chatbot de atención al cliente, cómo contarlo cada semana y cuándo merece la pena ampliarlo.",
        date: "2026-11-27T10:30:00+01:00",
        updated: "",
        author: "equipo-azahar",
        services: ["inteligencia-artificial"],
        category: "Inteligencia artificial",
        image: "../images/home-technology.png",
        imageAlt: "Panel de control con una curva de crecimiento",
        draft: true,
        body: "Un chatbot se mide por lo que resuelve.\n\n## Qué medir\n\n- Consultas resueltas\n- [Contacto](/contacto/)\n\n> Una cita.\n",
      };
      fs.writeFileSync(path.join(root, "articles/como-medir-lo-que-aporta-un-chatbot.md"), articleText(data, MODEL));
      expect(checkArticles(root)).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
