/**
 * What the live preview hands the site's article component (ArticleViewData) from the article being
 * edited: its author from the team, its services by name, its image and body as Decap serves them.
 */
import { render, screen } from "@testing-library/react";
import { articleAuthorBio, articleViewData } from "../../cms/src/preview/article-view";

const TEAM = [
  {
    id: "equipo-azahar",
    name: "Equipo de Azahar Digital",
    role: "Agencia",
    url: "/sobre-nosotros/#equipo",
    bio: "Especialistas en IA.",
  },
];
const getAsset = (path: string) => ({ toString: () => `blob:${path}` });
const words = (count: number) => Array.from({ length: count }, () => "palabra").join(" ");

const data = {
  title: "Cómo medir lo que aporta un chatbot",
  description: "Qué medir.",
  date: "2026-11-27T10:30:00+01:00",
  author: "equipo-azahar",
  services: ["inteligencia-artificial", "marketing-digital"],
  category: "Inteligencia artificial",
  image: "../images/portada.png",
  imageAlt: "Panel de un chatbot",
  draft: true,
  body: `${words(450)}\n\n## Qué medir\n\n![Gráfico de leads](../images/grafico.png)\n\n### Cada semana\n`,
};

describe("the article preview's data", () => {
  it("is the article with its author, services, reading time and headings", () => {
    const view = articleViewData(data, TEAM, getAsset);
    expect(view).toMatchObject({
      title: data.title,
      date: data.date,
      updated: null,
      author: { name: "Equipo de Azahar Digital", role: "Agencia", url: "/sobre-nosotros/#equipo" },
      services: [
        { slug: "inteligencia-artificial", label: "Inteligencia Artificial", path: "/inteligencia-artificial/" },
        { slug: "marketing-digital", label: "Marketing Digital", path: "/marketing-digital/" },
      ],
      readingMinutes: 2,
      headings: [
        { id: "que-medir", text: "Qué medir", depth: 2 },
        { id: "cada-semana", text: "Cada semana", depth: 3 },
      ],
    });
  });

  it("draws the image and the body's images from what Decap serves, before they are saved", () => {
    const view = articleViewData(data, TEAM, getAsset);
    render(
      <>
        {view.image}
        {view.body}
      </>,
    );
    expect(screen.getByRole("img", { name: "Panel de un chatbot" })).toHaveAttribute(
      "src",
      "blob:../images/portada.png",
    );
    expect(screen.getByRole("img", { name: "Gráfico de leads" })).toHaveAttribute("src", "blob:../images/grafico.png");
    expect(screen.getByRole("heading", { level: 2, name: "Qué medir" })).toHaveAttribute("id", "que-medir");
  });

  it("still draws an article whose author is not on the team list, or that has no image yet", () => {
    const view = articleViewData({ ...data, author: "nadie", image: "" }, TEAM, getAsset);
    expect(view.author.name).toBe("nadie");
    expect(view.image).toBeUndefined();
    expect(articleAuthorBio({ author: "nadie" }, TEAM)).toBeUndefined();
  });

  it("gives the author's box below the article from the team list", () => {
    expect(articleAuthorBio(data, TEAM)).toEqual({
      name: "Equipo de Azahar Digital",
      role: "Agencia",
      bio: "Especialistas en IA.",
      url: "/sobre-nosotros/#equipo",
    });
  });
});
