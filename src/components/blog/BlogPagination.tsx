import { useTheme } from "@emotion/react";
import { Link } from "gatsby";
import { space } from "../../styles/theme";

const pagePath = (page: number) => (page <= 1 ? "/blog/" : `/blog/${page}/`);

interface BlogPaginationProps {
  page: number;
  pageCount: number;
  labels: { paginationLabel: string; pageLabel: string; newer: string; older: string };
}

/** Links between the blog's pages: newer, each page by number, older. Nothing when there is one page. */
export function BlogPagination({ page, pageCount, labels }: BlogPaginationProps) {
  const theme = useTheme();
  if (pageCount <= 1) return null;
  const pill = {
    display: "inline-grid",
    placeItems: "center",
    minWidth: space(11),
    minHeight: space(11),
    paddingInline: space(4),
    borderRadius: theme.radii.pill,
    border: `1px solid ${theme.colors.borderStrong}`,
    color: theme.colors.text,
    textDecoration: "none",
    "&:hover": { borderColor: theme.colors.accent },
  } as const;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={labels.paginationLabel} css={{ marginTop: space(14) }}>
      <ul css={{ listStyle: "none", display: "flex", flexWrap: "wrap", justifyContent: "center", gap: space(2) }}>
        {page > 1 ? (
          <li>
            <Link to={pagePath(page - 1)} rel="prev" css={pill}>
              {labels.newer}
            </Link>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            <Link
              to={pagePath(number)}
              aria-label={labels.pageLabel.replace("{page}", String(number))}
              aria-current={number === page ? "page" : undefined}
              css={{
                ...pill,
                ...(number === page
                  ? { background: theme.colors.accent, color: theme.colors.accentInk, borderColor: theme.colors.accent }
                  : {}),
              }}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link to={pagePath(page + 1)} rel="next" css={pill}>
              {labels.older}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
