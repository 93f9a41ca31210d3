import { useTheme } from "@emotion/react";
import { space } from "../../styles/theme";
import { IconBadge } from "../ui/IconBadge";
import type { InfoPoint } from "./InfoPointGrid";

/** A vertical list of icon + title + sentence, for use beside an image. */
export function PointList({ items }: { items: readonly InfoPoint[] }) {
  const theme = useTheme();
  return (
    <ul css={{ listStyle: "none", display: "grid", gap: space(6) }}>
      {items.map((item) => (
        <li key={item.title} css={{ display: "flex", gap: space(4), alignItems: "flex-start" }}>
          <IconBadge name={item.icon} />
          <div css={{ display: "grid", gap: space(1) }}>
            <h3 css={{ fontSize: theme.fontSizes.lg }}>{item.title}</h3>
            <p css={{ color: theme.colors.muted }}>{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
