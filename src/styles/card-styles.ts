import type { CSSObject } from "@emotion/react";
import { reducedMotion, type AppTheme } from "./theme";

/**
 * A card's surface: a subtle border on the site's surface gradient that lifts on `lift` (hover, and for
 * a card that is one link also the keyboard's focus inside it). Used by ui/Card, the articles' and the
 * cases' cards.
 */
export function cardSurface(theme: AppTheme, lift: "&:hover" | "&:hover, &:focus-within" = "&:hover"): CSSObject {
  return {
    position: "relative",
    listStyle: "none",
    display: "flex",
    flexDirection: "column",
    borderRadius: theme.radii.lg,
    background: theme.gradients.surface,
    border: `1px solid ${theme.colors.border}`,
    boxShadow: theme.shadows.card,
    transition: `transform ${theme.transitions.base}, box-shadow ${theme.transitions.base}, border-color ${theme.transitions.base}`,
    [lift]: {
      transform: "translateY(-4px)",
      boxShadow: theme.shadows.lift,
      borderColor: theme.colors.borderStrong,
    },
    [reducedMotion]: { [lift]: { transform: "none" } },
  };
}

/** The title's link of a card that is one link: the whole card is its target, its focus ring the card's. */
export function cardLink(theme: AppTheme): CSSObject {
  return {
    color: theme.colors.text,
    textDecoration: "none",
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: theme.radii.lg },
    "&:focus-visible": { outline: "none" },
    "&:focus-visible::after": { outline: `3px solid ${theme.colors.focus}`, outlineOffset: "2px" },
  };
}

/** The small line above a card's title (its services, a case's sector and city). */
export function cardEyebrow(theme: AppTheme): CSSObject {
  return {
    fontSize: theme.fontSizes.xs,
    fontWeight: 600,
    color: theme.colors.accentAlt,
    letterSpacing: "0.06em",
    textTransform: "uppercase",
  };
}
