import { useTheme } from "@emotion/react";
import { useId } from "react";
import { space } from "../../styles/theme";

/** The azahar (orange blossom) mark and the brand name. */
export function Logo({ name }: { name: string }) {
  const theme = useTheme();
  // The logo appears in the navbar and the footer: each copy needs its own gradient id.
  const gradientId = `logo-gradient${useId()}`;
  return (
    <span css={{ display: "inline-flex", alignItems: "center", gap: space(2.5) }}>
      <svg viewBox="-180 -180 360 360" width="32" height="32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#a594ff" />
            <stop offset="0.55" stopColor="#7dd3fc" />
            <stop offset="1" stopColor="#5eead4" />
          </linearGradient>
        </defs>
        <g fill={`url(#${gradientId})`}>
          {[0, 72, 144, 216, 288].map((angle) => (
            <path
              key={angle}
              d="M0 -170 C 42 -120 42 -62 0 -28 C -42 -62 -42 -120 0 -170 Z"
              transform={`rotate(${angle})`}
            />
          ))}
        </g>
        <circle r="22" fill={theme.colors.text} />
      </svg>
      <span
        css={{
          fontFamily: theme.fonts.display,
          fontWeight: 700,
          fontSize: "1.1875rem",
          letterSpacing: "-0.02em",
          whiteSpace: "nowrap",
        }}
      >
        {name}
      </span>
    </span>
  );
}
