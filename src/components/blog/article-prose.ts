import type { CSSObject } from "@emotion/react";
import type { AppTheme } from "../../styles/theme";
import { space } from "../../styles/theme";

/** The typography of an article's body (Markdown turned into HTML): long-form reading on a dark page. */
export const articleProse = (theme: AppTheme): CSSObject => ({
  fontSize: "1.125rem",
  lineHeight: 1.75,
  color: theme.colors.muted,
  overflowWrap: "break-word",
  // The body arrives as the children of one element (the page's HTML from Markdown, or the CMS's preview).
  "& > * + *, & > div > * + *": { marginTop: space(5) },
  "& h2": {
    marginTop: space(14),
    fontSize: "clamp(1.5rem, 1.3rem + 0.9vw, 2rem)",
    lineHeight: theme.lineHeights.snug,
    color: theme.colors.text,
    letterSpacing: "-0.02em",
    scrollMarginTop: `calc(${theme.layout.navHeight} + ${space(6)})`,
  },
  "& h3": {
    marginTop: space(10),
    fontSize: theme.fontSizes.h3,
    lineHeight: theme.lineHeights.snug,
    color: theme.colors.text,
    scrollMarginTop: `calc(${theme.layout.navHeight} + ${space(6)})`,
  },
  "& h2 + *, & h3 + *": { marginTop: space(4) },
  "& strong": { color: theme.colors.text, fontWeight: 650 },
  "& a": {
    color: theme.colors.accentAlt,
    textDecoration: "underline",
    textUnderlineOffset: "0.2em",
    "&:hover": { color: theme.colors.text },
  },
  "& ul, & ol": { paddingLeft: space(6), display: "grid", gap: space(2) },
  "& li::marker": { color: theme.colors.accent },
  "& blockquote": {
    paddingLeft: space(5),
    borderLeft: `3px solid ${theme.colors.accent}`,
    color: theme.colors.text,
    fontStyle: "italic",
  },
  "& code": {
    fontFamily: theme.fonts.mono,
    fontSize: "0.9em",
    padding: "0.1em 0.35em",
    borderRadius: "6px",
    background: theme.colors.surface,
  },
  "& table": {
    width: "100%",
    borderCollapse: "collapse",
    fontSize: theme.fontSizes.sm,
    display: "block",
    overflowX: "auto",
  },
  "& th, & td": { textAlign: "left", padding: space(3), borderBottom: `1px solid ${theme.colors.border}` },
  "& th": { color: theme.colors.text },
  "& img": { borderRadius: theme.radii.md },
  "& .gatsby-resp-image-wrapper": { borderRadius: theme.radii.md, overflow: "hidden" },
  "& hr": { border: 0, borderTop: `1px solid ${theme.colors.border}`, marginBlock: space(10) },
});
