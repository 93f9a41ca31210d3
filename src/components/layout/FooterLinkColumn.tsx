import { useTheme, type CSSObject } from "@emotion/react";
import { Link } from "gatsby";
import { space } from "../../styles/theme";
import type { AppTheme } from "../../styles/theme";
import { ctaAttribute } from "../../contracts/funnel-names";
import type { NavItem } from "./NavLinks";

export const columnTitle = (theme: AppTheme): CSSObject => ({
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: theme.colors.text,
  marginBottom: space(4),
});

export const footerLink = (theme: AppTheme): CSSObject => ({
  display: "inline-flex",
  alignItems: "center",
  gap: space(2.5),
  minHeight: space(8),
  color: theme.colors.muted,
  textDecoration: "none",
  transition: `color ${theme.transitions.fast}`,
  "&:hover": { color: theme.colors.text, textDecoration: "underline", textUnderlineOffset: "4px" },
});

export const columnList: CSSObject = { listStyle: "none", display: "grid", gap: space(1) };

/** A titled list of internal links, named by its title for screen readers. */
export function FooterLinkColumn({ id, title, links }: { id: string; title: string; links: readonly NavItem[] }) {
  const theme = useTheme();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} css={columnTitle(theme)}>
        {title}
      </h2>
      <ul css={columnList}>
        {links.map((item) => (
          <li key={item.to}>
            <Link to={item.to} css={footerLink(theme)} {...ctaAttribute("footer.contacto", item.to)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
