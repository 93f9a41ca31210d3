import { useTheme } from "@emotion/react";
import { Link } from "gatsby";
import type { ReactNode } from "react";
import { mq, space } from "../../styles/theme";
import { Container } from "../ui/Container";
import { ServiceLinkList } from "../ui/ServiceLinkList";
import { DocumentHeader } from "../ui/DocumentHeader";
import { formatArticleDate, readingTime, updatedOnAnotherDay } from "./article-dates";
import { articleProse } from "./article-prose";
import type { ArticleAuthorBio, ArticleLabels, ArticleViewData } from "./article-view-data";
import { FoldLine } from "../ui/FoldLine";
import { ArticleToc } from "./ArticleToc";

/** Long enough for a table of contents: at least this many sections. */
const TOC_MIN_SECTIONS = 3;

interface ArticleViewProps {
  article: ArticleViewData;
  labels: ArticleLabels;
  /** The breadcrumb above the title (the site's page passes one; the CMS preview none). */
  breadcrumb?: ReactNode;
  authorBio?: ArticleAuthorBio;
}

/** An article as a reader sees it: on the site, and in the CMS's live preview. */
export function ArticleView({ article, labels, breadcrumb, authorBio }: ArticleViewProps) {
  const theme = useTheme();
  const headings = article.headings ?? [];
  const showToc = headings.filter((heading) => heading.depth === 2).length >= TOC_MIN_SECTIONS;
  const meta = { color: theme.colors.subtle, fontSize: theme.fontSizes.sm };
  return (
    <article aria-labelledby="page-title">
      <DocumentHeader
        titleId="page-title"
        breadcrumb={breadcrumb}
        eyebrow={article.category}
        title={article.title}
        lead={article.description}
      >
        <p css={{ ...meta, display: "flex", flexWrap: "wrap", columnGap: space(4), rowGap: space(1) }}>
          <span>
            {labels.by}{" "}
            <Link to={article.author.url} css={{ color: theme.colors.text, fontWeight: 600 }}>
              {article.author.name}
            </Link>
          </span>
          <span>
            {labels.published} <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
          </span>
          {updatedOnAnotherDay(article.date, article.updated) ? (
            <span>
              {labels.updated} <time dateTime={article.updated}>{formatArticleDate(article.updated)}</time>
            </span>
          ) : null}
          <span>{readingTime(labels.readingTime, article.readingMinutes)}</span>
        </p>
      </DocumentHeader>
      {article.image ? (
        <Container>
          <div
            css={{
              borderRadius: theme.radii.lg,
              overflow: "hidden",
              border: `1px solid ${theme.colors.border}`,
              background: theme.colors.surface,
            }}
          >
            {article.image}
          </div>
        </Container>
      ) : null}
      <FoldLine />
      <Container>
        <div
          css={{
            display: "grid",
            gap: space(10),
            paddingBlock: space(12),
            [mq.lg]: showToc
              ? { gridTemplateColumns: "minmax(0, 1fr) 17rem", gap: space(16), paddingBlock: space(16) }
              : { paddingBlock: space(16) },
          }}
        >
          {showToc ? (
            <aside css={{ [mq.lg]: { gridColumn: 2, gridRow: 1 } }}>
              <div css={{ [mq.lg]: { position: "sticky", top: `calc(${theme.layout.navHeight} + ${space(6)})` } }}>
                <ArticleToc title={labels.toc} headings={headings} />
              </div>
            </aside>
          ) : null}
          <div css={{ minWidth: 0, maxWidth: "46rem", [mq.lg]: showToc ? { gridColumn: 1, gridRow: 1 } : {} }}>
            <div css={articleProse(theme)}>{article.body}</div>
            {article.services.length > 0 ? (
              <section aria-labelledby="article-services-title" css={{ marginTop: space(14) }}>
                <h2
                  id="article-services-title"
                  css={{ fontSize: theme.fontSizes.sm, fontWeight: 700, marginBottom: space(3) }}
                >
                  {labels.services}
                </h2>
                <ServiceLinkList services={article.services} />
              </section>
            ) : null}
            {authorBio ? (
              <section
                aria-labelledby="article-author-title"
                css={{
                  marginTop: space(10),
                  padding: space(6),
                  borderRadius: theme.radii.md,
                  border: `1px solid ${theme.colors.border}`,
                  background: theme.colors.bgAlt,
                  display: "grid",
                  gap: space(2),
                }}
              >
                <h2
                  id="article-author-title"
                  css={{
                    ...meta,
                    fontWeight: 600,
                    textTransform: "uppercase",
                    letterSpacing: "0.08em",
                    fontSize: theme.fontSizes.xs,
                  }}
                >
                  {labels.aboutAuthor}
                </h2>
                <p css={{ color: theme.colors.text, fontWeight: 650 }}>
                  <Link to={authorBio.url} css={{ color: "inherit" }}>
                    {authorBio.name}
                  </Link>
                  <span css={{ color: theme.colors.subtle, fontWeight: 400 }}> · {authorBio.role}</span>
                </p>
                <p css={{ color: theme.colors.muted, fontSize: theme.fontSizes.sm }}>{authorBio.bio}</p>
              </section>
            ) : null}
          </div>
        </div>
      </Container>
    </article>
  );
}
