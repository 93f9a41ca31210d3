import type { CSSObject } from "@emotion/react";
import type { AppTheme } from "./theme";

/** Text painted with the accent gradient (hero highlight, big figures). */
export const gradientText = (theme: AppTheme): CSSObject => ({
  background: theme.gradients.accent,
  WebkitBackgroundClip: "text",
  backgroundClip: "text",
  color: "transparent",
});
