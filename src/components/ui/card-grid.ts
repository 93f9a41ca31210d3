import type { CSSObject } from "@emotion/react";
import { mq, space } from "../../styles/theme";

/** A list of cards: one column on phones, two on tablets, `columns` on desktops. */
export function cardGrid(columns: number, desktopGap = space(5)): CSSObject {
  return {
    display: "grid",
    gap: space(5),
    gridTemplateColumns: "1fr",
    [mq.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [mq.lg]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: desktopGap },
  };
}
