import { useTheme } from "@emotion/react";
import { Link } from "gatsby";
import { ctaAttribute } from "../../contracts/funnel-names";
import { space } from "../../styles/theme";

export interface NavItem {
  readonly label: string;
  readonly to: string;
}

export function isCurrent(pathname: string, to: string): boolean {
  const normalise = (value: string) => (value.endsWith("/") ? value : `${value}/`);
  return normalise(pathname) === normalise(to);
}

/** The five main links; the current one gets aria-current and the animated underline. */
export function NavLinks({
  items,
  pathname,
  layout,
  onNavigate,
}: {
  items: readonly NavItem[];
  pathname: string;
  layout: "row" | "column";
  onNavigate?: () => void;
}) {
  const theme = useTheme();
  return (
    <ul
      css={{
        listStyle: "none",
        display: "flex",
        flexDirection: layout === "row" ? "row" : "column",
        gap: layout === "row" ? space(1) : space(1),
      }}
    >
      {items.map((item) => {
        const current = isCurrent(pathname, item.to);
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={current ? "page" : undefined}
              onClick={onNavigate}
              {...ctaAttribute(layout === "row" ? "nav.contacto" : "menu.contacto", item.to)}
              css={{
                position: "relative",
                display: "flex",
                alignItems: "center",
                minHeight: space(11),
                paddingInline: layout === "row" ? space(3) : space(4),
                borderRadius: theme.radii.sm,
                color: current ? theme.colors.text : theme.colors.muted,
                fontWeight: current ? 600 : 500,
                fontSize: layout === "row" ? theme.fontSizes.sm : theme.fontSizes.lg,
                textDecoration: "none",
                whiteSpace: "nowrap",
                transition: `color ${theme.transitions.fast}, background-color ${theme.transitions.fast}`,
                "&:hover": { color: theme.colors.text },
                "&::after": {
                  content: '""',
                  position: "absolute",
                  left: layout === "row" ? space(3) : space(4),
                  right: layout === "row" ? space(3) : "auto",
                  width: layout === "row" ? "auto" : space(8),
                  bottom: space(1.5),
                  height: "2px",
                  borderRadius: "2px",
                  background: theme.gradients.accent,
                  transform: current ? "scaleX(1)" : "scaleX(0)",
                  transformOrigin: "left center",
                  transition: `transform ${theme.transitions.base}`,
                },
                "&:hover::after": { transform: "scaleX(1)" },
              }}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
