import { useTheme } from "@emotion/react";
import { graphql, Link } from "gatsby";
import { articleServiceLinks } from "../../config/article-services";
import { cardEyebrow, cardLink, cardSurface } from "../../styles/card-styles";
import { space } from "../../styles/theme";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { formatArticleDate, readingTime } from "./article-dates";

interface ArticleCardProps {
  article: Queries.ArticleCardFragment;
  readingTimeLabel: string;
  /** The card title's level: h2 on the blog's list, h3 inside a section. */
  headingLevel?: 2 | 3;
  /** Its picture loads at once, with high priority (the first card of the blog's list); otherwise lazily. */
  eager?: boolean;
}

/** An article in a list: image, services, title (the link), description, date and reading time. */
export function ArticleCard({ article, readingTimeLabel, headingLevel = 3, eager = false }: ArticleCardProps) {
  const theme = useTheme();
  const { frontmatter, fields } = article;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const services = articleServiceLinks(frontmatter.services);
  return (
    <li css={{ ...cardSurface(theme, "&:hover, &:focus-within"), overflow: "hidden" }}>
      {frontmatter.image ? (
        <ResponsiveImage
          image={frontmatter.image.childImageSharp?.gatsbyImageData}
          // The title beside it names the link; the picture adds nothing a screen reader needs twice.
          alt=""
          eager={eager}
          css={{ borderBottom: `1px solid ${theme.colors.border}` }}
        />
      ) : null}
      <div css={{ display: "flex", flexDirection: "column", gap: space(3), padding: space(6), flex: 1 }}>
        {services.length > 0 ? (
          <p css={{ ...cardEyebrow(theme), display: "flex", flexWrap: "wrap", gap: space(2) }}>
            {services.map((service) => (
              <span key={service.slug}>{service.label}</span>
            ))}
          </p>
        ) : null}
        <Heading css={{ fontSize: theme.fontSizes.xl, lineHeight: theme.lineHeights.snug, letterSpacing: "-0.01em" }}>
          <Link to={fields.path} css={cardLink(theme)}>
            {frontmatter.title}
          </Link>
        </Heading>
        <p css={{ color: theme.colors.muted, fontSize: theme.fontSizes.sm, lineHeight: 1.6 }}>
          {frontmatter.description}
        </p>
        <p css={{ marginTop: "auto", paddingTop: space(2), color: theme.colors.subtle, fontSize: theme.fontSizes.xs }}>
          <time dateTime={frontmatter.date}>{formatArticleDate(frontmatter.date)}</time>
          {" · "}
          {readingTime(readingTimeLabel, article.timeToRead ?? 1)}
        </p>
      </div>
    </li>
  );
}

export const fragment = graphql`
  fragment ArticleCard on MarkdownRemark {
    timeToRead
    fields {
      slug
      path
    }
    frontmatter {
      title
      description
      date
      services
      image {
        childImageSharp {
          gatsbyImageData(
            width: 640
            aspectRatio: 1.6
            sizes: "(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw"
            # Cards are below the first screen: a flat colour while they load, not a blurred picture in the HTML.
            placeholder: DOMINANT_COLOR
          )
        }
      }
    }
  }
`;
