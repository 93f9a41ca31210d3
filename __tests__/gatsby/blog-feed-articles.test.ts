/** @jest-environment node */
import { feedArticles, type ArticleFeedNode } from "../../gatsby/blog-feed-articles";
import team from "../../content/team.json";

const node: ArticleFeedNode = {
  html: "<p>Hola</p>",
  fields: { path: "/blog/un-articulo/" },
  frontmatter: {
    title: "Un artículo de prueba sobre la IA",
    description: "Una descripción",
    date: "2026-11-12T09:00:00+01:00",
    updated: null,
    author: "equipo-azahar",
    category: "Marketing digital",
    services: ["marketing-digital", "inteligencia-artificial"],
    imageAlt: "Un panel de resultados",
    image: { childImageSharp: { original: { src: "/static/ab12/portada.JPG", width: 1200, height: 630 } } },
  },
};

describe("the feed's articles from the published nodes", () => {
  it("takes the body, dates, the author's name, the category and services' names, and the image with its type", () => {
    expect(feedArticles([node], team.members)).toEqual([
      {
        path: "/blog/un-articulo/",
        title: "Un artículo de prueba sobre la IA",
        description: "Una descripción",
        datePublished: "2026-11-12T09:00:00+01:00",
        dateModified: null,
        authorName: "Equipo de Azahar Digital",
        categories: ["Marketing digital", "Marketing Digital", "Inteligencia Artificial"],
        html: "<p>Hola</p>",
        image: {
          url: "/static/ab12/portada.JPG",
          width: 1200,
          height: 630,
          alt: "Un panel de resultados",
          type: "image/jpeg",
        },
      },
    ]);
  });

  it("leaves the image out when sharp gave no file or sizes, and the type out when the extension is unknown", () => {
    const noImage = { ...node, frontmatter: { ...node.frontmatter, image: null } };
    const noSize = {
      ...node,
      frontmatter: { ...node.frontmatter, image: { childImageSharp: { original: { src: "/a.png" } } } },
    };
    const tiff = {
      ...node,
      frontmatter: {
        ...node.frontmatter,
        image: { childImageSharp: { original: { src: "/a.tiff", width: 10, height: 10 } } },
      },
    };
    const [a, b, c] = feedArticles([noImage, noSize, tiff], team.members);
    expect(a!.image).toBeNull();
    expect(b!.image).toBeNull();
    expect(c!.image).toMatchObject({ url: "/a.tiff", type: null });
  });
});
