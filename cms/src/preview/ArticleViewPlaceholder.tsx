/**
 * Stands in for the site's article component (src/components/blog/ArticleView.tsx, being written on
 * main) with the same props, so the preview template is built against its contract; replaced by the
 * real component once it is merged.
 */
import type { ArticleViewData } from "../../../src/components/blog/article-view-data";

export function ArticleView({ article }: { article: ArticleViewData }) {
  return (
    <article>
      <header>
        <p>{article.category}</p>
        <h1>{article.title}</h1>
        <p>{article.description}</p>
        <p>
          {article.author.name} · <time dateTime={article.date}>{article.date}</time> · {article.readingMinutes} min
        </p>
        <ul>
          {article.services.map((service) => (
            <li key={service.slug}>
              <a href={service.path}>{service.label}</a>
            </li>
          ))}
        </ul>
        {article.image}
      </header>
      {article.body}
    </article>
  );
}
