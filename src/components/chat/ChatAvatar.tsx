import { useTheme } from "@emotion/react";
import { Bot } from "lucide-react";

/** Maxi's face: the accent gradient with a bot glyph. Decorative, the name is always written next to it. */
export function ChatAvatar({ size }: { size: number }) {
  const theme = useTheme();
  return (
    <span
      aria-hidden="true"
      css={{
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        flex: "none",
        width: size,
        height: size,
        borderRadius: theme.radii.pill,
        background: theme.gradients.accent,
        color: theme.colors.accentInk,
        boxShadow: "0 8px 24px -8px rgba(125, 211, 252, 0.6)",
      }}
    >
      <Bot size={Math.round(size * 0.55)} strokeWidth={2} focusable="false" />
    </span>
  );
}
