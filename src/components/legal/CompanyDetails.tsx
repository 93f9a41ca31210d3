import { useTheme } from "@emotion/react";
import type { ReactNode } from "react";
import { mq, space } from "../../styles/theme";

export type CompanyRow = readonly [label: string, value: ReactNode];

/** The company's identifying data as a titled list (the privacy policy's controller, the aviso legal's provider). */
export function CompanyDetails({ title, rows }: { title: string; rows: readonly CompanyRow[] }) {
  const theme = useTheme();
  return (
    <div
      css={{
        marginTop: space(6),
        padding: space(6),
        borderRadius: theme.radii.md,
        border: `1px solid ${theme.colors.borderStrong}`,
        background: theme.colors.surface,
      }}
    >
      <p
        css={{ fontFamily: theme.fonts.display, fontWeight: 600, fontSize: theme.fontSizes.lg, marginBottom: space(4) }}
      >
        {title}
      </p>
      <dl
        css={{
          margin: 0,
          display: "grid",
          gap: space(1),
          [mq.sm]: { gridTemplateColumns: "auto 1fr", gap: space(3), columnGap: space(6) },
        }}
      >
        {rows.map(([label, value]) => (
          <div key={label} css={{ display: "contents" }}>
            <dt css={{ color: theme.colors.subtle, fontSize: theme.fontSizes.sm, fontWeight: 600 }}>{label}</dt>
            <dd css={{ margin: 0, marginBottom: space(3), overflowWrap: "anywhere", [mq.sm]: { marginBottom: 0 } }}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
