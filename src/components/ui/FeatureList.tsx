import { useTheme } from "@emotion/react";
import { Check } from "lucide-react";
import { space } from "../../styles/theme";

export function FeatureList({ items }: { items: readonly string[] }) {
  const theme = useTheme();
  return (
    <ul css={{ listStyle: "none", display: "grid", gap: space(2.5) }}>
      {items.map((item) => (
        <li key={item} css={{ display: "flex", gap: space(3), alignItems: "flex-start", color: theme.colors.muted }}>
          <Check
            size={18}
            aria-hidden="true"
            focusable="false"
            css={{ flex: "none", marginTop: "0.3em", color: theme.colors.accentAlt }}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
