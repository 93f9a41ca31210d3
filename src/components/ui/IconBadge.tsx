import { useTheme } from "@emotion/react";
import { space } from "../../styles/theme";
import { Icon } from "./Icon";

export function IconBadge({ name }: { name: string }) {
  const theme = useTheme();
  return (
    <span
      css={{
        display: "inline-grid",
        placeItems: "center",
        width: space(12),
        height: space(12),
        flex: "none",
        borderRadius: theme.radii.md,
        color: theme.colors.accentAlt,
        background: "linear-gradient(135deg, rgba(165,148,255,0.18), rgba(94,234,212,0.12))",
        border: `1px solid ${theme.colors.borderStrong}`,
      }}
    >
      <Icon name={name} />
    </span>
  );
}
