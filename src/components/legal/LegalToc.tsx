import { useTheme } from "@emotion/react";
import { space } from "../../styles/theme";

interface LegalTocProps {
  title: string;
  sections: ReadonlyArray<{ readonly anchor: string; readonly title: string }>;
}

/** A numbered table of contents linking to each section of a legal page. */
export function LegalToc({ title, sections }: LegalTocProps) {
  const theme = useTheme();
  return (
    <nav
      aria-labelledby="toc-title"
      css={{
        padding: space(6),
        borderRadius: theme.radii.md,
        border: `1px solid ${theme.colors.border}`,
        background: theme.colors.surface,
      }}
    >
      <h2
        id="toc-title"
        css={{
          fontSize: theme.fontSizes.xs,
          fontFamily: theme.fonts.body,
          fontWeight: 600,
          letterSpacing: "0.12em",
          textTransform: "uppercase",
          color: theme.colors.accentAlt,
          marginBottom: space(3),
        }}
      >
        {title}
      </h2>
      <ol css={{ listStyle: "none", display: "grid", gap: space(1), counterReset: "toc" }}>
        {sections.map((section) => (
          <li key={section.anchor} css={{ counterIncrement: "toc" }}>
            <a
              href={`#${section.anchor}`}
              css={{
                display: "flex",
                gap: space(3),
                paddingBlock: space(1.5),
                color: theme.colors.muted,
                textDecoration: "none",
                fontSize: theme.fontSizes.sm,
                "&::before": { content: "counter(toc) '.'", color: theme.colors.subtle, minWidth: "1.5ch" },
                "&:hover": { color: theme.colors.text, textDecoration: "underline", textUnderlineOffset: "4px" },
              }}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
