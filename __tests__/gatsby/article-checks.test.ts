/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkArticle, checkArticles } from "../../gatsby/article-checks";

const CONTENT = path.resolve(__dirname, "../../content");
const VALID = fs.readFileSync(path.resolve(__dirname, "../fixtures/articles/valid-article.md"), "utf8");

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A content folder with the real team and images, and these articles (file name → source). */
function contentWith(articles: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "articles-"));
  folders.push(root);
  fs.copyFileSync(path.join(CONTENT, "team.json"), path.join(root, "team.json"));
  fs.symlinkSync(path.join(CONTENT, "images"), path.join(root, "images"));
  fs.mkdirSync(path.join(root, "articles"));
  for (const [name, source] of Object.entries(articles)) fs.writeFileSync(path.join(root, "articles", name), source);
  return root;
}

/** The valid article with one frontmatter field set to `yaml` (its raw YAML), or removed when undefined. */
function withField(field: string, yaml: string | undefined, source = VALID): string {
  const pattern = new RegExp(`^${field}: .*\\n`, "m");
  if (yaml === undefined) return source.replace(pattern, "");
  return pattern.test(source)
    ? source.replace(pattern, `${field}: ${yaml}\n`)
    : source.replace(/\n---\n/, `\n${field}: ${yaml}\n---\n`);
}

const withBody = (body: string) => `${VALID.slice(0, VALID.indexOf("\n---\n") + 5)}\n${body}\n`;
const check = (source: string, name = "un-articulo.md") => checkArticles(contentWith({ [name]: source }));
const quoted = (length: number) => JSON.stringify("a".repeat(length));

describe("the build's check of the articles", () => {
  it("passes with no articles folder at all: an empty blog changes nothing", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "no-articles-"));
    folders.push(root);
    fs.copyFileSync(path.join(CONTENT, "team.json"), path.join(root, "team.json"));
    expect(checkArticles(root)).toEqual([]);
    expect(checkArticles(contentWith({}))).toEqual([]);
  });

  it("accepts the fixture article, its code sample's '#' included", () => {
    expect(check(VALID)).toEqual([]);
  });

  it.each([
    [19, false],
    [20, true],
    [70, true],
    [71, false],
  ])("takes a title of %i characters: %s", (length, ok) => {
    const problems = check(withField("title", quoted(length)));
    expect(problems).toEqual(
      ok
        ? []
        : [
            `content/articles/un-articulo.md → title («Título»): must be 20–70 characters long; it has ${length} | es: debe tener ${length < 20 ? "al menos 20" : "como máximo 70"} caracteres`.replace(
              "debe tener como máximo",
              "admite como máximo",
            ),
          ],
    );
  });

  it.each([
    [69, false],
    [70, true],
    [160, true],
    [161, false],
  ])("takes a description of %i characters: %s", (length, ok) => {
    const problems = check(withField("description", quoted(length)));
    expect(problems).toHaveLength(ok ? 0 : 1);
    if (!ok)
      expect(problems[0]).toMatch(
        new RegExp(
          `^content/articles/un-articulo\\.md → description \\(«Descripción»\\): must be 70–160 characters long; it has ${length} \\| es: `,
        ),
      );
  });

  it("refuses an image without its alternative text, and an image that does not exist", () => {
    expect(check(withField("imageAlt", undefined))).toEqual([
      "content/articles/un-articulo.md → imageAlt («Texto alternativo de la imagen»): required when the article has an image | es: es obligatorio cuando el artículo tiene imagen: describe lo que muestra",
    ]);
    expect(check(withField("imageAlt", undefined, withField("image", undefined)))).toEqual([]);
    expect(check(withField("image", '"../images/no-existe.png"'))[0]).toMatch(
      /^content\/articles\/un-articulo\.md → image \(«Imagen»\): image not found: \.\.\/images\/no-existe\.png \| es: no se encuentra la imagen/,
    );
  });

  it("refuses an author who is not on the team list", () => {
    expect(check(withField("author", '"maria-garcia"'))).toEqual([
      'content/articles/un-articulo.md → author («Autor»): "maria-garcia" is not on the team list (content/team.json); use one of: equipo-azahar | es: «maria-garcia» no está en la lista del equipo (content/team.json)',
    ]);
  });

  it("refuses no service, and a service the site does not have", () => {
    expect(check(withField("services", "[]"))).toEqual([
      "content/articles/un-articulo.md → services («Servicios»): needs at least 1 item(s) | es: necesita al menos 1 elemento",
    ]);
    expect(check(withField("services", '["marketing-digital", "seo"]'))[0]).toMatch(
      /^content\/articles\/un-articulo\.md → services\[1\] \(«Servicios»\): unknown service "seo"; use one of: inteligencia-artificial, marketing-digital \| es: debe ser uno de/,
    );
  });

  it("refuses a category that is not one of the three", () => {
    expect(check(withField("category", '"SEO"'))[0]).toMatch(
      /^content\/articles\/un-articulo\.md → category \(«Categoría»\): unknown category "SEO"; use one of: Inteligencia artificial, Marketing digital, Automatización \| es: /,
    );
  });

  it.each([
    ['"2026-11-18"', "no time"],
    ['"2026-11-18T09:00:00"', "no offset"],
    ['"2026-02-30T09:00:00+01:00"', "no such day"],
    ["2026-11-18T09:00:00+01:00", "unquoted: still the string it reads as"],
  ])("checks the date %s (%s)", (value, why) => {
    const problems = check(withField("date", value));
    if (why.startsWith("unquoted")) expect(problems).toEqual([]);
    else
      expect(problems).toEqual([
        'content/articles/un-articulo.md → date («Fecha de publicación»): must be a date and time with its offset, such as "2026-11-18T09:00:00+01:00" | es: debe ser una fecha y hora con su zona horaria, p. ej. 2026-11-18T09:00:00+01:00',
      ]);
  });

  it("refuses an update before the publication, at the minute", () => {
    expect(check(withField("updated", '"2026-11-18T09:00:00+01:00"'))).toEqual([]);
    // 08:59 in Madrid is before 09:00 in Madrid; 08:30 UTC is 09:30 in Madrid, after it.
    expect(check(withField("updated", '"2026-11-18T08:59:00+01:00"'))).toEqual([
      "content/articles/un-articulo.md → updated («Fecha de actualización»): must not be before the publication date | es: no puede ser anterior a la fecha de publicación",
    ]);
    expect(check(withField("updated", '"2026-11-18T08:30:00Z"'))).toEqual([]);
  });

  it("refuses a missing draft switch and an unknown field", () => {
    expect(check(withField("draft", undefined))).toEqual([
      "content/articles/un-articulo.md → draft («Borrador»): required | es: es obligatorio",
    ]);
    expect(check(withField("tags", '["ia"]'))[0]).toMatch(
      /^content\/articles\/un-articulo\.md → \(frontmatter\): unknown key \(tags\)/,
    );
  });

  it("refuses two files whose addresses collide, naming both", () => {
    expect(checkArticles(contentWith({ "chatbot-ia.md": VALID, "Chatbot-IA.md": VALID }))).toEqual([
      "content/articles/Chatbot-IA.md: the file name is the article's address; use lowercase letters without accents, digits and hyphens (chatbot-ia.md) | es: el nombre del archivo es la dirección del artículo; usa minúsculas sin tildes, números y guiones",
      "content/articles/Chatbot-IA.md: its address /blog/chatbot-ia/ is also content/articles/chatbot-ia.md's | es: su dirección /blog/chatbot-ia/ es también la de content/articles/chatbot-ia.md",
      "content/articles/chatbot-ia.md: its address /blog/chatbot-ia/ is also content/articles/Chatbot-IA.md's | es: su dirección /blog/chatbot-ia/ es también la de content/articles/Chatbot-IA.md",
    ]);
  });

  it("refuses a level-1 heading in the body, naming its line in the file", () => {
    const line = VALID.slice(0, VALID.indexOf("\n---\n") + 5).split("\n").length + 1;
    const expected = (at: number) =>
      `content/articles/un-articulo.md → body, line ${at}: a level-1 heading; the article's title is the page's only one: start at ## (level 2) | es: cuerpo, línea ${at}: un título de nivel 1; el único de la página es el título del artículo: empieza por ## (nivel 2)`;
    expect(check(withBody("# Título"))).toEqual([expected(line)]);
    expect(check(withBody("Título\n======"))).toEqual([expected(line)]);
    expect(check(withBody("Texto\n\n<h1>Título</h1>"))).toEqual([expected(line + 2)]);
    expect(check(withBody("## Bien\n\n#hashtag no es un título"))).toEqual([]);
  });

  it("refuses an internal link to a route the site does not have, and takes every page the site builds", () => {
    expect(check(withBody("[ver](/servicios/) y [ref]\n\n[ref]: /precios/"))).toEqual([
      'content/articles/un-articulo.md → body, line 15: a link to /servicios/, which the site does not have (pages end in "/", such as /contacto/) | es: cuerpo, línea 15: un enlace a /servicios/, que el sitio no tiene (las páginas acaban en «/», p. ej. /contacto/)',
      'content/articles/un-articulo.md → body, line 17: a link to /precios/, which the site does not have (pages end in "/", such as /contacto/) | es: cuerpo, línea 17: un enlace a /precios/, que el sitio no tiene (las páginas acaban en «/», p. ej. /contacto/)',
    ]);
    expect(check(withBody("[a](/contacto) sin barra final"))).toHaveLength(1);
    const fine = [
      "/",
      "/sobre-nosotros/#equipo",
      "/inteligencia-artificial/",
      "/marketing-digital/",
      "/contacto/?servicio=ia",
      "/aviso-legal/",
      "/politica-de-privacidad/",
      "/politica-de-cookies/",
      "/blog/",
      "/blog/un-articulo/",
    ];
    expect(check(withBody(fine.map((route) => `[x](${route} "título")`).join("\n")))).toEqual([]);
  });

  it("lets a published article link only to published articles, and a draft to drafts", () => {
    const linking = withBody("Lee [el otro](/blog/otro/).");
    const draft = withField("draft", "true");
    expect(checkArticles(contentWith({ "uno.md": linking, "otro.md": VALID }))).toEqual([]);
    expect(checkArticles(contentWith({ "uno.md": linking, "otro.md": draft }))[0]).toMatch(
      /^content\/articles\/uno\.md → body, line 15: a link to \/blog\/otro\//,
    );
    expect(checkArticles(contentWith({ "uno.md": withField("draft", "true", linking), "otro.md": draft }))).toEqual([]);
  });

  it("refuses placeholder text in the body and in the title, reusing the launch check's company placeholders", () => {
    expect(check(withBody("Lorem ipsum dolor sit amet."))[0]).toMatch(
      /→ body, line 15: placeholder text "Lorem ipsum": write the real text \| es: cuerpo, línea 15: texto provisional «Lorem ipsum»/,
    );
    expect(check(withBody("Escríbenos a hola@azahardigital.example.")).join()).toMatch(
      /placeholder text "hola@azahardigital\.example"/,
    );
    expect(check(withBody("Llámanos al +34000000000.")).join()).toMatch(/placeholder text "\+34000000000"/);
    expect(check(withBody("Precio: [pendiente de confirmar]")).join()).toMatch(
      /placeholder text "\[pendiente de confirmar\]"/,
    );
    expect(check(withField("title", '"TODO: un título para el artículo"'))).toEqual([
      'content/articles/un-articulo.md → title («Título»): placeholder text "TODO": write the real text | es: texto provisional «TODO»: escribe el texto real',
    ]);
  });

  it("refuses a file without frontmatter, naming it", () => {
    expect(check("## Solo cuerpo")).toEqual([
      'content/articles/un-articulo.md: invalid frontmatter (no frontmatter: the file must start with a "---" line, its fields, then another "---" line) | es: la cabecera YAML no es válida',
    ]);
  });

  it("reports one file's problems for its File node", () => {
    const root = contentWith({ "bien.md": VALID, "mal.md": withField("title", '"Corto"') });
    expect(checkArticle(path.join(root, "articles", "bien.md"), root)).toEqual([]);
    expect(checkArticle(path.join(root, "articles", "mal.md"), root)).toHaveLength(1);
  });
});
