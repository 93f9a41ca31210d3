import { useTheme } from "@emotion/react";
import type { ReactNode } from "react";
import { reducedMotion, space } from "../../styles/theme";

/** A surface with a subtle border that lifts on hover. Use `as="li"` inside lists. */
export function Card({ children, as: Tag = "div" }: { children: ReactNode; as?: "div" | "li" | "article" }) {
  const theme = useTheme();
  return (
    <Tag
      css={{
        position: "relative",
        listStyle: "none",
        display: "flex",
        flexDirection: "column",
        gap: space(4),
        padding: space(7),
        borderRadius: theme.radii.lg,
        background: theme.gradients.surface,
        border: `1px solid ${theme.colors.border}`,
        boxShadow: theme.shadows.card,
        transition: `transform ${theme.transitions.base}, box-shadow ${theme.transitions.base}, border-color ${theme.transitions.base}`,
        "&:hover": {
          transform: "translateY(-4px)",
          boxShadow: theme.shadows.lift,
          borderColor: theme.colors.borderStrong,
        },
        [reducedMotion]: { "&:hover": { transform: "none" } },
      }}
    >
      {children}
    </Tag>
  );
}
