import { cardGrid } from "../ui/card-grid";
import { ArticleCard } from "./ArticleCard";

/** Articles as a grid of cards: one column on phones, two on tablets, three on desktops. */
export function ArticleGrid({
  articles,
  readingTimeLabel,
  headingLevel,
  labelledBy,
  eagerFirst = false,
}: {
  articles: readonly Queries.ArticleCardFragment[];
  readingTimeLabel: string;
  headingLevel?: 2 | 3;
  labelledBy?: string;
  /** The list opens the page: on a phone the first card's picture is the first screen's largest element. */
  eagerFirst?: boolean;
}) {
  return (
    <ul aria-labelledby={labelledBy} css={cardGrid(3)}>
      {articles.map((article, index) => (
        <ArticleCard
          key={article.fields.slug}
          article={article}
          readingTimeLabel={readingTimeLabel}
          headingLevel={headingLevel}
          eager={eagerFirst && index === 0}
        />
      ))}
    </ul>
  );
}
