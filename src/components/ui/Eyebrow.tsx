import { useTheme } from "@emotion/react";
import type { ReactNode } from "react";
import { space } from "../../styles/theme";

/** The small label above a heading. */
export function Eyebrow({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return (
    <p
      css={{
        display: "inline-flex",
        alignItems: "center",
        gap: space(2),
        fontSize: theme.fontSizes.xs,
        fontWeight: 600,
        letterSpacing: "0.12em",
        textTransform: "uppercase",
        color: theme.colors.accentAlt,
        "&::before": {
          content: '""',
          width: space(6),
          height: "2px",
          borderRadius: "2px",
          background: theme.gradients.accent,
        },
      }}
    >
      {children}
    </p>
  );
}
