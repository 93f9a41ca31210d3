import type { CSSObject } from "@emotion/react";
import { space, type AppTheme } from "../../styles/theme";

/** The look shared by the form's inputs, select and textarea. */
export function controlStyles(theme: AppTheme): CSSObject {
  return {
    width: "100%",
    minHeight: space(12),
    padding: `${space(3)} ${space(4)}`,
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.borderStrong}`,
    backgroundColor: "rgba(11, 13, 23, 0.6)",
    color: theme.colors.text,
    fontSize: theme.fontSizes.base,
    lineHeight: 1.4,
    transition: `border-color ${theme.transitions.fast}, box-shadow ${theme.transitions.fast}, background-color ${theme.transitions.fast}`,
    "&::placeholder": { color: theme.colors.subtle, opacity: 1 },
    "&:hover": { borderColor: theme.colors.subtle },
    "&:focus": { outline: "none" },
    "&:focus-visible": {
      outline: "none",
      borderColor: theme.colors.accent,
      backgroundColor: "rgba(11, 13, 23, 0.9)",
      boxShadow: `0 0 0 3px ${theme.colors.focus}`,
    },
    '&[aria-invalid="true"]': { borderColor: theme.colors.danger, backgroundColor: "rgba(58, 16, 32, 0.45)" },
  };
}

export function selectStyles(theme: AppTheme): CSSObject {
  // The chevron is drawn in the muted text colour (#b4bbd3) so it stays visible on the dark control.
  const chevron =
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%23b4bbd3' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")";
  return {
    ...controlStyles(theme),
    appearance: "none",
    paddingRight: space(11),
    backgroundImage: chevron,
    backgroundRepeat: "no-repeat",
    backgroundPosition: `right ${space(4)} center`,
    cursor: "pointer",
    "& option": { background: theme.colors.surface, color: theme.colors.text },
  };
}
