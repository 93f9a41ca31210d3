import { useTheme } from "@emotion/react";
import { mq, space } from "../../styles/theme";
import type { ArticleViewData } from "./article-view-data";

/** The article's sections as links, for long articles. */
export function ArticleToc({ title, headings }: { title: string; headings: NonNullable<ArticleViewData["headings"]> }) {
  const theme = useTheme();
  return (
    <nav
      aria-labelledby="article-toc-title"
      css={{
        padding: space(6),
        borderRadius: theme.radii.md,
        border: `1px solid ${theme.colors.border}`,
        background: theme.colors.bgAlt,
        fontSize: theme.fontSizes.sm,
      }}
    >
      <h2 id="article-toc-title" css={{ fontSize: theme.fontSizes.sm, fontWeight: 700, marginBottom: space(3) }}>
        {title}
      </h2>
      <ol css={{ listStyle: "none", display: "grid", gap: space(1) }}>
        {headings.map((heading) => (
          // On phones only the main sections, so the list stays short above the text.
          <li
            key={heading.id}
            css={
              heading.depth === 3
                ? { display: "none", paddingLeft: space(4), [mq.lg]: { display: "list-item" } }
                : undefined
            }
          >
            <a
              href={`#${heading.id}`}
              css={{
                display: "block",
                paddingBlock: space(1.5),
                color: heading.depth === 3 ? theme.colors.subtle : theme.colors.muted,
                textDecoration: "none",
                lineHeight: 1.4,
                "&:hover": { color: theme.colors.text, textDecoration: "underline" },
              }}
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
