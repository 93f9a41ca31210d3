import { cardGrid } from "../ui/card-grid";
import { ArticleCard } from "./ArticleCard";

/** Articles as a grid of cards: one column on phones, two on tablets, three on desktops. */
export function ArticleGrid({
  articles,
  readingTimeLabel,
  headingLevel,
  labelledBy,
}: {
  articles: readonly Queries.ArticleCardFragment[];
  readingTimeLabel: string;
  headingLevel?: 2 | 3;
  labelledBy?: string;
}) {
  return (
    <ul aria-labelledby={labelledBy} css={cardGrid(3)}>
      {articles.map((article) => (
        <ArticleCard
          key={article.fields.slug}
          article={article}
          readingTimeLabel={readingTimeLabel}
          headingLevel={headingLevel}
        />
      ))}
    </ul>
  );
}
