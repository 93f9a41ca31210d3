import { useTheme } from "@emotion/react";
import { graphql, Link } from "gatsby";
import { articleServiceLinks } from "../../config/article-services";
import { reducedMotion, space } from "../../styles/theme";
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
    <li
      css={{
        position: "relative",
        listStyle: "none",
        display: "flex",
        flexDirection: "column",
        borderRadius: theme.radii.lg,
        overflow: "hidden",
        background: theme.gradients.surface,
        border: `1px solid ${theme.colors.border}`,
        boxShadow: theme.shadows.card,
        transition: `transform ${theme.transitions.base}, box-shadow ${theme.transitions.base}, border-color ${theme.transitions.base}`,
        "&:hover, &:focus-within": {
          transform: "translateY(-4px)",
          boxShadow: theme.shadows.lift,
          borderColor: theme.colors.borderStrong,
        },
        [reducedMotion]: { "&:hover, &:focus-within": { transform: "none" } },
      }}
    >
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
          <p
            css={{
              display: "flex",
              flexWrap: "wrap",
              gap: space(2),
              fontSize: theme.fontSizes.xs,
              fontWeight: 600,
              color: theme.colors.accentAlt,
              letterSpacing: "0.06em",
              textTransform: "uppercase",
            }}
          >
            {services.map((service) => (
              <span key={service.slug}>{service.label}</span>
            ))}
          </p>
        ) : null}
        <Heading css={{ fontSize: theme.fontSizes.xl, lineHeight: theme.lineHeights.snug, letterSpacing: "-0.01em" }}>
          <Link
            to={fields.path}
            css={{
              color: theme.colors.text,
              textDecoration: "none",
              // The whole card is the link's target.
              "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: theme.radii.lg },
              "&:focus-visible": { outline: "none" },
              "&:focus-visible::after": { outline: `3px solid ${theme.colors.focus}`, outlineOffset: "2px" },
            }}
          >
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
