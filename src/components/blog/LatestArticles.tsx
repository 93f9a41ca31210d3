import { useTheme } from "@emotion/react";
import { graphql, Link } from "gatsby";
import { space } from "../../styles/theme";
import { Section } from "../ui/Section";
import { SectionHeading } from "../ui/SectionHeading";
import { ArticleGrid } from "./ArticleGrid";

interface LatestArticlesProps {
  id: string;
  heading: Queries.SectionHeadingFragment;
  articles: readonly Queries.ArticleCardFragment[];
  blog: Queries.LatestArticlesLabelsFragment;
}

/** The newest articles on another page (home, a service): nothing at all while none is published. */
export function LatestArticles({ id, heading, articles, blog }: LatestArticlesProps) {
  const theme = useTheme();
  if (articles.length === 0) return null;
  return (
    <Section labelledBy={id}>
      <SectionHeading id={id} {...heading} />
      <ArticleGrid articles={articles} readingTimeLabel={blog.list.readingTime} />
      <p css={{ marginTop: space(10), textAlign: "center" }}>
        <Link to="/blog/" css={{ color: theme.colors.accentAlt, fontWeight: 600, textUnderlineOffset: "0.25em" }}>
          {blog.allArticles}
        </Link>
      </p>
    </Section>
  );
}

export const fragment = graphql`
  fragment LatestArticlesLabels on BlogJson {
    allArticles
    list {
      readingTime
    }
  }
`;
