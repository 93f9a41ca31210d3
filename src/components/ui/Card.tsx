import { useTheme } from "@emotion/react";
import type { ReactNode } from "react";
import { cardSurface } from "../../styles/card-styles";
import { space } from "../../styles/theme";

/** A surface with a subtle border that lifts on hover. Use `as="li"` inside lists. */
export function Card({ children, as: Tag = "div" }: { children: ReactNode; as?: "div" | "li" | "article" }) {
  const theme = useTheme();
  return <Tag css={{ ...cardSurface(theme), gap: space(4), padding: space(7) }}>{children}</Tag>;
}
