import { useTheme } from "@emotion/react";
import { Clock } from "lucide-react";
import { space } from "../../styles/theme";

/** The promise of a reply within 24 hours, set apart from the contact cards. */
export function ResponseGuarantee({ title, text }: { title: string; text: string }) {
  const theme = useTheme();
  return (
    <div
      css={{
        display: "grid",
        gap: space(3),
        padding: space(6),
        borderRadius: theme.radii.md,
        border: `1px solid ${theme.colors.borderStrong}`,
        background: `radial-gradient(120% 140% at 100% 0%, rgba(94,234,212,0.16) 0%, rgba(11,13,23,0) 65%), ${theme.colors.surfaceRaised}`,
      }}
    >
      <h3 css={{ display: "flex", alignItems: "center", gap: space(3), fontSize: theme.fontSizes.lg }}>
        <Clock size={22} aria-hidden="true" focusable="false" css={{ color: theme.colors.accentAlt, flex: "none" }} />
        {title}
      </h3>
      <p css={{ color: theme.colors.muted }}>{text}</p>
    </div>
  );
}
