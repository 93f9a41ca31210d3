import { useTheme } from "@emotion/react";
import { Link } from "gatsby";
import { space } from "../../styles/theme";

/** Where the page sits: each ancestor a link, the page itself last (aria-current). */
export function Breadcrumb({
  label,
  trail,
  current,
}: {
  label: string;
  trail: ReadonlyArray<{ label: string; to: string }>;
  current: string;
}) {
  const theme = useTheme();
  return (
    <nav aria-label={label}>
      <ol
        css={{
          listStyle: "none",
          display: "flex",
          flexWrap: "wrap",
          gap: space(2),
          fontSize: theme.fontSizes.sm,
          color: theme.colors.subtle,
        }}
      >
        {trail.map((step) => (
          <li
            key={step.to}
            css={{
              display: "inline-flex",
              gap: space(2),
              "&::after": { content: '"/"', color: theme.colors.borderStrong },
            }}
          >
            <Link to={step.to} css={{ color: theme.colors.muted, textUnderlineOffset: "0.2em" }}>
              {step.label}
            </Link>
          </li>
        ))}
        <li aria-current="page" css={{ color: theme.colors.subtle, minWidth: 0 }}>
          {current}
        </li>
      </ol>
    </nav>
  );
}
