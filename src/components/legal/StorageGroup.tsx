import { useTheme } from "@emotion/react";
import { mq, space } from "../../styles/theme";
import { NumberedSection } from "./LegalSection";

type CookiesPage = NonNullable<Queries.CookiesPageQuery["cookiesJson"]>;

interface StorageGroupProps {
  group: CookiesPage["groups"][number];
  labels: CookiesPage["labels"];
  types: CookiesPage["types"];
  number: number;
}

/** One group of the cookie policy: a card per cookie or storage entry, named as the browser shows it. */
export function StorageGroup({ group, labels, types, number }: StorageGroupProps) {
  const theme = useTheme();
  return (
    <NumberedSection anchor={group.anchor} title={group.title} number={number}>
      {group.lead ? <p css={{ color: theme.colors.muted, marginBottom: space(6) }}>{group.lead}</p> : null}
      <ul css={{ listStyle: "none", display: "grid", gap: space(4) }}>
        {group.items.map((item) => (
          <li
            key={item.name}
            css={{
              padding: space(5),
              borderRadius: theme.radii.md,
              border: `1px solid ${theme.colors.border}`,
              background: theme.colors.surface,
              [mq.sm]: { padding: space(6) },
            }}
          >
            <h3 css={{ fontSize: theme.fontSizes.base, marginBottom: space(4), overflowWrap: "anywhere" }}>
              <code css={{ fontFamily: theme.fonts.mono, color: theme.colors.text }}>{item.name}</code>
            </h3>
            <dl
              css={{
                margin: 0,
                display: "grid",
                gap: space(1),
                fontSize: theme.fontSizes.sm,
                [mq.sm]: { gridTemplateColumns: "11rem 1fr", gap: space(3) },
              }}
            >
              {(
                [
                  [labels.type, types[item.type as keyof typeof types]],
                  [labels.purpose, item.purpose],
                  [labels.lifetime, item.lifetime],
                  [labels.removal, item.removal],
                  [labels.consent, item.consent],
                ] as const
              ).map(([label, value]) => (
                <div key={label} css={{ display: "contents" }}>
                  <dt css={{ color: theme.colors.subtle, fontWeight: 600 }}>{label}</dt>
                  <dd
                    css={{ margin: 0, marginBottom: space(3), color: theme.colors.muted, [mq.sm]: { marginBottom: 0 } }}
                  >
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </NumberedSection>
  );
}
